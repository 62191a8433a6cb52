import {
  BOOKING_TYPE_CLUB_RESIDENCE,
  BOOKING_TYPE_HALL,
  DEFAULT_ADVANCE_PAYMENT_AMOUNT,
  DEFAULT_PAYMENT_MODE,
} from '../constants/members-area.ts';
import type { BookingOption, BookingRefData, Room } from '../schemas/booking-options.ts';
import type { Addon, NewBooking } from '../schemas/bookings.ts';
import { roomRent, rentLabel, type RentQuery } from './rent-label.ts';

/** The booking form as typed (every field as text, so nothing typed is ever lost). */
export interface BookingDraft extends RentQuery {
  roomId: string;
  purpose: string;
  noOfGuests: string;
  paymentMode: string;
  addonIds: readonly string[];
}

/** An empty form: payment mode 'Credit' (members-area §9). */
export const blankBooking: BookingDraft = {
  bookingType: '',
  bookingShift: '',
  bookingDate: '',
  roomId: '',
  purpose: '',
  noOfGuests: '',
  paymentMode: DEFAULT_PAYMENT_MODE,
  addonIds: [],
};

/** Shown when the number of guests is not a whole number of 1 or more. */
export const GUESTS_RULE = 'Number of guests must be a whole number of 1 or more.';
/** Shown for a room that cannot be chosen. */
const ROOM_TAKEN = 'Not available';
const ROOM_UNPRICED = 'No rent set';

/** The shifts of a booking type: Hall → the hall group, Club Residence → its own group. */
export function shiftsFor(ref: BookingRefData, bookingType: string): BookingOption[] {
  if (bookingType === BOOKING_TYPE_HALL) return ref.bookingShift.hall;
  if (bookingType === BOOKING_TYPE_CLUB_RESIDENCE) return ref.bookingShift.clubResidence;
  return [];
}

/** A hall or room as offered: its rent, label, and why it cannot be chosen ('' when it can). */
export interface RoomChoice {
  room: Room;
  rent: number | null;
  label: string;
  reason: string;
}

/** Rooms as offered: not selectable when unavailable or without rent. */
export function roomChoices(rooms: readonly Room[], query: RentQuery): RoomChoice[] {
  return rooms.map((room) => {
    const rent = roomRent(room.rent, query);
    const reason = !room.isAvailable ? ROOM_TAKEN : rent === null ? ROOM_UNPRICED : '';
    return { room, rent, label: rentLabel(room.rent, query), reason };
  });
}

/** Which addon part the form shows: none before a purpose, choices for a hall, a message for residence. */
export function addonsOffer(draft: Pick<BookingDraft, 'bookingType' | 'purpose'>) {
  if (!draft.purpose.trim()) return 'none';
  if (draft.bookingType === BOOKING_TYPE_HALL) return 'choices';
  return draft.bookingType === BOOKING_TYPE_CLUB_RESIDENCE ? 'unavailable' : 'none';
}

/** Total = room rent + the chosen addons' prices. */
export function bookingTotal(
  rent: number | null,
  addons: readonly Addon[],
  chosen: readonly string[],
) {
  const picked = addons.filter((addon) => chosen.includes(addon._id));
  return (rent ?? 0) + picked.reduce((sum, addon) => sum + addon.price, 0);
}

/** Whether every field 'Book Now' needs is filled in (members-area §5). */
export function isComplete(draft: BookingDraft): boolean {
  const { bookingType, bookingShift, bookingDate, roomId, purpose, paymentMode, noOfGuests } =
    draft;
  return [bookingType, bookingShift, bookingDate, roomId, purpose, paymentMode, noOfGuests].every(
    (value) => value.trim() !== '',
  );
}

/** The guests field's message; '' when it holds a whole number of 1 or more. */
export function guestsError(noOfGuests: string): string {
  const text = noOfGuests.trim();
  return /^\d+$/.test(text) && Number(text) > 0 ? '' : GUESTS_RULE;
}

/** The `booking/new-booking` payload; no advance payment (nothing sets it, members-area §5). */
export function newBookingOf(draft: BookingDraft): NewBooking {
  return {
    bookingType: draft.bookingType,
    bookingDate: draft.bookingDate,
    bookingShift: draft.bookingShift,
    roomId: draft.roomId,
    purpose: draft.purpose.trim(),
    noOfGuests: draft.noOfGuests.trim(),
    foodForPerson: '',
    paymentMode: draft.paymentMode,
    advancePayment: false,
    advancePaymentAmount: DEFAULT_ADVANCE_PAYMENT_AMOUNT,
    addonServices: draft.bookingType === BOOKING_TYPE_HALL ? [...draft.addonIds] : [],
  };
}
