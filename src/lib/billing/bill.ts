import { PAYMENT_BADGES, PAYMENT_LABELS } from '../constants/members-area.ts';
import type { BookingCard } from '../booking/card.ts';
import type { Booking } from '../schemas/bookings.ts';

// A booking's payment state is derived, and the specification gives two readings of it
// (members-area §4): one for the billing list and details, one for the booking cards.

const addonTotal = (addons: readonly { price: number }[]) =>
  addons.reduce((sum, addon) => sum + addon.price, 0);

type ListBooking = Pick<Booking, 'isCancelled' | 'addonServices'> & {
  billing: Pick<Booking['billing'], 'roomRent' | 'discount' | 'cancelationCharge' | 'paid'>;
};

/** List and details bill: the cancellation charge when cancelled, else rent + addons − discount. */
export function listBill(booking: ListBooking): number {
  const { billing } = booking;
  if (booking.isCancelled) return billing.cancelationCharge;
  return billing.roomRent + addonTotal(booking.addonServices) - billing.discount;
}

/** List and details due: the bill less what was paid. */
export function listDue(booking: ListBooking): number {
  return listBill(booking) - booking.billing.paid;
}

type CardFigures = Pick<BookingCard, 'isCancelled' | 'roomRent' | 'addon' | 'billing'>;

/** Card bill: the cancellation charge when cancelled, else addons + room rent. */
export function cardBill(card: CardFigures): number {
  if (card.isCancelled) return card.billing.cancelationCharge;
  return addonTotal(card.addon) + card.roomRent;
}

/** Card due: the bill less advance and discount, never below 0. */
export function cardDue(card: CardFigures): number {
  return Math.max(0, cardBill(card) - card.billing.advance - card.billing.discount);
}

/** 'Unpaid' while something is due, else 'Paid'. */
export function paymentLabel(due: number): string {
  return due > 0 ? PAYMENT_LABELS.unpaid : PAYMENT_LABELS.paid;
}

/** 'PENDING' while something is due, else 'PAID'. */
export function paymentBadge(due: number): string {
  return due > 0 ? PAYMENT_BADGES.pending : PAYMENT_BADGES.paid;
}
