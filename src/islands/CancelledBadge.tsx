import { BOOKING_STATUS } from '../lib/constants/members-area.ts';

/** 'Cancelled' after a bill's title or status, when its booking is. */
export default function CancelledBadge({ cancelled }: { cancelled: boolean }) {
  if (!cancelled) return null;
  return (
    <>
      {' '}
      <span className="badge badge--bad">{BOOKING_STATUS.cancelled}</span>
    </>
  );
}
