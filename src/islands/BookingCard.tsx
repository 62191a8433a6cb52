import type { BookingCard as Card } from '../lib/booking/card.ts';
import { bookingCardView } from '../lib/booking/card-view.ts';
import { askToCancel, toggleBooking } from '../stores/booking-list.ts';

interface Props {
  card: Card;
  expanded: boolean;
  cancelledHere: boolean;
}

/** Label and value of each fact a card lists. */
function Facts({ rows }: { rows: [string, string][] }) {
  return rows.map(([label, value]) => (
    <div key={label}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  ));
}

/**
 * A booking of the list: status in words and colour; tap or Enter shows purpose, guests,
 * payment. A due says how it is paid; Cancel shows only where the booking may be cancelled.
 * (What it shows comes from lib/booking/card-view.ts `bookingCardView`.)
 */
export default function BookingCard({ card, expanded, cancelledHere }: Props) {
  const booking = bookingCardView(card, cancelledHere);
  const detailsId = `booking-details-${booking.id}`;

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
            <span className="booking-card__ref">{booking.ref}</span>
            <span className="booking-card__type">{booking.type}</span>
            <span className="booking-card__chevron" aria-hidden="true">
              {expanded ? '▴' : '▾'}
            </span>
          </button>
        </h2>
        <span className={`booking-status booking-status--${booking.tone}`}>{booking.status}</span>
      </div>
      <dl className="booking-card__facts">
        <Facts
          rows={[
            ['Room', booking.room],
            ['Date', booking.date],
            ['Shift', booking.time],
            ['Bill', booking.bill],
            ['Due', booking.due],
          ]}
        />
      </dl>
      <dl className="booking-card__facts booking-card__more" id={detailsId} hidden={!expanded}>
        <Facts
          rows={[
            ['Purpose', booking.purpose],
            ['Number of Guests', booking.guests],
            ['Payment Method', booking.payment],
          ]}
        />
      </dl>
      {booking.payNote && <p className="booking-card__pay">{booking.payNote}</p>}
      <div className="booking-card__actions">
        <a className="button button--ghost" href={booking.invoice}>
          Invoice
          <span className="visually-hidden">{` for ${booking.refId}`}</span>
        </a>
        {booking.cancellable && (
          <button
            type="button"
            className="button button--danger"
            onClick={() => void askToCancel(card.id)}
          >
            Cancel
            <span className="visually-hidden">{` ${booking.refId}`}</span>
          </button>
        )}
      </div>
    </article>
  );
}
