import * as v from 'valibot';
import { DEFAULT_ADVANCE_PAYMENT_AMOUNT, DEFAULT_PAYMENT_MODE } from '../constants/members-area.ts';
import { amount, count, flag, recordId, text, tolerantObject } from './fields.ts';
import { tolerantList } from './tolerant-list.ts';

/** An addon service of a hall booking. */
export const addonSchema = v.object({ _id: recordId, title: text, price: amount });
export type Addon = v.InferOutput<typeof addonSchema>;

/** The bill of a booking (all amounts in BDT). */
const bookingBillingSchema = tolerantObject({
  roomRent: amount,
  discount: amount,
  cancelationCharge: amount,
  paid: amount,
  advance: amount,
  bookingDate: text,
  bookingShift: text,
  noOfGuests: text,
  paymentMode: text,
});
export type BookingBilling = v.InferOutput<typeof bookingBillingSchema>;

/** A booking of a hall or a club residence room; `_id` links to its invoice. */
export const bookingSchema = v.object({
  _id: recordId,
  bookingRefId: text,
  bookingType: text,
  room: tolerantObject({ title: text, roomNo: text }),
  billing: bookingBillingSchema,
  addonServices: tolerantList(addonSchema, 'booking addon'),
  bookingDate: text,
  bookingShift: text,
  purpose: text,
  noOfGuests: text,
  paymentMode: text,
  isCancelled: flag,
  isConfirmed: flag,
  member: tolerantObject({ name: text, accId: text }),
  createdAt: text,
});
export type Booking = v.InferOutput<typeof bookingSchema>;

/** `booking/list` */
export const bookingListDataSchema = v.object({
  bookingPage: tolerantObject({
    count,
    size: count,
    bookings: tolerantList(bookingSchema, 'booking'),
  }),
});

/** The new booking form (`booking/new-booking`), with the spec's defaults. */
export const newBookingSchema = v.object({
  bookingType: v.string(),
  bookingDate: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')),
  bookingShift: v.string(),
  roomId: v.string(),
  purpose: v.string(),
  noOfGuests: v.union([v.string(), v.number()]),
  foodForPerson: v.optional(v.union([v.string(), v.number()]), ''),
  paymentMode: v.optional(v.string(), DEFAULT_PAYMENT_MODE),
  advancePayment: v.optional(v.boolean(), false),
  advancePaymentAmount: v.optional(v.string(), DEFAULT_ADVANCE_PAYMENT_AMOUNT),
  addonServices: v.optional(v.array(v.string()), []),
});
export type NewBooking = v.InferInput<typeof newBookingSchema>;

/** `booking/new-booking` answers with the booking; its shape is not read. */
export const newBookingDataSchema = v.object({
  booking: v.fallback(v.nullable(bookingSchema), null),
});
