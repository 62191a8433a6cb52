import * as v from 'valibot';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_MEMBER, SECOND_MEMBER, THIRD_MEMBER } from '../../api/demo-accounts.ts';
import { TAKEN_HALL_DAYS_AHEAD } from '../../api/seed/booking-content.ts';
import { roomRent } from '../../src/lib/booking/rent-label.ts';
import { messages } from '../../src/lib/constants/messages.ts';
import { formatDate } from '../../src/lib/format/date.ts';
import { formatTaka } from '../../src/lib/format/money.ts';
import {
  availabilityDataSchema,
  bookingRefDataSchema,
} from '../../src/lib/schemas/booking-options.ts';
import { bookingListDataSchema } from '../../src/lib/schemas/bookings.ts';
import { holdScripts, signInAs } from './fixtures.ts';
import {
  bookingCards,
  bookingCount,
  bookThroughApi,
  bookingDay,
  clubDate,
  memberGet,
} from './booking-ordering-support.ts';

// Bookings are made by the second member, each test on its own date, so parallel tests never
// want the same hall and shift.

const availability = async (
  page: Page,
  bookingType: string,
  bookingShift: string,
  bookingDate: string,
) =>
  v.parse(
    availabilityDataSchema,
    await memberGet(
      page.request,
      `booking/get-booking-availability?${new URLSearchParams({ bookingType, bookingShift, bookingDate })}`,
    ),
  ).rooms;

async function chooseSlot(
  page: Page,
  bookingType: string,
  bookingShift: string,
  bookingDate: string,
) {
  await page.getByLabel('Booking Type').selectOption(bookingType);
  await page.getByLabel('Date').fill(bookingDate);
  await page.getByLabel('Shift').selectOption(bookingShift);
  await expect(page.getByRole('group', { name: 'Hall / Room' })).toBeVisible();
}

