import * as v from 'valibot';
import { addonSchema } from './bookings.ts';
import {
  amount,
  filledText,
  flag,
  optionalAmount,
  recordId,
  text,
  tolerantObject,
} from './fields.ts';
import { tolerantList } from './tolerant-list.ts';

/** A choice of a booking form select. */
const optionSchema = v.object({ title: text, value: text });
export type BookingOption = v.InferOutput<typeof optionSchema>;

/** `booking/get-booking-ref-data`: shifts by booking type, booking types and payment modes. */
export const bookingRefDataSchema = v.object({
  bookingShift: tolerantObject({
    hall: tolerantList(optionSchema, 'hall shift'),
    clubResidence: tolerantList(optionSchema, 'club residence shift'),
  }),
  bookingTypes: tolerantList(v.object({ title: filledText() }), 'booking type'),
  paymentMode: tolerantList(optionSchema, 'payment mode'),
});
export type BookingRefData = v.InferOutput<typeof bookingRefDataSchema>;

/** `booking/addon/list` */
export const addonListDataSchema = v.object({
  addons: tolerantList(addonSchema, 'addon'),
});

/** A room's rent for a day; a missing rent is null ('N/A' on screen). */
const rentSchema = v.object({
  day: text,
  fullDay: optionalAmount,
  perShift: optionalAmount,
});
export type Rent = v.InferOutput<typeof rentSchema>;

/** A hall or room and whether it is free on the chosen date and shift. */
export const roomSchema = v.object({
  _id: recordId,
  title: text,
  isAvailable: flag,
  rent: tolerantList(rentSchema, 'room rent'),
});
export type Room = v.InferOutput<typeof roomSchema>;

/** `booking/get-booking-availability` */
export const availabilityDataSchema = v.object({ rooms: tolerantList(roomSchema, 'room') });

/** `booking/get-cancelation-charge/{id}` (its body `status` 403 means: may not cancel). */
export const cancellationChargeDataSchema = tolerantObject({ cancelationCharge: amount });
