import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './fixtures.ts';
import { expectAccessible } from './public-pages-support.ts';

// The site's header on a small phone (360 to 390 px wide): 'Member Login' on one line, clear
// of the header's edges, and the header as tall for a visitor as for a member.

/** The header bar's height, and how 'Member Login' sits in it (for a visitor). */
async function headerOf(page: Page) {
  return page.getByRole('banner').evaluate((header) => {
    const bar = header.querySelector('.site-header__bar')!.getBoundingClientRect();
    const login = [...header.querySelectorAll('a')].find(
      (link) => link.textContent?.trim() === 'Member Login' && link.offsetParent !== null,
    );
    let lines = 0;
    let inset = 0;
    if (login) {
      const text = document.createRange();
      text.selectNodeContents(login);
      lines = new Set([...text.getClientRects()].map((line) => Math.round(line.top))).size;
      const box = login.getBoundingClientRect();
      inset = Math.min(box.top - bar.top, bar.bottom - box.bottom);
    }
    return {
      height: bar.height,
      lines,
      inset,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
}

for (const width of [360, 390]) {
  test(`at ${width} px the header holds 'Member Login' on one line, as tall as a member's`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/news');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Member Login' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Search' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Menu' })).toBeVisible();
    const visitor = await headerOf(page);
    expect(visitor.lines).toBe(1);
    // The pill keeps clear of the header's top and bottom edges.
    expect(visitor.inset).toBeGreaterThanOrEqual(4);
    expect(visitor.overflow).toBe(0);
    await expectAccessible(page);

    await signInAs(page);
    await page.goto('/news');
    await expect(banner.getByText('account menu')).toBeAttached();
    await expect(banner.getByRole('link', { name: 'Member Login' })).toBeHidden();
    const member = await headerOf(page);
    expect(member.height).toBe(visitor.height);
    expect(member.overflow).toBe(0);
  });
}
