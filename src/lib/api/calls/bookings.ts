import * as v from 'valibot';
import { BOOKING_PAGE_SIZE } from '../../constants/members-area.ts';
import {
  addonListDataSchema,
  availabilityDataSchema,
  bookingRefDataSchema,
  cancellationChargeDataSchema,
} from '../../schemas/booking-options.ts';
import { ignoredData } from '../../schemas/fields.ts';
import {
  bookingListDataSchema,
  newBookingDataSchema,
  newBookingSchema,
  type NewBooking,
} from '../../schemas/bookings.ts';
import type { ApiClient } from '../client.ts';
import { segment } from '../url.ts';
import type { PageQuery } from './media-pages.ts';
import { expectSuccess, type CallSignal } from './shared.ts';

// Bookings change with every booking or cancel, so their answers are never served from cache.
const member = { auth: true } as const;
const live = { auth: true, cache: false } as const;

/** A page of 10 of the member's bookings. */
export const listBookings = (
  api: ApiClient,
  { page, searchKey = '' }: PageQuery,
  call?: CallSignal,
) =>
  api.get('booking/list', bookingListDataSchema, {
    ...call,
    ...live,
    query: { page, size: BOOKING_PAGE_SIZE, searchKey },
  });

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

/** Books a hall or room; the spec's defaults fill what the form leaves out. */
export const createBooking = (api: ApiClient, booking: NewBooking, call?: CallSignal) =>
  api.post('booking/new-booking', v.parse(newBookingSchema, booking), newBookingDataSchema, {
    ...call,
    ...member,
  });

/** Cancels a booking with the member's reason; throws when the provider refuses. */
export async function cancelBooking(
  api: ApiClient,
  id: string,
  cancellationReason: string,
  call?: CallSignal,
) {
  await api.put(`booking/cancel/${segment(id)}`, { cancellationReason }, ignoredData, {
    ...call,
    ...member,
  });
}

/**
 * What cancelling would cost. Body `status` 403 means the booking may not be cancelled:
 * then only the provider's message is shown (with an OK button).
 */
export async function getCancellationCharge(api: ApiClient, id: string, call?: CallSignal) {
  const envelope = await api.getEnvelope(
    `booking/get-cancelation-charge/${segment(id)}`,
    cancellationChargeDataSchema,
    {
      ...call,
      ...member,
    },
  );
  if (envelope.status === 403) return { cancellable: false, message: envelope.message } as const;
  const { data, message } = expectSuccess(envelope);
  return { cancellable: true, charge: data?.cancelationCharge ?? 0, message } as const;
}
