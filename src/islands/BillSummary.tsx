import { useStore } from './use-store.ts';
import type { Booking } from '../lib/schemas/bookings.ts';
import { billingDetails, billSummaryView } from '../stores/billing.ts';
import CancelledBadge from './CancelledBadge.tsx';
import { useCard } from './room-template.ts';

const facts: [string, string][] = [
  ['Bill', 'bill'],
  ['Paid', 'paid'],
  ['Due', 'due'],
];

/** Bill, Paid, Due and Status: empty until the booking is there. */
function SummaryFacts({ booking }: { booking: Booking | null }) {
  const { fields, has } = useCard(() => billSummaryView(booking));
  return (
    <dl>
      {facts.map(([label, field]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd {...fields({ text: `{${field}}` })} />
        </div>
      ))}
      <div>
        <dt>Status</dt>
        <dd>
          <span {...fields({ text: '{status}' })} />
          <CancelledBadge card={{ fields, has }} />
        </dd>
      </div>
    </dl>
  );
}

/**
 * A booking's bill in brief above its invoice: Bill, Paid, Due and Status in the page itself
 * (members-area §4, the list and details reading), so a phone shows them without scrolling
 * inside the embedded invoice. Its room is the same loading, loaded or failed.
 */
export default function BillSummary({ id }: { id: string }) {
  const details = useStore(billingDetails(id));
  return (
    <section
      className="bill-summary card"
      aria-label="Bill summary"
      aria-busy={details.status === 'loading'}
    >
      {details.status === 'error' ? (
        <p className="notice notice--error" role="alert">
          {details.message}
        </p>
      ) : (
        <SummaryFacts booking={details.status === 'ready' ? details.data : null} />
      )}
    </section>
  );
}
