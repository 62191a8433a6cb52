import { beforeAll, describe, expect, it } from 'vitest';
import { SECOND_MEMBER, THIRD_MEMBER } from '../../api/demo-accounts.ts';
import { addDays, dhakaToday } from '../../api/http/dhaka-date.ts';
import { cancellationCharge } from '../../api/routes/booking-cancel.ts';
import { TAKEN_HALL_DAYS_AHEAD } from '../../api/seed/booking-content.ts';
import { ORIGIN, startStandIn, type StandInHarness } from './stand-in.ts';

// One seeded stand-in for the file. The demo member's 27 seeded bookings are only read;
// new bookings are made by the third member, each on a day of its own.
let api: StandInHarness;
let token: string;
let booker: string;
beforeAll(async () => {
  api = await startStandIn();
  token = await api.signIn();
  booker = await api.signIn(THIRD_MEMBER);
});

const day = (ahead: number) => addDays(dhakaToday(api.clock.now), ahead);
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
const book = (overrides: Record<string, unknown> = {}) =>
  api.call('booking/new-booking', { token: booker, body: booking(overrides) });
const roomOf = (answer: { body: any }, id: string) =>
  answer.body.data.rooms.find((room: any) => room._id === id);

describe('availability', () => {
  it('marks a room booked by another member for that date and shift as unavailable', async () => {
    const dayShift = await availability('Hall', 'Day', day(TAKEN_HALL_DAYS_AHEAD));
    expect(roomOf(dayShift, 'hall-1').isAvailable).toBe(false);
    expect(roomOf(dayShift, 'hall-2').isAvailable).toBe(true);
    // The other shift of that day is free; a full day clashes with the booked shift.
    const night = await availability('Hall', 'Night', day(TAKEN_HALL_DAYS_AHEAD));
    expect(roomOf(night, 'hall-1').isAvailable).toBe(true);
    const fullDay = await availability('Hall', 'Full Day', day(TAKEN_HALL_DAYS_AHEAD));
    expect(roomOf(fullDay, 'hall-1').isAvailable).toBe(false);
  });

  it('lists rent by day, with one unpriced hall', async () => {
    const answer = await availability('Hall', 'Night', day(30));
    expect(answer.body.error).toBe(false);
    expect(roomOf(answer, 'hall-4').rent).toEqual([]);
    expect(answer.body.data.rooms[0].rent).toHaveLength(7);
    expect(answer.body.data.rooms[0].rent[0]).toEqual({
      day: 'Sunday',
      fullDay: expect.any(Number),
      perShift: expect.any(Number),
    });
    const rooms = await availability('Club Residence', 'Overnight', day(30));
    expect(rooms.body.data.rooms.every((room: any) => room._id.startsWith('room-'))).toBe(true);
  });

  it.each([
    ['a past date', 'Hall', 'Day', day0(-1), /past/],
    ['a shift of the other type', 'Club Residence', 'Day', day0(5), /not a shift/],
    ['an unknown type', 'Garage', 'Day', day0(5), /bookingType/],
  ])('refuses %s with 400', async (_, type, shift, date, reason) => {
    const { status, body } = await availability(type, shift, date);
    expect(status).toBe(400);
    expect(body.error).toBe(true);
    expect(body.message).toMatch(reason);
  });

  it('refuses a missing parameter with 400', async () => {
    const { status, body } = await api.call(
      'booking/get-booking-availability?bookingType=Hall&bookingShift=Day',
      { token },
    );
    expect(status).toBe(400);
    expect(body.message).toMatch(/bookingDate/);
  });
});

// it.each tables are built before beforeAll runs, so they use the real clock.
function day0(ahead: number) {
  return addDays(dhakaToday(new Date()), ahead);
}

