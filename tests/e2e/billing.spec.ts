import * as v from 'valibot';
import { expect, test } from '@playwright/test';
import { listBill, listDue, paymentBadge, paymentLabel } from '../../src/lib/billing/bill.ts';
import { messages } from '../../src/lib/constants/messages.ts';
import { formatTaka } from '../../src/lib/format/money.ts';
import { mediaUrl } from '../../src/lib/media.ts';
import { bookingSchema } from '../../src/lib/schemas/bookings.ts';
import { documentPath, signInAs } from './fixtures.ts';
import { memberData } from './member-pages-support.ts';

test.beforeEach(async ({ page }) => signInAs(page));

test('/billing-list shows balance, dues and credit limit in ৳', async ({ page, request }) => {
  const { balance } = await memberData<{
    balance: { balance: number; dues: number; cLimit: number; mem_name: string };
  }>(request, 'billing/balance/get');
  await page.goto('/billing-list');
  const card = page.locator('main article');
  await expect(card.getByRole('heading')).toHaveText(balance.mem_name);
  for (const [label, amount] of [
    ['Balance', balance.balance],
    ['Dues', balance.dues],
    ['Credit Limit', balance.cLimit],
  ] as const) {
    await expect(
      card.locator('div', { has: page.locator('dt', { hasText: label }) }).locator('dd'),
    ).toHaveText(formatTaka(amount));
  }
  await expect(card).toContainText('৳');
});

test('/billing/details/{id}: the bill card and the invoice below it', async ({ page, request }) => {
  const { bookingPage } = await memberData<{ bookingPage: { bookings: unknown[] } }>(
    request,
    'booking/list?page=1&size=10&searchKey=',
  );
  const booking = v.parse(bookingSchema, bookingPage.bookings[0]);
  await page.goto(`/billing/details/${booking._id}`);
  const card = page.locator('.bill-card');
  const figure = (label: string) =>
    card
      .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd');
  await expect(figure('Bill')).toHaveText(formatTaka(listBill(booking)));
  await expect(figure('Due')).toHaveText(formatTaka(listDue(booking)));
  await expect(card.getByRole('heading')).toContainText(paymentBadge(listDue(booking)));
  const invoice = page.locator('iframe[title="Invoice"]');
  await expect(invoice).toHaveAttribute(
    'src',
    new RegExp(`/billing/details/webview/${booking._id}\\?access_token=`),
  );
});

test('/billing/invoice/{id}: the invoice full screen; a bad id says it failed', async ({
  page,
  request,
}) => {
  const { bookingPage } = await memberData<{ bookingPage: { bookings: { _id: string }[] } }>(
    request,
    'booking/list?page=1&size=10&searchKey=',
  );
  await page.goto(`/billing/invoice/${bookingPage.bookings[0]!._id}`);
  const invoice = page.locator('iframe[title="Invoice"]');
  await expect(invoice).toBeVisible();
  // Full screen: the frame takes the whole width of the window (a desktop's or a phone's).
  const screenWidth = page.viewportSize()!.width;
  expect((await invoice.boundingBox())!.width).toBeGreaterThan(screenWidth * 0.95);
  await expect(invoice.contentFrame().locator('body')).not.toBeEmpty();

  await page.goto('/billing/invoice/no-such-booking');
  await expect(page.getByRole('alert').filter({ hasText: messages.invoiceFailed })).toHaveText(
    messages.invoiceFailed,
  );
});

test('/billing/invoice/{id}: an invoice page that allows no other origin (no CORS) still shows in its frame', async ({
  page,
  request,
}) => {
  const { bookingPage } = await memberData<{ bookingPage: { bookings: { _id: string }[] } }>(
    request,
    'booking/list?page=1&size=10&searchKey=',
  );
  // As a provider called from the browser (PUBLIC_API_ORIGIN=provider) that sends no CORS
  // headers for the page: a script's fetch of it fails, the frame's own load does not.
  const fetched: string[] = [];
  await page.route('**/billing/details/webview/**', (route) => {
    if (route.request().resourceType() !== 'fetch') return route.continue();
    fetched.push(route.request().url());
    return route.abort('accessdenied');
  });
  await page.goto(`/billing/invoice/${bookingPage.bookings[0]!._id}`);
  const invoice = page.locator('iframe[title="Invoice"]');
  await expect(invoice.contentFrame().getByRole('rowheader', { name: 'Status' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: messages.invoiceFailed })).toHaveCount(0);
  expect(fetched).toEqual([]);
});

test('/billing/invoice/{id}: Bill, Paid, Due and Status in the page itself; the invoice needs no scroll of its own', async ({
  page,
  request,
}) => {
  const { bookingPage } = await memberData<{ bookingPage: { bookings: unknown[] } }>(
    request,
    'booking/list?page=1&size=100&searchKey=',
  );
  const bookings = bookingPage.bookings.map((booking) => v.parse(bookingSchema, booking));
  // An invoice's length varies: the first booking, a cancelled one, one with addons.
  const chosen = [
    bookings[0]!,
    bookings.find((booking) => booking.isCancelled)!,
    bookings.find((booking) => booking.addonServices.length > 0)!,
  ];
  for (const booking of chosen) {
    await page.goto(`/billing/invoice/${booking._id}`);
    const summary = page.getByRole('region', { name: 'Bill summary' });
    const figure = (label: string) =>
      summary
        .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
        .locator('dd');
    const due = listDue(booking);
    await expect(figure('Bill')).toHaveText(formatTaka(listBill(booking)));
    await expect(figure('Paid')).toHaveText(formatTaka(booking.billing.paid));
    await expect(figure('Due')).toHaveText(formatTaka(due));
    await expect(figure('Status')).toContainText(paymentLabel(due));
    if (booking.isCancelled) await expect(figure('Status')).toContainText('Cancelled');
    await expect(figure('Status')).toBeInViewport();
    // The whole invoice shows in its frame: the page scrolls, the frame has nothing hidden.
    const invoice = page.locator('iframe[title="Invoice"]').contentFrame();
    await expect(invoice.getByRole('rowheader', { name: 'Status' })).toBeVisible();
    const hidden = await invoice
      .locator('html')
      .evaluate((root) => root.scrollHeight - root.clientHeight);
    expect(hidden, `invoice of ${booking.bookingRefId}`).toBeLessThanOrEqual(0);
  }
});

test('/update-profile links the profile update form in a new tab', async ({ page, request }) => {
  const { profileUpdateForm, mediaPath } = await memberData<{
    profileUpdateForm: string;
    mediaPath: string;
  }>(request, 'member-profile-update-from/get');
  await page.goto('/update-profile');
  const link = page.getByRole('link', { name: /Open profile update form/ });
  await expect(link).toHaveAttribute('href', /\?expires=\d+&signature=/);
  expect(documentPath(await link.getAttribute('href'))).toBe(
    documentPath(mediaUrl(mediaPath, profileUpdateForm)),
  );
  await expect(link).toHaveAttribute('target', '_blank');
});
