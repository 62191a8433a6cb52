import type { BookingCard as Card } from '../lib/booking/card.ts';
import { bookingCardView } from '../lib/booking/card-view.ts';
import { askToCancel, toggleBooking } from '../stores/booking-list.ts';
import { useCard } from './room-template.ts';

interface Props {
  card: Card;
  expanded: boolean;
  cancelledHere: boolean;
}

/**
 * A booking of the list: status in words and colour; tap or Enter shows purpose, guests,
 * payment. A due says how it is paid; Cancel shows only where the booking may be cancelled.
 * (Its fields come from lib/booking/card.ts `bookingCardView`.)
 */
export default function BookingCard({ card, expanded, cancelledHere }: Props) {
  const { fields, has } = useCard(() => bookingCardView(card, cancelledHere));
  const facts = (rows: [string, string][]) =>
    rows.map(([label, field]) => (
      <div key={label}>
        <dt>{label}</dt>
        <dd {...fields({ text: `{${field}}` })} />
      </div>
    ));

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
            onClick={() => toggleBooking(card.id)}
            {...fields({ 'aria-controls': 'booking-details-{id}' })}
          >
            <span className="booking-card__ref" {...fields({ text: '{ref}' })} />
            <span className="booking-card__type" {...fields({ text: '{type}' })} />
            <span className="booking-card__chevron" aria-hidden="true">
              {expanded ? '▴' : '▾'}
            </span>
          </button>
        </h2>
        <span {...fields({ class: 'booking-status booking-status--{tone}', text: '{status}' })} />
      </div>
      <dl className="booking-card__facts">
        {facts([
          ['Room', 'room'],
          ['Date', 'date'],
          ['Shift', 'time'],
          ['Bill', 'bill'],
          ['Due', 'due'],
        ])}
      </dl>
      <dl
        className="booking-card__facts booking-card__more"
        hidden={!expanded}
        {...fields({ id: 'booking-details-{id}' })}
      >
        {facts([
          ['Purpose', 'purpose'],
          ['Number of Guests', 'guests'],
          ['Payment Method', 'payment'],
        ])}
      </dl>
      {has('payNote') && (
        <p className="booking-card__pay" {...fields({ if: 'payNote', text: '{payNote}' })} />
      )}
      <div className="booking-card__actions">
        <a className="button button--ghost" {...fields({ href: '{invoice}' })}>
          Invoice
          <span className="visually-hidden" {...fields({ text: ' for {refId}' })} />
        </a>
        {has('cancellable') && (
          <button
            type="button"
            className="button button--danger"
            onClick={() => void askToCancel(card.id)}
            {...fields({ if: 'cancellable' })}
          >
            Cancel
            <span className="visually-hidden" {...fields({ text: ' {refId}' })} />
          </button>
        )}
      </div>
    </article>
  );
}
