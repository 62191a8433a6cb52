import * as v from 'valibot';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SECOND_MEMBER } from '../../api/demo-accounts.ts';
import { cardBill, cardDue } from '../../src/lib/billing/bill.ts';
import { BOOKING_PAYMENT_NOTE, bookingCard } from '../../src/lib/booking/card.ts';
import { BOOKING_STATUS } from '../../src/lib/constants/members-area.ts';
import { messages } from '../../src/lib/constants/messages.ts';
import { formatTaka } from '../../src/lib/format/money.ts';
import { bookingListDataSchema, type Booking } from '../../src/lib/schemas/bookings.ts';
import { afterFrames, signInAs } from './fixtures.ts';
import {
  bookingCards,
  bookThroughApi,
  bookingDay,
  clubDate,
  memberAnswer,
  memberGet,
} from './booking-ordering-support.ts';

// The demo member's list is only read here; cancelling uses bookings the second member
// makes for the test, each on its own room and date.

const listOf = async (page: Page, query: string) =>
  v.parse(
    bookingListDataSchema,
    await memberGet(
      page.request,
      `booking/list?page=1&size=10&searchKey=${encodeURIComponent(query)}`,
    ),
  ).bookingPage;

/** The value shown under a card's label ('Bill', 'Due'). */
const fact = (card: Locator, label: string) =>
  card
    .locator('div', { has: card.page().getByText(label, { exact: true }) })
    .last()
    .locator('dd');

const cardOf = (page: Page, ref: string) =>
  bookingCards(page).filter({ has: page.getByRole('button', { name: new RegExp(`^${ref}\\b`) }) });

