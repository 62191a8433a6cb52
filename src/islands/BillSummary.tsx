import { useStore } from './use-store.ts';
import { listBill, listDue, paymentLabel } from '../lib/billing/bill.ts';
import { BOOKING_STATUS } from '../lib/constants/members-area.ts';
import { formatTaka } from '../lib/format/money.ts';
import { billingDetails } from '../stores/billing.ts';

/**
 * A booking's bill in brief above its invoice: Bill, Paid, Due and Status in the page itself
 * (members-area §4, the list and details reading), so a phone shows them without scrolling
 * inside the embedded invoice. Its room is the same loading, loaded or failed.
 */
export default function BillSummary({ id }: { id: string }) {
  const details = useStore(billingDetails(id));
  const booking = details.status === 'ready' ? details.data : null;
  const due = booking ? listDue(booking) : 0;
  const facts: [string, string][] = [
    ['Bill', booking ? formatTaka(listBill(booking)) : ''],
    ['Paid', booking ? formatTaka(booking.billing.paid) : ''],
    ['Due', booking ? formatTaka(due) : ''],
    ['Status', booking ? paymentLabel(due) : ''],
  ];
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
        <dl>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                {value}
                {label === 'Status' && booking?.isCancelled && (
                  <>
                    {' '}
                    <span className="badge badge--bad">{BOOKING_STATUS.cancelled}</span>
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
