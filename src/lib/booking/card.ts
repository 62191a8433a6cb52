import { BOOKING_STATUS } from '../constants/members-area.ts';
import { machineDate } from '../format/date.ts';
import type { Addon, Booking, BookingBilling } from '../schemas/bookings.ts';

/**
 * How a booking's due is paid. The provider offers no payment call (members-area §4: the old
 * 'Are You Ready to Pay?' dialog only closed), so a card with a due says it plainly instead.
 */
export const BOOKING_PAYMENT_NOTE = 'Pay the due at the club office: this site takes no payments.';

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

/**
 * Whether a card offers Cancel: a pending or confirmed booking (members-area §4) whose day
 * has not passed on the club's calendar (`today`, YYYY-MM-DD), since the provider refuses to
 * cancel a past one (status 403). A date the site cannot read leaves the choice to the
 * provider: Cancel is offered.
 */
export function mayCancel(
  card: Pick<BookingCard, 'date'>,
  status: BookingStatus,
  today: string = machineDate(new Date()),
) {
  if (status === BOOKING_STATUS.cancelled) return false;
  const day = machineDate(card.date);
  return day === '' || day >= today;
}