test.describe('booking list', () => {
  test('loads the next page at the seventh card from the end and stops at the end', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 900, height: 600 });
    await signInAs(page);
    const first = await listOf(page, '');
    expect(first.count).toBeGreaterThan(20);
    const pagesAsked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/booking/list'))
        pagesAsked.push(new URL(request.url()).searchParams.get('page')!);
    });
    await page.goto('/booking-list');
    await expect(page.getByRole('heading', { level: 1, name: 'Booking List' })).toBeVisible();
    const cards = bookingCards(page);
    await expect(cards).toHaveCount(10);
    await expect(cards.first()).toContainText(first.bookings[0]!.bookingRefId);

    // The eighth card from the end in view: nothing more; the seventh: page 2.
    await cards.nth(2).evaluate((card) => card.scrollIntoView({ block: 'end' }));
    await afterFrames(page);
    await expect(page.locator('.paged-cards')).toHaveAttribute('aria-busy', 'false');
    await expect(cards).toHaveCount(10);
    await cards.nth(3).evaluate((card) => card.scrollIntoView({ block: 'end' }));
    await expect(cards).toHaveCount(20);

    await expect(async () => {
      await cards.last().scrollIntoViewIfNeeded();
      expect(await cards.count()).toBe(first.count);
    }).toPass({ timeout: 15_000 });
    await cards.last().scrollIntoViewIfNeeded();
    await afterFrames(page);
    await expect(page.locator('.paged-cards')).toHaveAttribute('aria-busy', 'false');
    await expect(cards).toHaveCount(first.count);
    expect(pagesAsked).toEqual(['1', '2', '3'].slice(0, Math.ceil(first.count / 10)));
  });

  test('searches by booking type and by reference, after the typing pauses', async ({ page }) => {
    await signInAs(page);
    const residence = await listOf(page, 'Club Residence');
    await page.goto('/booking-list');
    await expect(bookingCards(page).first()).toBeVisible();
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/booking/list'))
        searches.push(new URL(request.url()).searchParams.get('searchKey')!);
    });
    const search = page.getByRole('searchbox', {
      name: 'Search Booking using Member Id or Booking Type',
    });
    await search.pressSequentially('Club Residence', { delay: 20 });
    await expect(bookingCards(page)).toHaveCount(Math.min(10, residence.count));
    await expect(bookingCards(page).first()).toContainText(residence.bookings[0]!.bookingRefId);
    for (const card of await bookingCards(page).all())
      await expect(card).toContainText('Club Residence');
    // Sent once the typing pauses, not per keystroke (a slow machine may split it once).
    expect(searches.at(-1)).toBe('Club Residence');
    expect(searches.length).toBeLessThanOrEqual(2);

    const ref = residence.bookings[0]!.bookingRefId;
    await search.fill(ref);
    await expect(bookingCards(page)).toHaveCount(1);
    await expect(bookingCards(page).first()).toContainText(ref);

    await search.fill('no booking is called this');
    await expect(page.getByText(messages.noBookings)).toBeVisible();
    await expect(bookingCards(page)).toHaveCount(0);
  });

  test('expands a card by tap and by Enter to show purpose, guests and payment method', async ({
    page,
  }) => {
    await signInAs(page);
    const { bookings } = await listOf(page, '');
    await page.goto('/booking-list');
    for (const [index, how] of [
      [0, 'tap'],
      [1, 'Enter'],
    ] as const) {
      const booking = bookings[index]!;
      const toggle = page.getByRole('button', { name: new RegExp(`^${booking.bookingRefId}\\b`) });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const card = cardOf(page, booking.bookingRefId);
      await expect(card.getByText('Purpose')).toBeHidden();
      if (how === 'tap') await card.getByText(booking.bookingShift, { exact: true }).click();
      else await toggle.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      for (const [label, value] of [
        ['Purpose', booking.purpose],
        ['Number of Guests', booking.noOfGuests],
        ['Payment Method', booking.paymentMode],
      ] as const) {
        await expect(fact(card, label)).toHaveText(value);
      }
    }
  });

  test('shows each card status in words, bill and due by the card rules, and its invoice', async ({
    page,
  }) => {
    await signInAs(page);
    const { bookings } = await listOf(page, '');
    await page.goto('/booking-list');
    await expect(bookingCards(page).first()).toBeVisible();
    const statusOf = (booking: Booking) =>
      booking.isCancelled
        ? BOOKING_STATUS.cancelled
        : booking.isConfirmed
          ? BOOKING_STATUS.confirmed
          : BOOKING_STATUS.pending;
    for (const booking of bookings) {
      const card = cardOf(page, booking.bookingRefId);
      await expect(card.getByText(statusOf(booking), { exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: /^Invoice/ })).toHaveAttribute(
        'href',
        `/billing/invoice/${booking._id}`,
      );
      await expect(card.getByRole('button', { name: /^Cancel/ })).toHaveCount(
        booking.isCancelled ? 0 : 1,
      );
      const figures = bookingCard(booking);
      await expect(fact(card, 'Bill')).toHaveText(formatTaka(cardBill(figures)));
      await expect(fact(card, 'Due')).toHaveText(formatTaka(cardDue(figures)));
      // No button that leads nowhere: a due says how it is paid (the provider has no
      // payment call), and nothing is due, nothing is said.
      await expect(card.getByText(BOOKING_PAYMENT_NOTE)).toHaveCount(cardDue(figures) > 0 ? 1 : 0);
      await expect(card.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
    }
    expect(bookings.some((booking) => cardDue(bookingCard(booking)) > 0)).toBe(true);
  });

  test('a past booking offers no Cancel (the provider would refuse it); one still ahead does', async ({
    page,
  }) => {
    await signInAs(page);
    const all = v.parse(
      bookingListDataSchema,
      await memberGet(page.request, 'booking/list?page=1&size=100&searchKey='),
    ).bookingPage.bookings;
    const past = all.filter((booking) => !booking.isCancelled && booking.bookingDate < clubDate(0));
    expect(past.map((booking) => booking.isConfirmed)).toEqual(
      expect.arrayContaining([true, false]),
    );
    // The provider agrees: each of them would be refused.
    for (const booking of past) {
      const refusal = await memberAnswer(
        page.request,
        `booking/get-cancelation-charge/${booking._id}`,
      );
      expect(refusal.status).toBe(403);
    }
    await page.goto('/booking-list');
    const search = page.getByRole('searchbox');
    for (const booking of past) {
      await search.fill(booking.bookingRefId);
      const card = cardOf(page, booking.bookingRefId);
      await expect(bookingCards(page)).toHaveCount(1);
      await expect(card.getByRole('link', { name: /^Invoice/ })).toBeVisible();
      await expect(card.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
    }
    const ahead = all.find(
      (booking) => !booking.isCancelled && booking.bookingDate >= clubDate(0),
    )!;
    await search.fill(ahead.bookingRefId);
    await expect(bookingCards(page)).toHaveCount(1);
    await expect(
      cardOf(page, ahead.bookingRefId).getByRole('button', { name: /^Cancel/ }),
    ).toBeVisible();
  });
});

