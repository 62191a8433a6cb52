import { useStore } from './use-store.ts';
import { loadingTexts } from '../lib/constants/messages.ts';
import { invoiceFrameLoaded, invoicePage } from '../stores/billing.ts';
import ResourceView from './ResourceView.tsx';

/** A booking's invoice page, embedded ('Failed to load invoice' when it does not load). */
export default function InvoiceFrame({
  id,
  fullScreen = false,
}: {
  id: string;
  fullScreen?: boolean;
}) {
  const invoice = useStore(invoicePage(id));
  // The frame's own room: the invoice fills it whatever state it is in.
  const room = fullScreen ? 'invoice-room invoice-room--full' : 'invoice-room';
  return (
    <ResourceView resource={invoice} loadingText={loadingTexts.data} room={room}>
      {(url) => (
        <iframe
          className="invoice-frame"
          title="Invoice"
          src={url}
          onLoad={() => invoiceFrameLoaded(id)}
        />
      )}
    </ResourceView>
  );
}
