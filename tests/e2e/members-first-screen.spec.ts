import { expect, test, type Locator, type Page } from '@playwright/test';
import { elementsNamed, parsePage, textOf } from '../../integrations/html/parsed-page.ts';
import { NO_SCRIPT_TEXT } from '../../src/lib/constants/members-area.ts';
import { orderingMenu, putInCart } from './booking-ordering-support.ts';
import { signInAs } from './fixtures.ts';
import { memberData } from './member-pages-support.ts';
import {
  API_DELAY_MS,
  shiftSoFar,
  slowDown,
  slowStandIn,
  watchShifts,
} from './slow-api-support.ts';

// Issue 11: a member page's first screen is in its HTML before any script runs, it keeps
// still while its data arrives from a slow API, and without JavaScript it says why it is
// empty.

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#39;');

/** Every member page and sign-in screen: its heading and fixed texts of the first screen. */
const firstScreens: { path: string; heading: string; texts: string[] }[] = [
  {
    path: '/member-directory',
    heading: 'Member Directory',
    texts: [
      'placeholder="Search Member"',
      '>Membership Types</option>',
      'placeholder-card',
      'Loading...',
    ],
  },
  {
    path: '/employee-directory',
    heading: 'Employee Directory',
    texts: ['placeholder="Search Employee"', 'placeholder-card', 'Loading...'],
  },
  {
    path: '/notice-list',
    heading: 'Club Notice',
    texts: ['placeholder="Search Notices"', 'placeholder-card', 'Loading...'],
  },
  {
    path: '/notice',
    heading: 'Club Notice',
    texts: ['placeholder="Search Notices"', 'placeholder-card'],
  },
  {
    path: '/circular-list',
    heading: 'Club Circular',
    texts: ['placeholder="Search Circulars"', 'placeholder-card'],
  },
  {
    path: '/booking-list',
    heading: 'Booking List',
    texts: [
      '>Search Booking using Member Id or Booking Type</label>',
      '>New Booking</a>',
      'placeholder-card',
    ],
  },
  {
    path: '/booking',
    heading: 'Booking',
    texts: [
      'Member Name',
      'Member Id',
      '>Booking Type</label>',
      '>Date</label>',
      '>Shift</label>',
      '>Purpose</label>',
      '>Number of Guests</label>',
      '>Payment Mode</label>',
      'Total Amount',
      'Book Now',
    ],
  },
  { path: '/billing-list', heading: 'Billing', texts: ['Loading...', 'member-room'] },
  {
    path: '/billing/details',
    heading: 'Billing Details',
    texts: ['Loading Data...', 'invoice-room'],
  },
  { path: '/billing/invoice', heading: 'Invoice', texts: ['Loading Data...', 'invoice-room'] },
  {
    path: '/order',
    heading: 'Order',
    texts: ['placeholder="Search"', 'Loading...', 'member-room'],
  },
  {
    path: '/order/category',
    heading: 'Food Menu',
    texts: ['← Menu', 'placeholder="Search food"', 'Loading...'],
  },
  {
    path: '/cart',
    heading: 'Cart',
    // Not the place-order form: an empty cart has none, and the built page cannot know.
    texts: ['Loading...'],
  },
  { path: '/update-profile', heading: 'Profile Update', texts: ['Loading...', 'member-room'] },
  { path: '/election-board', heading: 'Election Board', texts: ['Loading...', 'member-room'] },
  { path: '/president-candidate-list', heading: 'President Candidate List', texts: ['Loading...'] },
  { path: '/election-rules', heading: 'Election Rules', texts: ['Loading...'] },
  { path: '/election-live', heading: 'Election Live', texts: ['Loading...'] },
  {
    path: '/login',
    heading: 'Member Login',
    texts: ['>Account No</label>', 'placeholder="ABC-1"', '>Password</label>', 'Login'],
  },
  {
    path: '/forgot-password',
    heading: 'Forgot Password',
    texts: ['>Account No</label>', 'placeholder="ABC-1"', 'Send Code'],
  },
  {
    path: '/submit-otp',
    heading: 'Submit OTP',
    texts: ['One-time code', 'Code character 1 of 4', 'Code character 4 of 4', 'Submit'],
  },
  {
    path: '/reset-password',
    heading: 'Reset Password',
    texts: ['>Password</label>', '>Confirm Password</label>', 'Reset Password'],
  },
];