test.describe('new booking', () => {
  // These tests book as the second member and count that member's bookings before and after:
  // run one at a time, so one test's booking never lands inside another's count.
  test.describe.configure({ mode: 'serial' });

  test('books a hall with addons; the total is room rent plus addon prices', async ({ page }) => {
    const date = bookingDay(120);
    const rooms = await availability(page, 'Hall', 'Day', date);
    const room = rooms.find(
      (entry) =>
        entry.isAvailable &&
        roomRent(entry.rent, { bookingType: 'Hall', bookingShift: 'Day', bookingDate: date }) !==
          null,
    )!;
    const rent = roomRent(room.rent, {
      bookingType: 'Hall',
      bookingShift: 'Day',
      bookingDate: date,
    })!;
    const { addons } = await memberGet<{ addons: { _id: string; title: string; price: number }[] }>(
      page.request,
      'booking/addon/list',
    );
    const chosen = addons.slice(0, 2);
    const before = await bookingCount(page.request, THIRD_MEMBER);

    await signInAs(page, THIRD_MEMBER);
    await page.goto('/booking');
    await expect(page.getByRole('heading', { level: 1, name: 'Booking' })).toBeVisible();
    const member = page.getByRole('main');
    await expect(member.getByText(THIRD_MEMBER.name)).toBeVisible();
    await expect(member.getByText(THIRD_MEMBER.acNo)).toBeVisible();
    const bookNow = page.getByRole('button', { name: 'Book Now' });
    await expect(bookNow).toBeDisabled();
    await chooseSlot(page, 'Hall', 'Day', date);
    const radio = page.getByRole('radio', { name: new RegExp(`^${room.title}`) });
    await expect(radio).toHaveAccessibleName(`${room.title} ${formatTaka(rent)}`);
    await radio.check();
    await expect(page.getByRole('group', { name: 'Addons' })).toHaveCount(0);
    await page.getByLabel('Purpose').fill('Annual reunion');
    for (const addon of chosen)
      await page.getByRole('checkbox', { name: new RegExp(`^${addon.title}`) }).check();
    await page.getByLabel('Number of Guests').fill('120');
    await expect(page.getByLabel('Payment Mode')).toHaveValue('Credit');
    const total = rent + chosen.reduce((sum, addon) => sum + addon.price, 0);
    await expect(page.getByText('Total Amount:')).toContainText(formatTaka(total));
    await expect(bookNow).toBeEnabled();
    await bookNow.click();

    await expect(page).toHaveURL(/\/booking-list$/);
    expect(await bookingCount(page.request, THIRD_MEMBER)).toBe(before + 1);
    const newest = v.parse(
      bookingListDataSchema,
      await memberGet(page.request, 'booking/list?page=1&size=10&searchKey=', THIRD_MEMBER),
    ).bookingPage.bookings[0]!;
    expect(newest).toMatchObject({
      bookingDate: date,
      bookingShift: 'Day',
      purpose: 'Annual reunion',
      paymentMode: 'Credit',
    });
    expect(newest.addonServices.map((addon) => addon._id).sort()).toEqual(
      chosen.map((addon) => addon._id).sort(),
    );
    await expect(bookingCards(page).first()).toContainText(newest.bookingRefId);
  });

  test('shows a taken hall and an unpriced hall as not selectable', async ({ page }) => {
    const date = clubDate(TAKEN_HALL_DAYS_AHEAD);
    const rooms = await availability(page, 'Hall', 'Day', date);
    const taken = rooms.filter((room) => !room.isAvailable);
    expect(taken.length, 'the seeded booking takes a hall').toBeGreaterThan(0);
    await signInAs(page, DEMO_MEMBER);
    await page.goto('/booking');
    await chooseSlot(page, 'Hall', 'Day', date);
    for (const room of rooms) {
      const rent = roomRent(room.rent, {
        bookingType: 'Hall',
        bookingShift: 'Day',
        bookingDate: date,
      });
      const radio = page.getByRole('radio', { name: new RegExp(`^${room.title}`) });
      await expect(radio).toHaveAccessibleName(
        `${room.title} ${rent === null ? 'N/A' : formatTaka(rent)}`,
      );
      if (!room.isAvailable) {
        await expect(radio).toBeDisabled();
        await expect(radio).toHaveAccessibleDescription('Not available');
      } else if (rent === null) {
        await expect(radio).toBeDisabled();
        await expect(radio).toHaveAccessibleDescription('No rent set');
      } else {
        await expect(radio).toBeEnabled();
      }
    }
  });

  test('a double click makes exactly one booking', async ({ page }) => {
    const date = bookingDay(121);
    const [room] = (await availability(page, 'Hall', 'Night', date)).filter(
      (entry) => entry.isAvailable && entry.rent.length > 0,
    );
    const before = await bookingCount(page.request, THIRD_MEMBER);
    await signInAs(page, THIRD_MEMBER);
    await page.goto('/booking');
    await chooseSlot(page, 'Hall', 'Night', date);
    await page.getByRole('radio', { name: new RegExp(`^${room!.title}`) }).check();
    await page.getByLabel('Purpose').fill('Book club');
    await page.getByLabel('Number of Guests').fill('30');
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/booking/new-booking')) sent++;
    });
    // Two clicks in one task: the button is not disabled yet, so only the store can stop the second.
    await page.getByRole('button', { name: 'Book Now' }).evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await expect(page).toHaveURL(/\/booking-list$/);
    expect(sent).toBe(1);
    expect(await bookingCount(page.request, THIRD_MEMBER)).toBe(before + 1);
  });

  test('a refused booking keeps the form as typed and shows why', async ({ page }) => {
    const date = bookingDay(122);
    await page.route('**/booking/new-booking', (route) =>
      route.fulfill({
        json: { error: true, message: 'The hall was booked a moment ago.', data: null },
      }),
    );
    await signInAs(page, THIRD_MEMBER);
    await page.goto('/booking');
    await chooseSlot(page, 'Hall', 'Full Day', date);
    await page.getByRole('radio', { disabled: false }).first().check();
    await page.getByLabel('Purpose').fill('Wedding');
    await page.getByLabel('Number of Guests').fill('200');
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByRole('alert')).toHaveText('The hall was booked a moment ago.');
    await expect(page).toHaveURL(/\/booking$/);
    await expect(page.getByLabel('Purpose')).toHaveValue('Wedding');
    await expect(page.getByLabel('Number of Guests')).toHaveValue('200');
    await expect(page.getByLabel('Date')).toHaveValue(date);
    await expect(page.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  });

  test('a hall someone else has just booked: after the refusal the list shows it taken', async ({
    page,
  }) => {
    const date = bookingDay(123);
    const [room] = (await availability(page, 'Hall', 'Day', date)).filter(
      (entry) => entry.isAvailable && entry.rent.length > 0,
    );
    await signInAs(page, THIRD_MEMBER);
    await page.goto('/booking');
    await chooseSlot(page, 'Hall', 'Day', date);
    const radio = page.getByRole('radio', { name: new RegExp(`^${room!.title}`) });
    await radio.check();
    await page.getByLabel('Purpose').fill('Reunion');
    await page.getByLabel('Number of Guests').fill('80');
    // Another member takes the hall while this form is open.
    await bookThroughApi(page.request, SECOND_MEMBER, {
      bookingType: 'Hall',
      bookingShift: 'Day',
      bookingDate: date,
      roomId: room!._id,
    });
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByRole('alert')).toContainText(room!.title);
    await expect(radio).toBeDisabled();
    await expect(radio).toHaveAccessibleDescription('Not available');
    await expect(radio).not.toBeChecked();
    // What was typed stays; another free hall can be chosen at once.
    await expect(page.getByLabel('Purpose')).toHaveValue('Reunion');
    await expect(page.getByRole('button', { name: 'Book Now' })).toBeDisabled();
    await page.getByRole('radio', { disabled: false }).first().check();
    await expect(page.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  });

  test('club residence: its own shifts, and no addons', async ({ page }) => {
    const ref = v.parse(
      bookingRefDataSchema,
      await memberGet(page.request, 'booking/get-booking-ref-data'),
    );
    await signInAs(page);
    await page.goto('/booking');
    await expect(page.getByLabel('Date')).toHaveAttribute('min', clubDate(0));
    await page.getByLabel('Booking Type').selectOption('Club Residence');
    const shifts = ref.bookingShift.clubResidence.map((shift) => shift.title);
    await expect(page.getByLabel('Shift').getByRole('option')).toHaveText([
      'Select shift',
      ...shifts,
    ]);
    await page.getByLabel('Purpose').fill('Family visit');
    await expect(page.getByText(messages.noResidenceAddons)).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(0);
  });
});

