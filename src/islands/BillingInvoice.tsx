import { billingIdHere } from '../stores/billing.ts';
import InvoiceFrame from './InvoiceFrame.tsx';

/** /billing/invoice/{id}: the invoice, full screen. */
export default function BillingInvoice() {
  return <InvoiceFrame id={billingIdHere('/billing/invoice/')} fullScreen />;
}
