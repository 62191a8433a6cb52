import { expect, test, type Locator, type Page, type Request, type Route } from '@playwright/test';
import { DEMO_MEMBER } from '../../api/demo-accounts.ts';
import { isReactChunk } from '../../integrations/client-chunks.ts';
import { messages } from '../../src/lib/constants/messages.ts';
import { MENU_KEY } from '../../src/stores/kept-menu.ts';
import { orderingMenu, putInCart } from './booking-ordering-support.ts';
import { afterFrames, holdScripts, signInAs } from './fixtures.ts';
import { memberData } from './member-pages-support.ts';
import { shiftSoFar, slowDown, slowStandIn, watchShifts } from './slow-api-support.ts';

// Issue 27: a member page draws the member's data as soon as its first call answers, before
// React has arrived, from its island's own components (a <template> of each room, filled by
// the page script); React then takes that markup over as it is: nothing moves, no hydration
// error, no second call. Here the club server is slow and React's file is held back until the
// data shows.

const slowApi = slowStandIn(2);

/** Holds React's file back until `release` (every other file loads as usual). */
async function holdReact(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  await page.route(
    (url) => isReactChunk(url.pathname),
    async (route: Route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** The console's errors and the page's uncaught ones (a hydration error is either). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

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

/** Keeps the ordering menu in the page's storage, as /order does (the category pages read it). */
async function keepMenu(page: Page) {
  const menu = await orderingMenu(page.request);
  await page.evaluate(
    ([key, stored]) => localStorage.setItem(key!, stored!),
    [MENU_KEY, JSON.stringify(menu)],
  );
  return menu;
}

const firstBooking = async (page: Page) =>
  (
    await memberData<{ bookingPage: { bookings: { _id: string }[] } }>(
      page.request,
      'booking/list?page=1&size=10',
    )
  ).bookingPage.bookings[0]!._id;

interface EarlyPage {
  name: string;
  /** Where the page is (after `prepare`, which may put the member's things in storage). */
  path: (page: Page) => Promise<string> | string;
  /** The member's data, in the room drawn before React. */
  data: (page: Page) => Locator;
  /** The page's first call (none: its data is in the browser's storage). */
  call?: RegExp;
}

const pages: EarlyPage[] = [
  {
    name: 'notice list',
    path: () => '/notice-list',
    data: (page) => page.getByRole('list', { name: 'Notices' }).getByRole('heading').first(),
    call: /\/notice-list\?/,
  },
  {
    name: 'notices (/notice)',
    path: () => '/notice',
    data: (page) => page.getByRole('list', { name: 'Notices' }).getByRole('heading').first(),
    call: /\/notice-list\?/,
  },
  {
    name: 'circular list',
    path: () => '/circular-list',
    data: (page) => page.getByRole('list', { name: 'Circulars' }).getByRole('heading').first(),
    call: /\/club\/circular\/list\?/,
  },
  {
    name: 'member directory',
    path: () => '/member-directory',
    data: (page) =>
      page.getByRole('list', { name: 'Members' }).getByRole('heading', { name: DEMO_MEMBER.name }),
    call: /\/member-directory\?/,
  },
  {
    name: 'employee directory',
    path: () => '/employee-directory',
    data: (page) => page.getByRole('list', { name: 'Employees' }).getByRole('heading').first(),
    call: /\/club\/office-employees\/get\?/,
  },
  {
    name: 'booking list',
    path: () => '/booking-list',
    data: (page) =>
      page
        .getByRole('list', { name: 'Bookings' })
        .getByRole('link', { name: /Invoice/ })
        .first(),
    call: /\/booking\/list\?/,
  },
  {
    name: 'billing list (the balance)',
    path: () => '/billing-list',
    data: (page) => page.getByRole('heading', { name: DEMO_MEMBER.name }),
    call: /\/billing\/balance\/get/,
  },
  {
    name: 'billing details',
    path: async (page) => `/billing/details/${await firstBooking(page)}`,
    data: (page) => page.getByText('Room Rent'),
    call: /\/billing\/details\/[\w-]+$/,
  },
  {
    name: 'invoice (its bill in brief)',
    path: async (page) => `/billing/invoice/${await firstBooking(page)}`,
    // The status's value (a definition), not the 'Paid' label the prebuilt summary holds.
    data: (page) =>
      page
        .getByRole('region', { name: 'Bill summary' })
        .getByRole('definition')
        .getByText(/^(Unpaid|Paid)$/),
    call: /\/billing\/details\/[\w-]+$/,
  },
  {
    name: 'cart (the stored cart)',
    path: async (page) => {
      const [category] = await orderingMenu(page.request);
      await putInCart(page, category!.foodgroups[0]!.foods.slice(0, 2));
      return '/cart';
    },
    data: (page) => page.getByRole('list', { name: 'Cart items' }).getByRole('heading').first(),
    call: /\/api\/order\/deliveryzone/,
  },
  {
    name: 'cart (empty)',
    path: () => '/cart',
    data: (page) => page.getByText(messages.cartEmpty),
  },
  {
    name: 'order (the menu)',
    path: () => '/order',
    data: (page) => page.getByRole('list', { name: 'Menu categories' }).getByRole('link').first(),
    call: /\/api\/order\/menulist/,
  },
  {
    name: "a category's foods (the kept menu)",
    path: async (page) => `/order/${(await keepMenu(page))[0]!.categoryId}`,
    data: (page) => page.getByRole('list', { name: 'Foods' }).getByRole('heading').first(),
  },
  {
    name: "the header's cart count (the stored cart)",
    path: async (page) => {
      const [category] = await keepMenu(page);
      await putInCart(page, category!.foodgroups[0]!.foods.slice(0, 2));
      return `/order/${category!.categoryId}`;
    },
    // The prebuilt page cannot know the cart: it says 0. The link around it is prebuilt; its
    // name is this text.
    data: (page) => page.getByText('Cart, 2 items', { exact: true }),
  },
  {
    name: 'election board',
    path: () => '/election-board',
    data: (page) => page.getByRole('region', { name: 'Head of the board' }).getByRole('heading'),
    call: /\/election\/board\/list\?/,
  },
  {
    name: 'appeal board',
    path: () => '/election-appeal-board',
    data: (page) => page.getByText('Board Type'),
    call: /\/election\/board\/list\?/,
  },
  {
    name: 'president candidates',
    path: () => '/president-candidate-list',
    data: (page) =>
      page.getByRole('list', { name: 'President candidates' }).getByRole('heading').first(),
    call: /\/election\/candidate\/list\?/,
  },
  {
    name: 'executive committee candidates',
    path: () => '/ec-candidate-list',
    data: (page) => page.getByText('Ballot Number').first(),
    call: /\/election\/candidate\/list\?/,
  },
  {
    name: 'an election document',
    path: () => '/election-rules',
    data: (page) => page.getByRole('link', { name: 'Download' }),
    call: /\/election\/election-rules\/get/,
  },
  {
    name: 'election live',
    path: () => '/election-live',
    data: (page) => page.getByRole('link', { name: /Watch the live stream/ }),
    call: /\/election\/live\/steam\/get/,
  },
  {
    name: 'profile update',
    path: () => '/update-profile',
    data: (page) => page.getByRole('link', { name: /profile update form/ }),
    call: /\/member-profile-update-from\/get/,
  },
];

test.describe("a member's data before React", () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(() => slowApi.start());
  test.afterAll(() => slowApi.stop());

  for (const { name, path, data, call } of pages) {
    test(`${name}: drawn before React, taken over unchanged, asked for once`, async ({ page }) => {
      await signInAs(page);
      const address = await path(page);
      const errors = errorsOf(page);
      const { calls, answered, count } = callsOf(page);
      await slowDown(page, slowApi.port, count);
      await watchShifts(page);
      const releaseReact = await holdReact(page);

      await page.goto(address, { waitUntil: 'commit' });
      const shown = data(page);
      await expect(shown).toBeVisible({ timeout: 20_000 });
      // No island has React yet: this is the page script's drawing.
      const islands = page.locator('astro-island');
      await expect(islands.filter({ has: shown })).toHaveAttribute('ssr', '');
      const drawn = await shown.elementHandle();
      const text = await shown.textContent();

      releaseReact();
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 20_000 });
      // React kept the very markup drawn (a hydration that failed would have replaced it).
      expect(await drawn!.evaluate((element) => element.isConnected)).toBe(true);
      await expect(shown).toHaveText(text!);
      expect(await shiftSoFar(page)).toBeLessThan(0.02);
      expect(errors).toEqual([]);
      // The page's first call went once (the ordering service's after a sign-in of its own):
      // once it has answered and the page has drawn what follows, no call went twice.
      if (call) {
        await expect.poll(() => answered.filter((made) => call.test(made))).toHaveLength(1);
        await afterFrames(page);
        expect(calls.filter((made) => call.test(made))).toHaveLength(1);
      }
      expect(calls.filter((made, index) => calls.indexOf(made) !== index)).toEqual([]);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  }
});

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
      await expect(page.locator('html')).not.toHaveAttribute('data-first-answer');
      expect(calls.filter((made) => call.test(made))).toHaveLength(1);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  }
});

