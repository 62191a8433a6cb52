import { BOOKING_STATUS } from '../constants/members-area.ts';
import type { Addon, Booking, BookingBilling } from '../schemas/bookings.ts';

/** What a booking list card reads (members-area §3, "Booking card fields read"). */
export interface BookingCard {
  id: string;
  bookingRefId: string;
  type: string;
  amenitieNumber: string;
  title: string;
  paymentMode: string;
  time: string;
  date: string;
  purpose: string;
  guestNo: string;
  isConfirmed: boolean;
  isCancelled: boolean;
  roomRent: number;
  addon: Addon[];
  billing: Pick<BookingBilling, 'roomRent' | 'discount' | 'advance' | 'cancelationCharge'>;
}

/** The card of a booking from `booking/list`. */
export function bookingCard(booking: Booking): BookingCard {
  const { billing } = booking;
  return {
    id: booking._id,
    bookingRefId: booking.bookingRefId,
    type: booking.bookingType,
    amenitieNumber: booking.room.roomNo,
    title: booking.room.title,
    paymentMode: booking.paymentMode || billing.paymentMode,
    time: booking.bookingShift || billing.bookingShift,
    date: booking.bookingDate || billing.bookingDate,
    purpose: booking.purpose,
    guestNo: booking.noOfGuests || billing.noOfGuests,
    isConfirmed: booking.isConfirmed,
    isCancelled: booking.isCancelled,
    roomRent: billing.roomRent,
    addon: booking.addonServices,
    billing: {
      roomRent: billing.roomRent,
      discount: billing.discount,
      advance: billing.advance,
      cancelationCharge: billing.cancelationCharge,
    },
  };
}

export type BookingStatus = (typeof BOOKING_STATUS)[keyof typeof BOOKING_STATUS];

/**
 * A card's status. A cancel outranks a confirmation: a confirmed booking the member has just
 * cancelled (here or on the server) must read Cancelled, never Confirmed.
 */
export function bookingStatus(
  card: Pick<BookingCard, 'isCancelled' | 'isConfirmed'>,
  cancelledHere = false,
): BookingStatus {
  if (card.isCancelled || cancelledHere) return BOOKING_STATUS.cancelled;
  return card.isConfirmed ? BOOKING_STATUS.confirmed : BOOKING_STATUS.pending;
}
