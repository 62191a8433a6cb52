import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { memberShellRoutes } from '../../src/lib/member-shells.ts';
import { isPublicPage } from '../../src/lib/public-pages.ts';
import { signInAs } from './fixtures.ts';
import { violationsOf } from './public-pages-support.ts';

// Every page template runs under the Content-Security-Policy the server sends (only the
// build's own scripts and styles, by hash; data, pictures and frames from the configured
// origins): loaded, hydrated and used as a member or visitor would, without one violation.

const root = resolve(process.env.SITE_OUT_DIR ?? 'dist');
const pagesDir = resolve('src/pages');

/** Each page route of src/pages as a path, dynamic segments as '*' (filled from the build). */
const routes = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.astro') && file !== '404.astro')
  .map((file) => '/' + file.replace(/\\/g, '/').replace(/(index)?\.astro$/, ''))
  .map((path) => (path === '/' || path.endsWith('/') ? path : `${path}/`))
  .map((path) => path.replace(/\[[^\]]+\]/g, '*'))
  .sort();

/** A built page for a route: its '*' segments filled with the first built folder. */
function builtPath(route: string): string {
  const parts = route.split('/').filter(Boolean);
  let path = '';
  for (const part of parts) {
    const name =
      part === '*'
        ? readdirSync(join(root, path), { withFileTypes: true }).find((entry) =>
            entry.isDirectory(),
          )?.name
        : part;
    if (!name) throw new Error(`No built page for ${route}.`);
    path = `${path}/${name}`;
  }
  return `${path}/`;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const shells = memberShellRoutes.map(({ prefix }) => `${prefix}1/`);

/** The routes in groups of at most `size`, a visitor's and a member's apart: one test opens a
 * group's pages each in its own tab of one browser (a redirect of one cannot reach the next). */
function groups(size: number) {
  const found: { member: boolean; pages: string[] }[] = [];
  for (const member of [false, true]) {
    const pages = [...routes, ...shells].filter((route) => isPublicPage(route) !== member);
    for (let at = 0; at < pages.length; at += size)
      found.push({ member, pages: pages.slice(at, at + size) });
  }
  return found;
}

for (const { member, pages } of groups(10)) {
  test(`${pages[0]} … ${pages.at(-1)} run under their Content-Security-Policy`, async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    if (member) await signInAs(page);
    for (const route of pages) {
      await test.step(route, async () => {
        const tab = await context.newPage();
        const violations = violationsOf(tab);
        const response = await tab.goto(route.includes('*') ? builtPath(route) : route);
        expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
        // Every island has run (Astro drops `ssr` once an island is hydrated).
        await expect(tab.locator('astro-island[ssr]')).toHaveCount(0);
        expect(violations, route).toEqual([]);
        await tab.close();
      });
    }
  });
}

// Issue 14 under the same policies: site search compiles Pagefind's WebAssembly on /search
// (its section alone allows it), the offline worker registers and takes control, and the
// JSON-LD data blocks of a detail page are data, not script.
test.describe('site search, offline worker and structured data under their policies', () => {
  test('/search finds pages without a violation', async ({ page }) => {
    const violations = violationsOf(page);
    const response = await page.goto('/search/?q=swimming');
    expect(response?.headers()['content-security-policy']).toContain("'wasm-unsafe-eval'");
    await expect(
      page.getByRole('list', { name: 'Search results' }).getByRole('link').first(),
    ).toBeVisible();
    expect(violations).toEqual([]);
  });

  test.describe('with the worker allowed', () => {
    test.use({ serviceWorkers: 'allow' });
    test('the offline worker registers and controls the page without a violation', async ({
      page,
    }) => {
      const violations = violationsOf(page);
      await page.goto('/');
      await page.waitForFunction(async () => {
        await navigator.serviceWorker.ready;
        return navigator.serviceWorker.controller !== null;
      });
      await page.goto(builtPath('/event-details/*/'));
      await page.waitForLoadState('load');
      expect(violations).toEqual([]);
    });
  });

  test('a page with JSON-LD runs without a violation and names no hash for it', async ({
    page,
  }) => {
    const violations = violationsOf(page);
    const response = await page.goto(builtPath('/news-details/*/'));
    const blocks = page.locator('script[type="application/ld+json"]');
    expect(await blocks.count()).toBeGreaterThan(0);
    const policy = response?.headers()['content-security-policy'] ?? '';
    for (const text of await blocks.allTextContents()) {
      JSON.parse(text);
      expect(policy).not.toContain(sha256(text));
    }
    await page.waitForLoadState('load');
    expect(violations).toEqual([]);
  });
});