test.describe('the first screen is in the served HTML', () => {
  for (const { path, heading, texts } of firstScreens) {
    test(`${path}: '${heading}', its fixed texts and placeholders`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const page = parsePage(html);
      expect(elementsNamed(page, 'h1').map((h1) => textOf(page, h1))).toContain(heading);
      for (const text of texts) expect(html, text).toContain(escapeHtml(text));
      expect(html).toContain(escapeHtml(NO_SCRIPT_TEXT));
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const path of ['/member-directory', '/booking', '/cart', '/forgot-password']) {
    test(`${path} shows its shell and says it needs JavaScript`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(NO_SCRIPT_TEXT)).toBeVisible();
    });
  }
});

test('with JavaScript the line is not shown', async ({ page }) => {
  await signInAs(page);
  await page.goto('/member-directory');
  await expect(page.getByRole('list', { name: 'Members' })).toBeVisible();
  await expect(page.getByText(NO_SCRIPT_TEXT)).toBeHidden();
});

// The stand-in again, answering 1.5 s late: the page's API calls are sent there instead.
const slowApi = slowStandIn(1);

test.describe('with the API slowed down, nothing moves while the data arrives', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(() => slowApi.start());
  test.afterAll(() => slowApi.stop());

  /** A food in the cart (an empty cart has no place-order form to fill). */
  async function oneFoodInCart(page: Page) {
    const [category] = await orderingMenu(page.request);
    await putInCart(page, [category!.foodgroups[0]!.foods[0]!]);
  }

  const pages: {
    path: string;
    shown: (page: Page) => Locator;
    prepare?: (page: Page) => Promise<void>;
  }[] = [
    { path: '/member-directory', shown: (page) => page.getByRole('list', { name: 'Members' }) },
    { path: '/employee-directory', shown: (page) => page.getByRole('list', { name: 'Employees' }) },
    { path: '/notice-list', shown: (page) => page.getByRole('list', { name: 'Notices' }) },
    { path: '/circular-list', shown: (page) => page.getByRole('list', { name: 'Circulars' }) },
    { path: '/booking-list', shown: (page) => page.getByRole('list', { name: 'Bookings' }) },
    { path: '/booking', shown: (page) => page.getByLabel('Booking Type').locator('option').nth(1) },
    { path: '/billing-list', shown: (page) => page.getByText('Credit Limit') },
    { path: '/order', shown: (page) => page.getByRole('list', { name: 'Menu categories' }) },
    {
      path: '/cart',
      shown: (page) => page.getByLabel('Location').locator('option').nth(1),
      prepare: oneFoodInCart,
    },
    {
      path: '/update-profile',
      shown: (page) => page.getByRole('link', { name: /profile update form/ }),
    },
    { path: '/election-board', shown: (page) => page.getByText('Board Type') },
    {
      path: '/president-candidate-list',
      shown: (page) => page.getByRole('list', { name: /candidates/ }),
    },
  ];

  for (const { path, shown, prepare } of pages) {
    test(`${path}: layout shift below 0.02 until the data shows`, async ({ page }) => {
      await signInAs(page);
      await prepare?.(page);
      await slowDown(page, slowApi.port);
      await watchShifts(page);
      const started = Date.now();
      await page.goto(path);
      await expect(shown(page)).toBeAttached({ timeout: 20_000 });
      // The data came from the slow API (it cannot have been there sooner).
      expect(Date.now() - started).toBeGreaterThanOrEqual(API_DELAY_MS);
      expect(await shiftSoFar(page)).toBeLessThan(0.02);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  }

  for (const { path, shown } of [
    { path: '/billing/details', shown: (page: Page) => page.getByText('Room Rent') },
    {
      path: '/billing/invoice',
      shown: (page: Page) =>
        page.getByRole('region', { name: 'Bill summary' }).getByText(/^(Unpaid|Paid)/),
    },
  ])
    test(`${path}/{id}: layout shift below 0.02 until the bill shows`, async ({
      page,
      request,
    }) => {
      const { bookingPage } = await memberData<{ bookingPage: { bookings: { _id: string }[] } }>(
        request,
        'booking/list?page=1&size=10',
      );
      await signInAs(page);
      await slowDown(page, slowApi.port);
      await watchShifts(page);
      await page.goto(`${path}/${bookingPage.bookings[0]!._id}`);
      await expect(shown(page)).toBeVisible({ timeout: 20_000 });
      expect(await shiftSoFar(page)).toBeLessThan(0.02);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
});