test.describe('cancelling a booking', () => {
  // Each test books its own residence room on its own far-off date.
  const slot = (days: number, roomId: string) => ({
    bookingType: 'Club Residence',
    bookingShift: 'Overnight',
    bookingDate: bookingDay(days),
    roomId,
  });

  test('with a reason: the card turns Cancelled and the API agrees', async ({ page }) => {
    const booking = await bookThroughApi(page.request, SECOND_MEMBER, slot(150, 'room-101'));
    const charge = await memberGet<{ cancelationCharge: number }>(
      page.request,
      `booking/get-cancelation-charge/${booking._id}`,
      SECOND_MEMBER,
    );
    await signInAs(page, SECOND_MEMBER);
    await page.goto('/booking-list');
    const card = cardOf(page, booking.bookingRefId);
    await card.getByRole('button', { name: /^Cancel/ }).click();
    const dialog = page.getByRole('dialog', { name: messages.confirmCancel });
    await expect(dialog).toContainText(formatTaka(charge.cancelationCharge));
    await dialog.getByLabel('Reason for cancelling').fill('Plans changed');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(BOOKING_STATUS.cancelled, { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
    const after = v.parse(
      bookingListDataSchema,
      await memberGet(
        page.request,
        `booking/list?page=1&size=10&searchKey=${booking.bookingRefId}`,
        SECOND_MEMBER,
      ),
    );
    expect(after.bookingPage.bookings[0]?.isCancelled).toBe(true);
  });

  test('without a reason: the message, and nothing is cancelled', async ({ page }) => {
    const booking = await bookThroughApi(page.request, SECOND_MEMBER, slot(151, 'room-102'));
    await signInAs(page, SECOND_MEMBER);
    await page.goto('/booking-list');
    const card = cardOf(page, booking.bookingRefId);
    const cancel = card.getByRole('button', { name: /^Cancel/ });
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: messages.confirmCancel });
    await expect(dialog.getByLabel('Reason for cancelling')).toBeFocused();
    await dialog.getByLabel('Reason for cancelling').fill('   ');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(dialog.getByText(messages.cancelReasonRequired)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeFocused();
    await expect(card.getByText(BOOKING_STATUS.pending, { exact: true })).toBeVisible();
    const answer = await memberAnswer(
      page.request,
      `booking/get-cancelation-charge/${booking._id}`,
      SECOND_MEMBER,
    );
    expect(answer.error).toBe(false);
  });

  test('a refused cancel keeps the booking and the reason typed', async ({ page }) => {
    const booking = await bookThroughApi(page.request, SECOND_MEMBER, slot(152, 'room-201'));
    await page.route('**/booking/cancel/**', (route) =>
      route.fulfill({
        json: { error: true, message: 'The office is closed for cancellations today.', data: null },
      }),
    );
    await signInAs(page, SECOND_MEMBER);
    await page.goto('/booking-list');
    const card = cardOf(page, booking.bookingRefId);
    await card.getByRole('button', { name: /^Cancel/ }).click();
    const dialog = page.getByRole('dialog', { name: messages.confirmCancel });
    await dialog.getByLabel('Reason for cancelling').fill('Travelling');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'The office is closed for cancellations today.',
    );
    await expect(dialog.getByLabel('Reason for cancelling')).toHaveValue('Travelling');
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(card.getByText(BOOKING_STATUS.pending, { exact: true })).toBeVisible();
  });

  test('a refusal (status 403): only its message and OK', async ({ page }) => {
    await signInAs(page);
    const { bookings } = await listOf(page, '');
    const open = bookings.find((booking) => !booking.isCancelled)!;
    // The provider may refuse by a rule of its own (the card offers Cancel for a day ahead).
    const message = 'This booking can no longer be cancelled.';
    await page.route('**/booking/get-cancelation-charge/**', (route) =>
      route.fulfill({ json: { error: true, status: 403, message, data: null } }),
    );
    await page.goto('/booking-list');
    await cardOf(page, open.bookingRefId)
      .getByRole('button', { name: /^Cancel/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(message)).toBeVisible();
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
    await expect(dialog.getByRole('button')).toHaveText(['OK']);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a charge that cannot be fetched: the dialog says so, still takes the reason and cancels', async ({
    page,
  }) => {
    const booking = await bookThroughApi(page.request, SECOND_MEMBER, slot(153, 'room-202'));
    // members-area §8: that failure is only logged; it must not stop the member cancelling.
    await page.route('**/booking/get-cancelation-charge/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Gateway</h1>' }),
    );
    await signInAs(page, SECOND_MEMBER);
    await page.goto('/booking-list');
    const card = cardOf(page, booking.bookingRefId);
    await card.getByRole('button', { name: /^Cancel/ }).click();
    const dialog = page.getByRole('dialog', { name: messages.confirmCancel });
    await expect(dialog).toContainText(messages.cancelChargeUnknown, { timeout: 20_000 });
    await dialog.getByLabel('Reason for cancelling').fill('Plans changed');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(BOOKING_STATUS.cancelled, { exact: true })).toBeVisible();
    const after = v.parse(
      bookingListDataSchema,
      await memberGet(
        page.request,
        `booking/list?page=1&size=10&searchKey=${booking.bookingRefId}`,
        SECOND_MEMBER,
      ),
    );
    expect(after.bookingPage.bookings[0]?.isCancelled).toBe(true);
  });
});
