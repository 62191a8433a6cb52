import * as z from 'zod/mini';
import { DEFAULT_ADVANCE_PAYMENT_AMOUNT, DEFAULT_PAYMENT_MODE } from '../constants/members-area.ts';
import { amount, count, flag, recordId, text, tolerantObject } from './fields.ts';
import { tolerantList } from './tolerant-list.ts';

/** An addon service of a hall booking. */
export const addonSchema = z.object({ _id: recordId, title: text, price: amount });
export type Addon = z.infer<typeof addonSchema>;

/** The bill of a booking (all amounts in BDT). */
export const bookingBillingSchema = tolerantObject({
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
export type BookingBilling = z.infer<typeof bookingBillingSchema>;

/** A booking of a hall or a club residence room; `_id` links to its invoice. */
export const bookingSchema = z.object({
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
export type Booking = z.infer<typeof bookingSchema>;

/** `booking/list` */
export const bookingListDataSchema = z.object({
  bookingPage: tolerantObject({
    count,
    size: count,
    bookings: tolerantList(bookingSchema, 'booking'),
  }),
});
export type BookingListData = z.infer<typeof bookingListDataSchema>;

/** The new booking form (`booking/new-booking`), with the spec's defaults. */
export const newBookingSchema = z.object({
  bookingType: z.string(),
  bookingDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')),
  bookingShift: z.string(),
  roomId: z.string(),
  purpose: z.string(),
  noOfGuests: z.union([z.string(), z.number()]),
  foodForPerson: z._default(z.union([z.string(), z.number()]), ''),
  paymentMode: z._default(z.string(), DEFAULT_PAYMENT_MODE),
  advancePayment: z._default(z.boolean(), false),
  advancePaymentAmount: z._default(z.string(), DEFAULT_ADVANCE_PAYMENT_AMOUNT),
  addonServices: z._default(z.array(z.string()), []),
});
export type NewBooking = z.input<typeof newBookingSchema>;

/** `booking/new-booking` answers with the booking; its shape is not read. */
export const newBookingDataSchema = z.object({ booking: z.catch(z.nullable(bookingSchema), null) });
