import { expect, test, type Page } from '@playwright/test';
import { holdScripts } from './fixtures.ts';

// What keeps a visitor's first screen near the bare-HTML ceiling (issue 13): the picture
// that fills the first screen is fetched at once and ahead of the rest; the page's module
// scripts run once it is parsed, and a control that needs one shows it is not ready until it
// has run. (The timings themselves are the bench's.)

/** The largest picture in the first screen: its file, how it loads and at what priority. */
function largestPictureInView(page: Page) {
  return page.evaluate(() => {
    const inView = [...document.images]
      .map((img) => ({ img, box: img.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.bottom > 0 && box.top < window.innerHeight);
    const area = ({ box }: { box: DOMRect }) =>
      (Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0)) * box.width;
    const largest = inView.sort((a, b) => area(b) - area(a))[0]?.img;
    return largest
      ? { src: largest.currentSrc, loading: largest.loading, priority: largest.fetchPriority }
      : null;
  });
}

test.describe('First screen on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });

  for (const path of [
    '/',
    '/club-history',
    '/current-president-message',
    '/present-ec',
    '/present-sub-committee',
    '/founder-members',
    '/affiliated-clubs',
  ])
    test(`${path}: the largest picture in view is fetched at once, ahead of the rest`, async ({
      page,
    }) => {
      await page.goto(path);
      const largest = await largestPictureInView(page);
      expect(largest?.src).toMatch(/\/_astro\/.+\.webp$/);
      expect(largest).toMatchObject({ loading: 'eager', priority: 'high' });
    });
});

test.describe('Scripts of a visitor page', () => {
  test.beforeEach(async ({ page }) => {
    // No map service from the test machine: an empty page stands in for it.
    await page.route(/openstreetmap\.org/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title>' }),
    );
  });

  for (const [path, name] of [
    ['/news', 'Load More'],
    ['/gallery', 'Load More'],
    ['/contact', 'See More'],
    ['/contact', 'Send'],
  ] as const)
    test(`${path}: ${name} is in the page as built, not ready until its script has run, then works`, async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await page.goto(path, { waitUntil: 'commit' });
      const control = page.getByRole('button', { name, exact: true });
      await expect(control).toBeVisible();
      await expect(control).toBeDisabled();
      release();
      await expect(control).toBeEnabled();
    });

  test('still run: the slideshow can be paused once they have', async ({ page }) => {
    await page.goto('/');
    const pause = page.getByRole('button', { name: 'Pause slideshow' });
    await pause.click();
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });

  test('the menu opens before they have loaded', async ({ page }) => {
    // Scripts held back entirely: the menu button opens the menu by itself (commandfor).
    await page.route(/\/_astro\/.+\.js$/, (route) => route.abort());
    await page.goto('/news');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Close' }).click();
    await expect(menu).toBeHidden();
  });
});

test('the contact map is in the page as built (lazy), in a room held for it', async ({ page }) => {
  // No map service from the test machine: an empty page stands in for it.
  await page.route(/openstreetmap\.org/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title>' }),
  );
  // The map's room as the page is first laid out.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const room = document.querySelector('.contact__map')!.getBoundingClientRect();
      const frames = document.querySelectorAll('.contact__map iframe[loading="lazy"]').length;
      Object.assign(window, { mapRoom: { height: room.height, frames } });
    }),
  );
  await page.goto('/contact');
  const map = page.getByRole('region', { name: 'Map' });
  await expect(map.locator('iframe[title="Map of the club"]')).toHaveCount(1);
  const first = await page.evaluate(() => (window as unknown as { mapRoom: object }).mapRoom);
  expect(first).toEqual({ height: (await map.boundingBox())!.height, frames: 1 });
});

test("the header's club mark is part of the page, not a picture of its own", async ({ page }) => {
  // An SVG picture (<img>) is a document of its own: a slow phone loads and lays it out while
  // the page is parsed, and the text below it misses the first paint.
  await page.goto('/guest-rules');
  const home = page.getByRole('link', { name: 'Banyan Club home' });
  await expect(home.locator('svg[aria-hidden="true"]')).toHaveCount(1);
  await expect(home.locator('img')).toHaveCount(0);
});
