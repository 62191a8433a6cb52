import { cardBill, cardDue } from '../lib/billing/bill.ts';
import {
  BOOKING_PAYMENT_NOTE,
  bookingStatus,
  mayCancel,
  type BookingCard as Card,
} from '../lib/booking/card.ts';
import { BOOKING_STATUS } from '../lib/constants/members-area.ts';
import { formatDate } from '../lib/format/date.ts';
import { formatTaka } from '../lib/format/money.ts';
import { routes } from '../lib/routes.ts';
import { askToCancel, toggleBooking } from '../stores/booking-list.ts';

interface Props {
  card: Card;
  expanded: boolean;
  cancelledHere: boolean;
}

const tone = {
  [BOOKING_STATUS.confirmed]: 'ok',
  [BOOKING_STATUS.cancelled]: 'bad',
  [BOOKING_STATUS.pending]: 'warn',
} as const;

/**
 * A booking of the list: status in words and colour; tap or Enter shows purpose, guests,
 * payment. A due says how it is paid; Cancel shows only where the booking may be cancelled.
 */
export default function BookingCard({ card, expanded, cancelledHere }: Props) {
  const status = bookingStatus(card, cancelledHere);
  const cancelled = status === BOOKING_STATUS.cancelled;
  const figures = { ...card, isCancelled: cancelled };
  const due = cardDue(figures);
  const cancellable = mayCancel(card, status);
  const detailsId = `booking-details-${card.id}`;
  const room = [card.title, card.amenitieNumber].filter(Boolean).join(' · ');

  return (
    // The toggle button is the card's control for keyboards and screen readers; a tap anywhere
    // else on the card is a convenience for fingers, the same action.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <article
      className="card booking-card"
      onClick={(event) => {
        // A tap anywhere on the card but its buttons and links folds it open or shut.
        if (!(event.target as Element).closest('a, button')) toggleBooking(card.id);
      }}
    >
      <div className="booking-card__head">
        <h2 className="booking-card__title">
          <button
            type="button"
            className="booking-card__toggle"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => toggleBooking(card.id)}
          >
            <span className="booking-card__ref">{card.bookingRefId || card.id}</span>
            <span className="booking-card__type">{card.type}</span>
            <span className="booking-card__chevron" aria-hidden="true">
              {expanded ? '▴' : '▾'}
            </span>
          </button>
        </h2>
        <span className={`booking-status booking-status--${tone[status]}`}>{status}</span>
      </div>
      <dl className="booking-card__facts">
        <div>
          <dt>Room</dt>
          <dd>{room}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{formatDate(card.date)}</dd>
        </div>
        <div>
          <dt>Shift</dt>
          <dd>{card.time}</dd>
        </div>
        <div>
          <dt>Bill</dt>
          <dd>{formatTaka(cardBill(figures))}</dd>
        </div>
        <div>
          <dt>Due</dt>
          <dd>{formatTaka(due)}</dd>
        </div>
      </dl>
      <dl id={detailsId} className="booking-card__facts booking-card__more" hidden={!expanded}>
        <div>
          <dt>Purpose</dt>
          <dd>{card.purpose}</dd>
        </div>
        <div>
          <dt>Number of Guests</dt>
          <dd>{card.guestNo}</dd>
        </div>
        <div>
          <dt>Payment Method</dt>
          <dd>{card.paymentMode}</dd>
        </div>
      </dl>
      {due > 0 && <p className="booking-card__pay">{BOOKING_PAYMENT_NOTE}</p>}
      <div className="booking-card__actions">
        <a className="button button--ghost" href={routes.invoice(card.id)}>
          Invoice<span className="visually-hidden"> for {card.bookingRefId}</span>
        </a>
        {cancellable && (
          <button
            type="button"
            className="button button--danger"
            onClick={() => void askToCancel(card.id)}
          >
            Cancel<span className="visually-hidden"> {card.bookingRefId}</span>
          </button>
        )}
      </div>
    </article>
  );
}
