import * as z from 'zod/mini';
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
export const optionSchema = z.object({ title: text, value: text });
export type BookingOption = z.infer<typeof optionSchema>;

/** `booking/get-booking-ref-data`: shifts by booking type, booking types and payment modes. */
export const bookingRefDataSchema = z.object({
  bookingShift: tolerantObject({
    hall: tolerantList(optionSchema, 'hall shift'),
    clubResidence: tolerantList(optionSchema, 'club residence shift'),
  }),
  bookingTypes: tolerantList(z.object({ title: filledText() }), 'booking type'),
  paymentMode: tolerantList(optionSchema, 'payment mode'),
});
export type BookingRefData = z.infer<typeof bookingRefDataSchema>;

/** `booking/addon/list` */
export const addonListDataSchema = z.object({
  addons: tolerantList(addonSchema, 'addon'),
});

/** A room's rent for a day; a missing rent is null ('N/A' on screen). */
export const rentSchema = z.object({
  day: text,
  fullDay: optionalAmount,
  perShift: optionalAmount,
});
export type Rent = z.infer<typeof rentSchema>;

/** A hall or room and whether it is free on the chosen date and shift. */
export const roomSchema = z.object({
  _id: recordId,
  title: text,
  isAvailable: flag,
  rent: tolerantList(rentSchema, 'room rent'),
});
export type Room = z.infer<typeof roomSchema>;

/** `booking/get-booking-availability` */
export const availabilityDataSchema = z.object({ rooms: tolerantList(roomSchema, 'room') });
export type AvailabilityData = z.infer<typeof availabilityDataSchema>;

/** `booking/get-cancelation-charge/{id}` (its body `status` 403 means: may not cancel). */
export const cancellationChargeDataSchema = tolerantObject({ cancelationCharge: amount });