describe('new booking', () => {
  it('books a free room with its rent and addons, and the slot is then taken', async () => {
    const { body } = await book();
    expect(body.error).toBe(false);
    expect(body.data.booking).toMatchObject({
      bookingType: 'Hall',
      bookingDate: day(40),
      bookingShift: 'Night',
      room: { title: 'Jasmine Hall', roomNo: 'H-2' },
      purpose: 'Anniversary dinner',
      noOfGuests: 80,
      paymentMode: 'Credit',
      isCancelled: false,
      isConfirmed: false,
      member: { name: THIRD_MEMBER.name, accId: THIRD_MEMBER.acNo },
    });
    expect(body.data.booking.bookingRefId).toBeTruthy();
    expect(body.data.booking.billing).toMatchObject({
      discount: 0,
      cancelationCharge: 0,
      paid: 0,
      advance: 0,
      bookingShift: 'Night',
      noOfGuests: 80,
    });
    expect(body.data.booking.billing.roomRent).toBeGreaterThan(0);
    expect(body.data.booking.addonServices).toEqual([
      { _id: 'addon-sound', title: 'Sound System', price: 8000 },
    ]);
    const after = await availability('Hall', 'Night', day(40));
    expect(roomOf(after, 'hall-2').isAvailable).toBe(false);
    expect((await book({ bookingShift: 'Full Day' })).body.message).toMatch(/already booked/);
  });

  it('takes the rent of the weekday and shift', async () => {
    const date = day(60);
    const weekday = new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'long',
      timeZone: 'UTC',
    });
    const rooms = (await availability('Hall', 'Full Day', date)).body.data.rooms;
    const rent = roomOf({ body: { data: { rooms } } }, 'hall-3').rent;
    const { body } = await book({ roomId: 'hall-3', bookingDate: date, bookingShift: 'Full Day' });
    expect(body.data.booking.billing.roomRent).toBe(
      rent.find((entry: any) => entry.day === weekday).fullDay,
    );
  });

  it('lets only one of two bookings of the same slot succeed', async () => {
    const answers = await Promise.all([1, 2].map(() => book({ bookingDate: day(41) })));
    expect(answers.map((answer) => answer.body.error).sort()).toEqual([false, true]);
    expect(answers.find((answer) => answer.body.error)!.body.message).toMatch(/already booked/);
  });

  it.each([
    ['a past date', { bookingDate: day0(-2) }, /past/],
    ['a date that is not YYYY-MM-DD', { bookingDate: '01/02/2030' }, /YYYY-MM-DD/],
    ['a shift of the other type', { bookingShift: 'Overnight' }, /not a shift/],
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
    ['a fractional number of guests', { noOfGuests: '2.5' }, /whole number/],
    ['a blank purpose', { purpose: '  ' }, /purpose/],
    ['a purpose over 200 characters', { purpose: 'x'.repeat(201) }, /purpose/],
    [
      'a taken slot',
      { roomId: 'hall-1', bookingShift: 'Day', bookingDate: day0(TAKEN_HALL_DAYS_AHEAD) },
      /already booked/,
    ],
  ])('refuses %s with a message', async (_, overrides, reason) => {
    const { status, body } = await book(overrides);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(body.error).toBe(true);
    expect(body.message).toMatch(reason);
  });
});

