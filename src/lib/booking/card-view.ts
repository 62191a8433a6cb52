import { cardBill, cardDue } from '../billing/bill.ts';
import { BOOKING_STATUS } from '../constants/members-area.ts';
import { formatDate } from '../format/date.ts';
import { formatTaka } from '../format/money.ts';
import { routes } from '../routes.ts';
import { BOOKING_PAYMENT_NOTE, bookingStatus, mayCancel, type BookingCard } from './card.ts';

const tones = {
  [BOOKING_STATUS.confirmed]: 'ok',
  [BOOKING_STATUS.cancelled]: 'bad',
  [BOOKING_STATUS.pending]: 'warn',
} as const;

/**
 * What a booking's card shows (islands/BookingCard.tsx): its status in words and colour, its
 * room, day, shift, bill and due, how a due is paid, and whether Cancel is offered.
 */
export function bookingCardView(card: BookingCard, cancelledHere = false) {
  const status = bookingStatus(card, cancelledHere);
  const figures = { ...card, isCancelled: status === BOOKING_STATUS.cancelled };
  const due = cardDue(figures);
  return {
    id: card.id,
    ref: card.bookingRefId || card.id,
    refId: card.bookingRefId,
    type: card.type,
    status,
    tone: tones[status],
    room: [card.title, card.amenitieNumber].filter(Boolean).join(' · '),
    date: formatDate(card.date),
    time: card.time,
    bill: formatTaka(cardBill(figures)),
    due: formatTaka(due),
    purpose: card.purpose,
    guests: card.guestNo,
    payment: card.paymentMode,
    payNote: due > 0 ? BOOKING_PAYMENT_NOTE : '',
    invoice: routes.invoice(card.id),
    cancellable: mayCancel(card, status),
  };
}
