import { useStore } from './use-store.ts';
import type { Booking } from '../lib/schemas/bookings.ts';
import { billingDetails, billSummaryView } from '../stores/billing.ts';
import CancelledBadge from './CancelledBadge.tsx';

/** Bill, Paid, Due and Status: empty until the booking is there. */
function SummaryFacts({ booking }: { booking: Booking | null }) {
  const bill = billSummaryView(booking);
  const facts: [string, string][] = [
    ['Bill', bill.bill],
    ['Paid', bill.paid],
    ['Due', bill.due],
  ];
  return (
    <dl>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div>
        <dt>Status</dt>
        <dd>
          <span>{bill.status}</span>
          <CancelledBadge cancelled={bill.cancelled} />
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
