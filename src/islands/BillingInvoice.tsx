import { billingIdHere } from '../stores/billing.ts';
import BillSummary from './BillSummary.tsx';
import InvoiceFrame from './InvoiceFrame.tsx';

/** /billing/invoice/{id}: the bill in brief, then the invoice at full width. */
export default function BillingInvoice() {
  const id = billingIdHere('/billing/invoice/');
  return (
    <>
      <BillSummary id={id} />
      <InvoiceFrame id={id} fullScreen />
    </>
  );
}
