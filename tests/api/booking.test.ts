import { beforeEach, describe, expect, it } from 'vitest';
import { SECOND_MEMBER } from '../../api/demo-accounts.ts';
import { addDays, dhakaToday } from '../../api/http/dhaka-date.ts';
import { cancellationCharge } from '../../api/routes/booking.ts';
import { TAKEN_HALL_DAYS_AHEAD } from '../../api/seed/booking-content.ts';
import { ORIGIN, startStandIn, type StandInHarness } from './stand-in.ts';

let api: StandInHarness;
let token: string;
beforeEach(async () => {
  api = await startStandIn();
  token = await api.signIn();
});

const day = (ahead: number) => addDays(dhakaToday(new Date()), ahead);
const availability = (type: string, shift: string, date: string) =>
  api.call(
    `booking/get-booking-availability?bookingType=${encodeURIComponent(type)}&bookingShift=${encodeURIComponent(shift)}&bookingDate=${date}`,
    { token },
  );
const booking = (overrides: Record<string, unknown> = {}) => ({
  bookingType: 'Hall',
  bookingDate: day(40),
  bookingShift: 'Night',
  roomId: 'hall-2',
  purpose: 'Anniversary dinner',
  noOfGuests: '80',
  foodForPerson: '80',
  paymentMode: 'Credit',
  advancePayment: false,
  advancePaymentAmount: '0',
  addonServices: ['addon-sound'],
  ...overrides,
});

describe('availability', () => {
  it('marks a room booked by another member for that date and shift as unavailable', async () => {
    const { body } = await availability('Hall', 'Day', day(TAKEN_HALL_DAYS_AHEAD));
    const rooms = body.data.rooms;
    expect(rooms.find((room: any) => room._id === 'hall-1').isAvailable).toBe(false);
    expect(rooms.find((room: any) => room._id === 'hall-2').isAvailable).toBe(true);
    // A full-day booking clashes with the day shift too.
    const fullDay = await availability('Hall', 'Full Day', day(TAKEN_HALL_DAYS_AHEAD));
    expect(fullDay.body.data.rooms.find((room: any) => room._id === 'hall-1').isAvailable).toBe(
      false,
    );
  });

  it('lists rent by day, with one unpriced hall', async () => {
    const { body } = await availability('Hall', 'Night', day(30));
    expect(body.data.rooms.find((room: any) => room._id === 'hall-4').rent).toEqual([]);
    expect(body.data.rooms[0].rent[0]).toEqual(
      expect.objectContaining({
        day: 'Sunday',
        fullDay: expect.any(Number),
        perShift: expect.any(Number),
      }),
    );
  });

  it.each([
    ['a past date', 'Hall', 'Day', day(-1), /past/],
    ['a shift of the other type', 'Club Residence', 'Day', day(5), /not a shift/],
  ])('refuses %s with 400', async (_, type, shift, date, reason) => {
    const { status, body } = await availability(type, shift, date);
    expect(status).toBe(400);
    expect(body.message).toMatch(reason);
  });
});

describe('new booking', () => {
  it('books a free room with its rent and addons, and the slot is then taken', async () => {
    const { body } = await api.call('booking/new-booking', { token, body: booking() });
    expect(body.error).toBe(false);
    expect(body.data.booking).toMatchObject({
      bookingType: 'Hall',
      bookingShift: 'Night',
      purpose: 'Anniversary dinner',
      noOfGuests: 80,
      paymentMode: 'Credit',
      isCancelled: false,
      isConfirmed: false,
    });
    expect(body.data.booking.billing.roomRent).toBeGreaterThan(0);
    expect(body.data.booking.addonServices).toEqual([
      expect.objectContaining({ _id: 'addon-sound', price: 8000 }),
    ]);
    const after = await availability('Hall', 'Night', day(40));
    expect(after.body.data.rooms.find((room: any) => room._id === 'hall-2').isAvailable).toBe(
      false,
    );
  });

  it('lets only one of two bookings of the same slot succeed', async () => {
    const answers = await Promise.all(
      [1, 2].map(() => api.call('booking/new-booking', { token, body: booking() })),
    );
    expect(answers.map((answer) => answer.body.error).sort()).toEqual([false, true]);
    expect(answers.find((answer) => answer.body.error)!.body.message).toMatch(/already booked/);
  });

  it.each([
    ['a past date', { bookingDate: day(-2) }, /past/],
    ['an unknown room', { roomId: 'hall-99' }, /no Hall with that room id/],
    ['a room of the other type', { roomId: 'room-101' }, /no Hall with that room id/],
    ['an unpriced room', { roomId: 'hall-4' }, /no rent/],
    [
      'addons for the club residence',
      { bookingType: 'Club Residence', bookingShift: 'Overnight', roomId: 'room-101' },
      /Addons are not available/,
    ],
    ['an unknown addon', { addonServices: ['addon-x'] }, /no addon/],
    ['an unknown payment mode', { paymentMode: 'Barter' }, /payment mode/],
    ['no guests', { noOfGuests: '0' }, /at least 1/],
    ['a blank purpose', { purpose: '  ' }, /purpose/],
    [
      'a taken slot',
      { roomId: 'hall-1', bookingShift: 'Day', bookingDate: day(TAKEN_HALL_DAYS_AHEAD) },
      /already booked/,
    ],
  ])('refuses %s with a message', async (_, overrides, reason) => {
    const { status, body } = await api.call('booking/new-booking', {
      token,
      body: booking(overrides),
    });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(body.error).toBe(true);
    expect(body.message).toMatch(reason);
  });
});

