import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { messages, serverWaitingText } from '../../src/lib/constants/messages.ts';
import { signInAs } from './fixtures.ts';
import { bookingCards, clubDate, orderingMenu, putInCart } from './booking-ordering-support.ts';
import { e2eStack } from './stack-env.ts';

// Issue 23, the members' area on a phone (and a desktop): no blank band without a purpose,
// every name said whole, targets a finger can hit, and a club server that does not answer
// said within seconds, with the page still trying.

test.beforeEach(async ({ page }) => signInAs(page));

/** The vertical distance between the bottom of `above` and the top of `below`, in px. */
async function gapBetween(above: ReturnType<Page['locator']>, below: ReturnType<Page['locator']>) {
  const upper = (await above.boundingBox())!;
  const lower = (await below.boundingBox())!;
  return lower.y - (upper.y + upper.height);
}

test.describe('forms', () => {
  test('/booking: Booking Type follows the member name and id with no blank band', async ({
    page,
  }) => {
    await page.goto('/booking');
    await expect(page.getByLabel('Booking Type').getByRole('option').nth(1)).toBeAttached();
    const member = page.locator('dl', { has: page.getByText('Member Id', { exact: true }) });
    const firstField = page.getByText('Booking Type', { exact: true });
    expect(await gapBetween(member, firstField)).toBeLessThan(32);
  });

  test('/cart: the place-order form starts with Location, no blank band above it', async ({
    page,
  }) => {
    const [category] = await orderingMenu(page.request);
    await putInCart(page, [category!.foodgroups[0]!.foods[0]!]);
    await page.goto('/cart');
    await expect(page.getByLabel('Location').getByRole('option').nth(1)).toBeAttached();
    const form = page.getByRole('region', { name: 'Place order' }).locator('form');
    const top = (await form.boundingBox())!.y;
    const location = (await page.getByText('Location', { exact: true }).boundingBox())!.y;
    // The card's own padding, nothing more.
    expect(location - top).toBeLessThan(32);
  });

  test('every search box says its whole name: no placeholder is cut off', async ({ page }) => {
    const [category] = await orderingMenu(page.request);
    for (const path of [
      '/booking-list',
      '/member-directory',
      '/employee-directory',
      '/notice-list',
      '/circular-list',
      '/order',
      category!.categoryName,
    ]) {
      // A category (its food search) opens from /order, which keeps the menu it shows.
      if (path.startsWith('/')) await page.goto(path);
      else await page.getByRole('link', { name: path, exact: true }).click();
      const search = page.getByRole('main').getByRole('searchbox');
      await expect(search).toBeVisible();
      // The placeholder's text against the room inside the box (its width less padding).
      const fits = await search.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        const room =
          input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(input.placeholder).width <= room;
      });
      expect(fits, `${path}: the search box's placeholder fits`).toBe(true);
    }
    // The booking search's name is shown whole, above its box.
    await page.goto('/booking-list');
    const name = 'Search Booking using Member Id or Booking Type';
    await expect(page.getByRole('searchbox', { name })).toBeVisible();
    const label = page.getByText(name, { exact: true });
    await expect(label).toBeInViewport({ ratio: 1 });
    expect(await label.evaluate((text) => text.scrollWidth <= text.clientWidth)).toBe(true);
  });

  /** Visible controls in the page's main part smaller than `least` px either way. */
  async function smallTargets(page: Page, least: number) {
    return page.locator('main').evaluate((main, size) => {
      const controls = main.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"]',
      );
      return [...controls]
        .filter((control) => control.checkVisibility())
        .map((control) => {
          const box = control.getBoundingClientRect();
          const name = control.id || control.textContent?.trim() || control.tagName;
          return { name, width: Math.round(box.width), height: Math.round(box.height) };
        })
        .filter(({ width, height }) => width < size || height < size);
    }, least);
  }

  /** Axe's serious and critical findings, WCAG 2.2 AA (target size) included. */
  async function axeFindings(page: Page) {
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze();
    return violations
      .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`);
  }

  test('/booking: every control at least 24 px, each hall, room and addon choice 44 px high', async ({
    page,
  }) => {
    await page.goto('/booking');
    await page.getByLabel('Booking Type').selectOption('Hall');
    await page.getByLabel('Date').fill(clubDate(131));
    await page.getByLabel('Shift').selectOption('Day');
    await page.getByRole('radio', { disabled: false }).first().check();
    await page.getByLabel('Purpose').fill('Seminar');
    await expect(page.getByRole('group', { name: 'Addons' })).toBeVisible();
    expect(await smallTargets(page, 24)).toEqual([]);
    for (const group of ['Hall / Room', 'Addons']) {
      const choices = page.getByRole('group', { name: group }).locator('label');
      expect(await choices.count()).toBeGreaterThan(1);
      for (const choice of await choices.all())
        expect((await choice.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    expect(await axeFindings(page)).toEqual([]);
  });

  test('/booking-list: every control at least 24 px, each card toggle 44 px high', async ({
    page,
  }) => {
    await page.goto('/booking-list');
    await expect(bookingCards(page)).toHaveCount(10);
    await bookingCards(page).first().getByRole('button').first().click();
    expect(await smallTargets(page, 24)).toEqual([]);
    // Each card's toggle (its reference and type) and its buttons.
    const buttons = page.getByRole('list', { name: 'Bookings' }).getByRole('button');
    expect(await buttons.count()).toBeGreaterThan(10);
    for (const button of await buttons.all())
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await axeFindings(page)).toEqual([]);
  });

  test('/cart and a food menu: every control at least 24 px', async ({ page }) => {
    const [category] = await orderingMenu(page.request);
    await putInCart(page, category!.foodgroups[0]!.foods.slice(0, 2));
    await page.goto('/cart');
    await expect(page.getByRole('list', { name: 'Cart items' })).toBeVisible();
    expect(await smallTargets(page, 24)).toEqual([]);
    expect(await axeFindings(page)).toEqual([]);
    // A category opens from /order (which keeps the menu it shows).
    await page.goto('/order');
    await page.getByRole('link', { name: category!.categoryName, exact: true }).click();
    await expect(page.getByRole('list', { name: 'Foods' })).toBeVisible();
    expect(await smallTargets(page, 24)).toEqual([]);
    expect(await axeFindings(page)).toEqual([]);
  });
});

test.describe('with the club server down', () => {
  // The page's calls (at the site's own forwarded paths) and the provider's pictures.
  const apiAddresses = (url: URL) =>
    url.href.startsWith(`http://localhost:${e2eStack.apiPort}/`) ||
    url.href.startsWith(`${e2eStack.browserApiUrl}/`) ||
    url.href.startsWith(`${e2eStack.browserOrderUrl}/`);
  const waiting = (page: Page) => page.getByRole('status').filter({ hasText: serverWaitingText });

  // Each page with what it says once the tries are over (members-area §8).
  const pages = [
    { path: '/booking-list', failure: messages.serverUnreachable },
    { path: '/booking', failure: messages.serverUnreachable },
    { path: '/billing-list', failure: messages.balanceFailed },
  ];

  for (const { path, failure } of pages) {
    test(`${path}: within 5 s it says the server is not answering and it keeps trying, then why it stopped`, async ({
      page,
    }) => {
      await page.route(apiAddresses, (route) => route.abort('connectionrefused'));
      const started = Date.now();
      await page.goto(path, { waitUntil: 'commit' });
      await expect(waiting(page)).toBeVisible({ timeout: 5_000 });
      expect(Date.now() - started).toBeLessThan(5_000);
      // The spec's retries, then the failure in place, and the waiting line is gone.
      await expect(page.getByText(failure, { exact: true })).toBeVisible({ timeout: 20_000 });
      await expect(waiting(page)).toHaveCount(0);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  }

  test('a server that never answers is said within 5 s, while the page keeps waiting', async ({
    page,
  }) => {
    // Nothing comes back at all: the requests hang.
    await page.route(apiAddresses, () => {});
    const started = Date.now();
    await page.goto('/booking-list', { waitUntil: 'commit' });
    await expect(waiting(page)).toBeVisible({ timeout: 5_000 });
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(page.getByText('Loading...')).toBeVisible();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('the header avatar shows the club drawing, not a broken picture', async ({ page }) => {
    await page.route(apiAddresses, (route) => route.abort('connectionrefused'));
    await page.goto('/booking-list');
    const avatar = page.getByRole('banner').locator('img[data-session-avatar]');
    await expect
      .poll(() =>
        avatar.evaluate((image: HTMLImageElement) =>
          image.complete && image.naturalWidth > 0 ? new URL(image.src).pathname : 'broken',
        ),
      )
      .toBe('/avatar.svg');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('a server that answers in time says nothing of waiting', async ({ page }) => {
    await page.goto('/booking-list');
    await expect(bookingCards(page).first()).toBeVisible();
    await expect(waiting(page)).toHaveCount(0);
  });
});