describe('cancellation', () => {
  it.each([
    [10, 0],
    [8, 0],
    [7, 0.25],
    [2, 0.25],
    [1, 0.5],
    [0, 0.5],
  ])('charges for a booking %i days away %f of the room rent', (daysAway, share) => {
    expect(cancellationCharge(10_000, daysAway)).toBe(10_000 * share);
  });

  const demoBookings = async () =>
    (await api.call('booking/list?page=1&size=100&searchKey=', { token })).body.data.bookingPage
      .bookings;

  it('answers 403 for a past or an already-cancelled booking, and will not cancel them', async () => {
    const bookings = await demoBookings();
    const today = dhakaToday(api.clock.now);
    const past = bookings.find((b: any) => b.bookingDate < today && !b.isCancelled);
    const cancelled = bookings.find((b: any) => b.isCancelled && b.bookingDate >= today);
    for (const refused of [past, cancelled]) {
      const { body } = await api.call(`booking/get-cancelation-charge/${refused._id}`, { token });
      expect(body).toMatchObject({
        error: true,
        status: 403,
        message: 'This booking can no longer be cancelled.',
      });
      const cancel = await api.call(`booking/cancel/${refused._id}`, {
        method: 'PUT',
        token,
        body: { cancellationReason: 'Plans changed' },
      });
      expect(cancel.status).toBe(403);
      expect(cancel.body.error).toBe(true);
    }
  });

  it.each([
    [20, 0],
    [5, 0.25],
    [1, 0.5],
  ])(
    'charges, cancels with the reason and keeps cancelled a booking %i days away',
    async (ahead, share) => {
      const created = (await book({ bookingDate: day(ahead), roomId: 'hall-3' })).body.data.booking;
      const charge = await api.call(`booking/get-cancelation-charge/${created._id}`, {
        token: booker,
      });
      expect(charge.body).toMatchObject({
        error: false,
        status: 200,
        data: { cancelationCharge: Math.round(created.billing.roomRent * share) },
      });
      const cancel = await api.call(`booking/cancel/${created._id}`, {
        method: 'PUT',
        token: booker,
        body: { cancellationReason: 'Guests cannot travel' },
      });
      expect(cancel.body.error).toBe(false);
      const details = await api.call(`billing/details/${created._id}`, { token: booker });
      expect(details.body.data.booking).toMatchObject({
        isCancelled: true,
        cancellationReason: 'Guests cannot travel',
        billing: { cancelationCharge: Math.round(created.billing.roomRent * share) },
      });
      const again = await api.call(`booking/cancel/${created._id}`, {
        method: 'PUT',
        token: booker,
        body: { cancellationReason: 'again' },
      });
      expect(again.status).toBe(403);
      // Cancelling frees the slot again.
      expect((await book({ bookingDate: day(ahead), roomId: 'hall-3' })).body.error).toBe(false);
    },
  );

  it('refuses another member’s booking', async () => {
    const other = await api.signIn(SECOND_MEMBER);
    const mine = (await demoBookings()).find((b: any) => !b.isCancelled);
    for (const answer of [
      await api.call(`booking/cancel/${mine._id}`, {
        method: 'PUT',
        token: other,
        body: { cancellationReason: 'x' },
      }),
      await api.call(`booking/get-cancelation-charge/${mine._id}`, { token: other }),
      await api.call(`billing/details/${mine._id}`, { token: other }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe(true);
    }
    expect((await demoBookings()).find((b: any) => b._id === mine._id).isCancelled).toBe(false);
  });
});

describe('booking list', () => {
  it('pages the member’s own bookings newest first and searches by type or account', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((page) => api.call(`booking/list?page=${page}&size=10&searchKey=`, { token })),
    );
    const { count, size } = pages[0]!.body.data.bookingPage;
    expect([count, size]).toEqual([27, 10]);
    const bookings = pages.flatMap((page) => page.body.data.bookingPage.bookings);
    expect(bookings).toHaveLength(27);
    expect(bookings.every((b: any) => b.member.accId === 'BC-101')).toBe(true);
    const created = bookings.map((b: any) => b.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const states = (b: any) =>
      b.isCancelled ? 'cancelled' : b.isConfirmed ? 'confirmed' : 'pending';
    expect(new Set(bookings.map(states))).toEqual(new Set(['cancelled', 'confirmed', 'pending']));
    expect(bookings.some((b: any) => b.bookingDate < dhakaToday(api.clock.now))).toBe(true);
    const residence = await api.call('booking/list?page=1&size=100&searchKey=club%20res', {
      token,
    });
    const found = residence.body.data.bookingPage;
    expect(found.count).toBeGreaterThan(0);
    expect(found.bookings.every((b: any) => b.bookingType === 'Club Residence')).toBe(true);
    const byAccount = await api.call('booking/list?page=1&size=10&searchKey=bc-101', { token });
    expect(byAccount.body.data.bookingPage.count).toBe(27);
  });
});

describe('invoice page', () => {
  let ownBookingId: string;
  beforeAll(async () => {
    const { body } = await book({ bookingDate: day(71) });
    ownBookingId = body.data.booking._id;
  });

  it('shows the member’s own bill, escaped, and refuses others', async () => {
    const { body } = await book({
      bookingDate: day(70),
      purpose: '<script>alert(1)</script>',
    });
    const mine = body.data.booking;
    const invoice = (id: string, accessToken?: string) =>
      api.app.request(
        `${ORIGIN}/web/bc-member/v1/billing/details/webview/${id}${accessToken ? `?access_token=${accessToken}` : ''}`,
      );
    const own = await invoice(mine._id, booker);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await own.text();
    expect(html).toContain(mine.bookingRefId);
    expect(html).toMatch(/৳/);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect((await invoice(mine._id, token)).status).toBe(403);
    expect((await invoice(mine._id)).status).toBe(401);
    expect((await invoice(mine._id, 'garbage')).status).toBe(401);
    expect((await invoice('no-such-booking', booker)).status).toBe(404);
  });

  it.each([
    ['the invoice', 200, () => ({ id: ownBookingId, token: booker })],
    ['another member’s invoice', 403, () => ({ id: ownBookingId, token })],
    ['an expired token', 401, () => ({ id: ownBookingId, token: 'garbage' })],
    ['no such booking', 404, () => ({ id: 'no-such-booking', token: booker })],
  ])(
    'keeps the token in its address to itself: %s is never stored and sends no referrer',
    async (_, status, ask) => {
      const { id, token: accessToken } = ask();
      const response = await api.app.request(
        `${ORIGIN}/web/bc-member/v1/billing/details/webview/${id}?access_token=${accessToken}`,
      );
      expect(response.status).toBe(status);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    },
  );
});