describe('cancellation', () => {
  it.each([
    [10, 0],
    [7, 0.25],
    [2, 0.25],
    [1, 0.5],
    [0, 0.5],
  ])('charges for a booking %i days away %f of the room rent', (daysAway, share) => {
    expect(cancellationCharge(10_000, daysAway)).toBe(10_000 * share);
  });

  const ownBookings = async () =>
    (await api.call('booking/list?page=1&size=100&searchKey=', { token })).body.data.bookingPage
      .bookings;

  it('answers 403 for a past or an already-cancelled booking', async () => {
    const bookings = await ownBookings();
    const today = dhakaToday(new Date());
    for (const past of [
      bookings.find((b: any) => b.bookingDate < today),
      bookings.find((b: any) => b.isCancelled),
    ]) {
      const { body } = await api.call(`booking/get-cancelation-charge/${past._id}`, { token });
      expect(body).toMatchObject({
        error: true,
        status: 403,
        message: 'This booking can no longer be cancelled.',
      });
    }
  });

  it('charges, cancels with the reason, and keeps the booking cancelled', async () => {
    const created = (
      await api.call('booking/new-booking', { token, body: booking({ bookingDate: day(1) }) })
    ).body.data.booking;
    const charge = await api.call(`booking/get-cancelation-charge/${created._id}`, { token });
    expect(charge.body).toMatchObject({
      error: false,
      status: 200,
      data: { cancelationCharge: created.billing.roomRent / 2 },
    });
    const cancel = await api.call(`booking/cancel/${created._id}`, {
      method: 'PUT',
      token,
      body: { cancellationReason: 'Guests cannot travel' },
    });
    expect(cancel.body.error).toBe(false);
    const row = api.db
      .prepare('SELECT is_cancelled, cancellation_reason FROM bookings WHERE id = ?')
      .get(created._id);
    expect(row).toEqual({ is_cancelled: 1, cancellation_reason: 'Guests cannot travel' });
    const again = await api.call(`booking/cancel/${created._id}`, {
      method: 'PUT',
      token,
      body: { cancellationReason: 'again' },
    });
    expect(again.status).toBe(403);
  });

  it('refuses another member’s booking', async () => {
    const other = await api.signIn(SECOND_MEMBER);
    const mine = (await ownBookings())[0];
    expect(
      (
        await api.call(`booking/cancel/${mine._id}`, {
          method: 'PUT',
          token: other,
          body: { cancellationReason: 'x' },
        })
      ).status,
    ).toBe(404);
    expect((await api.call(`billing/details/${mine._id}`, { token: other })).status).toBe(404);
  });
});

describe('booking list', () => {
  it('pages the member’s own bookings newest first and searches by type or account', async () => {
    const first = await api.call('booking/list?page=1&size=10&searchKey=', { token });
    const { count, bookings } = first.body.data.bookingPage;
    expect(count).toBe(27);
    expect(bookings.every((b: any) => b.member.accId === 'BC-101')).toBe(true);
    const created = bookings.map((b: any) => b.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const residence = await api.call('booking/list?page=1&size=100&searchKey=club%20res', {
      token,
    });
    expect(
      residence.body.data.bookingPage.bookings.every(
        (b: any) => b.bookingType === 'Club Residence',
      ),
    ).toBe(true);
  });
});

describe('invoice page', () => {
  it('shows the member’s own bill, escaped, and refuses others', async () => {
    const mine = (await api.call('booking/list?page=1&size=1&searchKey=', { token })).body.data
      .bookingPage.bookings[0];
    api.db
      .prepare("UPDATE bookings SET purpose = '<script>alert(1)</script>' WHERE id = ?")
      .run(mine._id);
    const own = await api.app.request(
      `${ORIGIN}/web/bc-member/v1/billing/details/webview/${mine._id}?access_token=${token}`,
    );
    expect(own.status).toBe(200);
    const html = await own.text();
    expect(html).toContain(mine.bookingRefId);
    expect(html).toMatch(/৳/);
    api.db
      .prepare(
        "UPDATE members SET body = json_set(body, '$.name', '<b>x</b>') WHERE ac_no = 'BC-101'",
      )
      .run();
    const escaped = await (
      await api.app.request(
        `${ORIGIN}/web/bc-member/v1/billing/details/webview/${mine._id}?access_token=${token}`,
      )
    ).text();
    expect(escaped).not.toContain('<b>x</b>');
    const other = await api.signIn(SECOND_MEMBER);
    expect(
      (
        await api.app.request(
          `${ORIGIN}/web/bc-member/v1/billing/details/webview/${mine._id}?access_token=${other}`,
        )
      ).status,
    ).toBe(403);
    expect(
      (await api.app.request(`${ORIGIN}/web/bc-member/v1/billing/details/webview/${mine._id}`))
        .status,
    ).toBe(401);
  });
});