test('a date before today is refused in the club date format, like every date the site writes', async ({
  page,
}) => {
  await signInAs(page);
  await page.goto('/booking');
  await page.getByLabel('Booking Type').selectOption('Hall');
  await page.getByLabel('Date').fill(clubDate(-1));
  const error = page.getByRole('alert');
  await expect(error).toHaveText(`Choose ${formatDate(clubDate(0))} or a later date.`);
  await expect(error).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  await expect(page.getByLabel('Date')).toHaveAccessibleDescription(
    `Choose ${formatDate(clubDate(0))} or a later date.`,
  );
});

test('date, purpose and guests typed before the scripts run are kept once they do', async ({
  page,
}) => {
  await signInAs(page);
  const release = await holdScripts(page);
  await page.goto('/booking', { waitUntil: 'commit' });
  const typed = { Date: clubDate(40), Purpose: 'Family dinner', 'Number of Guests': '25' };
  for (const [label, value] of Object.entries(typed))
    await page.getByLabel(label, { exact: true }).fill(value);
  release();
  // Once the scripts run, the booking types arrive and can be chosen: the form is React's.
  await page.getByLabel('Booking Type').selectOption('Hall');
  await page.getByLabel('Shift').selectOption({ index: 1 });
  await expect(page.getByRole('group', { name: 'Hall / Room' })).toBeVisible();
  for (const [label, value] of Object.entries(typed))
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
});
