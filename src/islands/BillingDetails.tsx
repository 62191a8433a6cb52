import { useStore } from './use-store.ts';
import { loadingTexts } from '../lib/constants/messages.ts';
import type { Booking } from '../lib/schemas/bookings.ts';
import { billCardView, billingDetails, billingIdHere } from '../stores/billing.ts';
import InvoiceFrame from './InvoiceFrame.tsx';
import ResourceView from './ResourceView.tsx';
import CancelledBadge from './CancelledBadge.tsx';

/** The booking's bill card: its reference and payment badge, then its facts. */
function BillCard({ booking }: { booking: Booking }) {
  const bill = billCardView(booking);
  return (
    <article className="bill-card card">
      <h2>
        <span>{bill.title}</span> <span className={`badge badge--${bill.tone}`}>{bill.badge}</span>
        <CancelledBadge cancelled={bill.cancelled} />
      </h2>
      <dl>
        {/* An add-on may share its name with another: the facts are keyed by place. */}
        {bill.facts.map((fact, index) => (
          <div key={index}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

/** /billing/details/{id}: the booking's bill card with its invoice below. */
export default function BillingDetails() {
  const id = billingIdHere('/billing/details/');
  const details = useStore(billingDetails(id));
  return (
    <>
      <ResourceView resource={details} loadingText={loadingTexts.data}>
        {(booking) => <BillCard booking={booking} />}
      </ResourceView>
      <InvoiceFrame id={id} />
    </>
  );
}