test('a button drawn before React shows it is not ready and takes no tap, then works', async ({
  page,
}) => {
  await signInAs(page);
  const [category] = await orderingMenu(page.request);
  const food = category!.foodgroups[0]!.foods[0]!;
  await putInCart(page, [food]);
  const releaseReact = await holdReact(page);
  await page.goto('/cart', { waitUntil: 'commit' });
  const more = page.getByRole('button', { name: `One more ${food.foodName}` });
  await expect(more).toBeVisible();
  await expect(more).toHaveCSS('pointer-events', 'none');
  expect(Number(await more.evaluate((button) => getComputedStyle(button).opacity))).toBeLessThan(1);
  releaseReact();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 20_000 });
  await expect(more).toHaveCSS('opacity', '1');
  await more.click();
  await expect(page.getByText('Cart, 2 items', { exact: true })).toBeVisible();
});

test('on a phone, the stored cart drawn after the first paint moves nothing on the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signInAs(page);
  const [category] = await orderingMenu(page.request);
  const foods = category!.foodgroups[0]!.foods.slice(0, 2);
  await putInCart(page, foods);
  await watchShifts(page);
  // The page is painted as built first, as on a phone whose scripts are still on their way;
  // then the place-order island is taken over by React before the lines are drawn (the
  // order pages' drawing script and the lines' island come last).
  const releaseScripts = await holdScripts(page);
  let releaseLines = () => {};
  const linesHeld = new Promise<void>((go) => (releaseLines = go));
  await page.route(/OrderPage\.astro_astro_type_script|\/CartLines\./, async (route) => {
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
