import { useStore } from './use-store.ts';
import { loadingTexts } from '../lib/constants/messages.ts';
import type { Booking } from '../lib/schemas/bookings.ts';
import { billCardView, billingDetails, billingIdHere } from '../stores/billing.ts';
import InvoiceFrame from './InvoiceFrame.tsx';
import ResourceView from './ResourceView.tsx';
import CancelledBadge from './CancelledBadge.tsx';
import { useCard } from './room-template.ts';

/** The booking's bill card: its reference and payment badge, then its facts. */
function BillCard({ booking }: { booking: Booking }) {
  const { fields, has, record } = useCard(() => billCardView(booking));
  return (
    <article className="bill-card card">
      <h2>
        <span {...fields({ text: '{title}' })} />{' '}
        <span {...fields({ class: 'badge badge--{tone}', text: '{badge}' })} />
        <CancelledBadge card={{ fields, has }} />
      </h2>
      <dl>
        {/* The template's list has one fact, with marks for its label and value. */}
        {(record?.facts ?? [undefined]).map((fact, index) => (
          <div key={index} {...fields({ each: 'facts' })}>
            <BillFact fact={fact} />
          </div>
        ))}
      </dl>
    </article>
  );
}

/** A label and its value (none in the template: they are marks). */
function BillFact({ fact }: { fact?: { label: string; value: string } }) {
  const { fields } = useCard(() => fact ?? {});
  return (
    <>
      <dt {...fields({ text: '{label}' })} />
      <dd {...fields({ text: '{value}' })} />
    </>
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
