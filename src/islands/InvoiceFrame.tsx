import { useStore } from '@nanostores/react';
import { loadingTexts } from '../lib/constants/messages.ts';
import { invoicePage } from '../stores/billing.ts';
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
  return (
    <ResourceView resource={invoice} loadingText={loadingTexts.data}>
      {(url) => (
        <iframe
          className={fullScreen ? 'invoice-frame invoice-frame--full' : 'invoice-frame'}
          src={url}
          title="Invoice"
        />
      )}
    </ResourceView>
  );
}
