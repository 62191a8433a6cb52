import {
  addonListDataSchema,
  availabilityDataSchema,
  bookingRefDataSchema,
} from '../../schemas/booking-options.ts';
import type { ApiClient } from '../client.ts';
import type { CallSignal } from './shared.ts';

// The booking form's choices: booking types, shifts, payment modes, addons, free halls.

const member = { auth: true } as const;
// Availability changes with every booking, so it is never served from cache.
const live = { auth: true, cache: false } as const;

/** Shifts per booking type, booking types and payment modes. */
export const getBookingRefData = (api: ApiClient, call?: CallSignal) =>
  api.get('booking/get-booking-ref-data', bookingRefDataSchema, { ...call, ...member });

/** Addon services of a hall booking. */
export const listAddons = (api: ApiClient, call?: CallSignal) =>
  api.get('booking/addon/list', addonListDataSchema, { ...call, ...member });

/** Halls or rooms and whether each is free; throws (no room list) on an error answer. */
export const getAvailability = (
  api: ApiClient,
  query: { bookingType: string; bookingShift: string; bookingDate: string },
  call?: CallSignal,
) =>
  api.get('booking/get-booking-availability', availabilityDataSchema, { ...call, ...live, query });
