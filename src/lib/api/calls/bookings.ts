import * as v from 'valibot';
import { BOOKING_PAGE_SIZE } from '../../constants/members-area.ts';
import {
  bookingListDataSchema,
  newBookingDataSchema,
  newBookingSchema,
  type NewBooking,
} from '../../schemas/bookings.ts';
import type { ApiClient } from '../client.ts';
import type { PageQuery } from './media-pages.ts';
import type { CallSignal } from './shared.ts';

// The member's bookings and a new one. The booking form's choices are in booking-form.ts and
// cancelling in booking-cancel.ts: the list page loads neither (its cancel dialog loads the
// latter when it first opens).

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

/** Books a hall or room; the spec's defaults fill what the form leaves out. */
export const createBooking = (api: ApiClient, booking: NewBooking, call?: CallSignal) =>
  api.post('booking/new-booking', v.parse(newBookingSchema, booking), newBookingDataSchema, {
    ...call,
    ...member,
  });
