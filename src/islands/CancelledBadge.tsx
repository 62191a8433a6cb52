import { BOOKING_STATUS } from '../lib/constants/members-area.ts';
import type { useCard } from './room-template.ts';

/** A card's fields and what it has (islands/room-template.ts). */
type Card = Pick<ReturnType<typeof useCard>, 'fields' | 'has'>;

/** 'Cancelled' after a bill's title or status when its booking is (a mark in a room's template). */
export default function CancelledBadge({ card }: { card: Card }) {
  if (!card.has('cancelled')) return null;
  return (
    <span {...card.fields({ if: 'cancelled' })}>
      {' '}
      <span className="badge badge--bad">{BOOKING_STATUS.cancelled}</span>
    </span>
  );
}
