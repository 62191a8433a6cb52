import {
  BOOKING_TYPE_HALL,
  FULL_DAY_SHIFT_HALL,
  FULL_DAY_SHIFT_OTHER,
  NO_RENT_LABEL,
} from '../constants/members-area.ts';
import { formatTaka } from '../format/money.ts';
import type { Rent } from '../schemas/booking-options.ts';
import { weekdayOf } from './date.ts';

/** What a room's rent depends on: the booking type, the shift and the date. */
export interface RentQuery {
  bookingType: string;
  bookingShift: string;
  bookingDate: string;
}

/** The shift whose rent is the full-day rent: 'Full Day' for a hall, 'Day' otherwise. */
function fullDayShift(bookingType: string): string {
  return bookingType === BOOKING_TYPE_HALL ? FULL_DAY_SHIFT_HALL : FULL_DAY_SHIFT_OTHER;
}

/** A room's rent entry for the booking date's weekday (the rent list is by day); null if none. */
function rentOfDay(rents: readonly Rent[], bookingDate: string): Rent | null {
  const weekday = weekdayOf(bookingDate).toLowerCase();
  return rents.find((rent) => rent.day.trim().toLowerCase() === weekday) ?? null;
}

/**
 * A room's rent for the query (members-area §9): the full-day rent when the shift is the
 * type's full-day shift, else the per-shift rent; null when there is none.
 */
export function roomRent(rents: readonly Rent[], query: RentQuery): number | null {
  const rent = rentOfDay(rents, query.bookingDate);
  if (!rent) return null;
  return query.bookingShift === fullDayShift(query.bookingType) ? rent.fullDay : rent.perShift;
}

/** The rent shown beside a room: the amount in ৳, or 'N/A' when it has no rent. */
export function rentLabel(rents: readonly Rent[], query: RentQuery): string {
  const rent = roomRent(rents, query);
  return rent === null ? NO_RENT_LABEL : formatTaka(rent);
}
