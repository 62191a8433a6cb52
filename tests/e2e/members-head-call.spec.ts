import { expect, test, type Page, type Request } from '@playwright/test';
import { DEMO_MEMBER } from '../../api/demo-accounts.ts';
import { orderingMenu, putInCart } from './booking-ordering-support.ts';
import { afterFrames, holdScripts, signInAs } from './fixtures.ts';
import { memberData } from './member-pages-support.ts';
import { shiftSoFar, watchShifts } from './slow-api-support.ts';

// A member page's first call starts from its head script as the HTML arrives, not once the
// page's scripts have loaded, and the page's store takes that answer instead of asking again.
// Before React the prebuilt first screen shows, its controls visibly not ready; when the data
// comes nothing moves.

/** A call the page's scripts make to the member API or the ordering service, by address (not
 * a picture, nor a document a frame opens); null for any other request. */
function callOf(request: Request): string | null {
  const { pathname, search } = new URL(request.url());
  return request.resourceType() === 'fetch' && /^\/api\/(member|order)\//.test(pathname)
    ? pathname + search
    : null;
}

/** The calls the page makes, and those answered. */
function callsOf(page: Page) {
  const calls: string[] = [];
  const answered: string[] = [];
  page.on('requestfinished', (request) => {
    const call = callOf(request);
    if (call) answered.push(call);
  });
  const count = (request: Request) => {
    const call = callOf(request);
    if (call) calls.push(call);
  };
  return { calls, answered, count };
}

const firstBooking = async (page: Page) =>
  (
    await memberData<{ bookingPage: { bookings: { _id: string }[] } }>(
      page.request,
      'booking/list?page=1&size=10',
    )
  ).bookingPage.bookings[0]!._id;

test.describe("a data page's first call before its scripts (the head script's)", () => {
  for (const { name, path, data, call } of [
    {
      path: '/notice-list',
      data: (page: Page) => page.getByRole('list', { name: 'Notices' }).getByRole('heading'),
      call: /\/notice-list\?/,
    },
    {
      path: '/circular-list',
      data: (page: Page) => page.getByRole('list', { name: 'Circulars' }).getByRole('heading'),
      call: /\/club\/circular\/list\?/,
    },
    {
      path: '/member-directory',
      data: (page: Page) => page.getByRole('list', { name: 'Members' }).getByRole('heading'),
      call: /\/member-directory\?/,
    },
    {
      path: '/employee-directory',
      data: (page: Page) => page.getByRole('list', { name: 'Employees' }).getByRole('heading'),
      call: /\/club\/office-employees\/get\?/,
    },
    {
      path: '/election-appeal-board',
      data: (page: Page) => page.getByText('Board Type'),
      call: /\/election\/board\/list\?/,
    },
    {
      path: '/president-candidate-list',
      data: (page: Page) =>
        page.getByRole('list', { name: 'President candidates' }).getByRole('heading'),
      call: /\/election\/candidate\/list\?/,
    },
    {
      path: '/billing-list',
      data: (page: Page) => page.getByRole('heading', { name: DEMO_MEMBER.name }),
      call: /\/billing\/balance\/get/,
    },
    {
      path: '/election-schedule',
      data: (page: Page) => page.getByRole('link', { name: 'Download' }),
      call: /\/election\/election-schedule\/get/,
    },
    {
      path: '/election-live',
      data: (page: Page) => page.getByRole('link', { name: /Watch the live stream/ }),
      call: /\/election\/live\/steam\/get/,
    },
    {
      path: '/update-profile',
      data: (page: Page) => page.getByRole('link', { name: /profile update form/ }),
      call: /\/member-profile-update-from\/get/,
    },
    {
      name: '/billing/details/{id}',
      path: (page: Page) => firstBooking(page).then((id) => `/billing/details/${id}`),
      data: (page: Page) => page.getByText('Room Rent'),
      call: /\/billing\/details\/[\w-]+$/,
    },
    {
      name: '/billing/invoice/{id}',
      path: (page: Page) => firstBooking(page).then((id) => `/billing/invoice/${id}`),
      data: (page: Page) =>
        page
          .getByRole('region', { name: 'Bill summary' })
          .getByRole('definition')
          .getByText(/^(Unpaid|Paid)$/),
      call: /\/billing\/details\/[\w-]+$/,
    },
  ]) {
    const named = typeof path === 'string' ? path : name;
    test(`${named}: asked while the page's scripts are still on their way, and once`, async ({
      page,
    }) => {
      await signInAs(page);
      const address = typeof path === 'string' ? path : await path(page);
      const { calls, count } = callsOf(page);
      page.on('request', count);
      // Every script file of the site is held until the call has been asked for.
      let release!: () => void;
      const released = new Promise<void>((done) => (release = done));
      await page.route(/\/_astro\/.+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      const asked = page.waitForRequest((request) => call.test(callOf(request) ?? ''));
      await page.goto(address, { waitUntil: 'commit' });
      await asked;
      release();
      await expect(data(page).first()).toBeVisible();
      await expect(page.locator('html')).not.toHaveAttribute('data-head-answer');
      expect(calls.filter((made) => call.test(made))).toHaveLength(1);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  }
});

test('a control prebuilt before React shows it is not ready and takes no tap, then works', async ({
  page,
}) => {
  await signInAs(page);
  const releaseScripts = await holdScripts(page);
  await page.goto('/member-directory', { waitUntil: 'commit' });
  const types = page.getByRole('combobox', { name: 'Membership type' });
  await expect(types).toBeVisible();
  await expect(types).toHaveCSS('pointer-events', 'none');
  expect(Number(await types.evaluate((select) => getComputedStyle(select).opacity))).toBeLessThan(
    1,
  );
  releaseScripts();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 20_000 });
  await expect(types).toHaveCSS('opacity', '1');
  await expect(types).toBeEnabled();
});

test('on a phone, the stored cart shown after the first paint moves nothing on the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signInAs(page);
  const [category] = await orderingMenu(page.request);
  const foods = category!.foodgroups[0]!.foods.slice(0, 2);
  await putInCart(page, foods);
  await watchShifts(page);
  // The page is painted as built first, as on a phone whose scripts are still on their way;
  // then the place-order island is taken over by React before the lines' island.
  const releaseScripts = await holdScripts(page);
  let releaseLines = () => {};
  const linesHeld = new Promise<void>((go) => (releaseLines = go));
  await page.route(/\/CartLines\./, async (route) => {
    await linesHeld;
    await route.continue();
  });
  await page.goto('/cart', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();
  await afterFrames(page);
  releaseScripts();
  await expect(page.locator('astro-island[component-url*="CartCheckout"]')).not.toHaveAttribute(
    'ssr',
  );
  await afterFrames(page);
  releaseLines();
  const lines = page.getByRole('list', { name: 'Cart items' });
  await expect(lines.getByRole('heading', { name: foods[0]!.foodName })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
  expect(await shiftSoFar(page)).toBeLessThan(0.02);
});
