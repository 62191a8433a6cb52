import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { StandIn, StandInEnv } from '../context.ts';
import { bookingStore, rentFor } from '../db/bookings.ts';
import { transaction } from '../db/open.ts';
import { dhakaToday } from '../http/dhaka-date.ts';
import { fail, ok } from '../http/envelope.ts';
import { requireMember } from '../http/member-auth.ts';
import { matches, pageOf, pagingQuery, readBody, readQuery } from '../http/validate.ts';

interface RefData {
  bookingShift: { hall: { value: string }[]; clubResidence: { value: string }[] };
  paymentMode: { value: string }[];
}

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'bookingDate must be YYYY-MM-DD');
const bookingType = z.enum(['Hall', 'Club Residence'], {
  message: "bookingType must be 'Hall' or 'Club Residence'",
});
const availabilityQuery = z.object({
  bookingType,
  bookingShift: z.string().min(1, 'bookingShift is required').max(60),
  bookingDate: isoDate,
});
const wholeNumber = (name: string) =>
  z.coerce.number({ message: `${name} must be a number` }).int(`${name} must be a whole number`);
const newBooking = z.object({
  bookingType,
  bookingDate: isoDate,
  bookingShift: z.string().min(1, 'bookingShift is required').max(60),
  roomId: z.string().min(1, 'roomId is required').max(100),
  purpose: z.string().trim().min(1, 'purpose is required').max(200, 'purpose is too long'),
  noOfGuests: wholeNumber('noOfGuests').min(1, 'noOfGuests must be at least 1').max(2000),
  foodForPerson: wholeNumber('foodForPerson').min(0).max(2000).default(0),
  paymentMode: z.string().min(1, 'paymentMode is required').max(40),
  advancePayment: z.union([z.boolean(), z.enum(['true', 'false'])]).default(false),
  advancePaymentAmount: z.coerce
    .number({ message: 'advancePaymentAmount must be a number' })
    .min(0)
    .default(0),
  addonServices: z.array(z.string().max(100)).max(50).default([]),
});
/** Booking of halls and club residence rooms: list, reference data, availability, booking. */
export function bookingRoutes(standIn: StandIn) {
  const store = bookingStore(standIn.db, standIn.members);
  const routes = new Hono<StandInEnv>();
  const refData = () => standIn.content.setting<RefData>('bookingRefData') as RefData;
  const shiftsOf = (type: string) =>
    (type === 'Hall' ? refData().bookingShift.hall : refData().bookingShift.clubResidence).map(
      (s) => s.value,
    );
  const today = () => dhakaToday(standIn.now());

  routes.get('booking/list', requireMember, (c) => {
    const { page, size, searchKey } = readQuery(c, pagingQuery);
    const member = c.get('member');
    const found = store
      .rowsOf(member._id)
      .filter((row) => matches(searchKey, row.booking_type, member.acNo, row.ref_id));
    const bookings = pageOf(found, page, size).map((row) => store.view(row));
    return ok(c, { bookingPage: { count: found.length, size, bookings } });
  });
  routes.get('booking/get-booking-ref-data', requireMember, (c) => ok(c, refData()));
  routes.get('booking/addon/list', requireMember, (c) => ok(c, { addons: store.addons() }));

  routes.get('booking/get-booking-availability', requireMember, (c) => {
    const query = readQuery(c, availabilityQuery);
    if (!shiftsOf(query.bookingType).includes(query.bookingShift)) {
      return fail(c, 400, `${query.bookingShift} is not a shift of ${query.bookingType} bookings.`);
    }
    if (query.bookingDate < today()) return fail(c, 400, 'The booking date is in the past.');
    const rooms = store.rooms(query.bookingType).map((room) => ({
      _id: room._id,
      title: room.title,
      roomNo: room.roomNo,
      isAvailable: store.isFree(room._id, query.bookingDate, query.bookingShift),
      rent: room.rent,
    }));
    return ok(c, { rooms });
  });

  routes.post('booking/new-booking', requireMember, async (c) => {
    const body = await readBody(c, newBooking);
    const member = c.get('member');
    if (!shiftsOf(body.bookingType).includes(body.bookingShift)) {
      return fail(c, 400, `${body.bookingShift} is not a shift of ${body.bookingType} bookings.`);
    }
    if (body.bookingDate < today()) return fail(c, 400, 'The booking date is in the past.');
    if (!refData().paymentMode.some((mode) => mode.value === body.paymentMode)) {
      return fail(c, 400, `${body.paymentMode} is not a payment mode of the club.`);
    }
    const room = store.room(body.roomId);
    if (!room || room.bookingType !== body.bookingType) {
      return fail(c, 400, `There is no ${body.bookingType} with that room id.`);
    }
    const rent = rentFor(room, body.bookingDate, body.bookingShift);
    if (rent === null) return fail(c, 400, `${room.title} has no rent for that day.`);
    if (body.bookingType === 'Club Residence' && body.addonServices.length > 0) {
      return fail(c, 400, 'Addons are not available for Club Residence bookings.');
    }
    const addons = new Map(store.addons().map((addon) => [addon._id, addon]));
    const unknown = body.addonServices.find((id) => !addons.has(id));
    if (unknown) return fail(c, 400, `There is no addon with id ${unknown}.`);
    const addonTotal = body.addonServices.reduce(
      (sum, id) => sum + (addons.get(id)?.price ?? 0),
      0,
    );
    const advance =
      body.advancePayment === true || body.advancePayment === 'true'
        ? body.advancePaymentAmount
        : 0;
    // Check and insert in one transaction: two members cannot both take the same slot.
    const id = transaction(standIn.db, () => {
      if (!store.isFree(room._id, body.bookingDate, body.bookingShift)) return null;
      const bookingId = randomUUID();
      store.insert(bookingId, {
        memberId: member._id,
        bookingType: body.bookingType,
        roomId: room._id,
        bookingDate: body.bookingDate,
        shift: body.bookingShift,
        purpose: body.purpose,
        guests: body.noOfGuests,
        foodForPerson: body.foodForPerson,
        paymentMode: body.paymentMode,
        addonIds: body.addonServices,
        roomRent: rent,
        addonTotal,
        advance,
        createdAt: standIn.now().toISOString(),
      });
      return bookingId;
    });
    if (!id) return fail(c, 409, `${room.title} is already booked for that date and shift.`);
    return ok(
      c,
      { booking: store.view(store.row(id)!) },
      'Your booking request has been received.',
    );
  });

  return routes;
}
