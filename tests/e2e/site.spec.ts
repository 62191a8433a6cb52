import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { elementsNamed, parseXml, textOf } from '../../integrations/html/parsed-page.ts';
import { expectAccessible } from './public-pages-support.ts';

const buildDir = process.env.SITE_OUT_DIR ?? 'dist';

test.describe('Not found', () => {
  test('an unknown address answers 404 with a friendly page and ways on', async ({ page }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    const sections = page.getByRole('navigation', { name: 'Club sections' });
    await expect(sections.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expectAccessible(page);
  });
});

test.describe('Page titles and descriptions', () => {
  for (const path of ['/event-calender', '/facilities', '/gallery', '/news', '/publications']) {
    test(`${path} has its own title and description`, async ({ page }) => {
      await page.goto(path);
      const heading = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      await expect(page).toHaveTitle(new RegExp(`^${heading} \\| `));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\w{3,}/);
    });
  }
});

test.describe('Sitemap', () => {
  test('lists the public pages and leaves out member and sign-in pages', () => {
    const sitemap = readFileSync(join(buildDir, 'sitemap-0.xml'), 'utf8');
    const read = parseXml(sitemap);
    const paths = elementsNamed(read, 'loc').map((loc) => new URL(textOf(read, loc)).pathname);
    for (const page of [
      '/news/',
      '/gallery/',
      '/publications/',
      '/facilities/',
      '/event-calender/',
    ]) {
      expect(paths).toContain(page);
    }
    for (const path of paths) {
      expect(path).not.toMatch(
        /^\/(login|forgot-password|submit-otp|reset-password|update-profile|booking|billing|order|cart|notice|circular-list|member-directory|employee-directory|election)/,
      );
    }
    expect(paths.some((path) => path.startsWith('/404'))).toBe(false);
  });
});
