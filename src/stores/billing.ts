import { getBillingDetails, invoiceWebviewUrl } from '../lib/api/calls/billing.ts';
import { messages } from '../lib/constants/messages.ts';
import { memberRouteId } from '../lib/member-shells.ts';
import { clubApi } from './club-api.ts';
import { resourceFamily } from './resource.ts';
import { $session } from './session.ts';

/** The booking id of a billing page (/billing/details/{id}, /billing/invoice/{id}). */
export function billingIdHere(prefix: '/billing/details/' | '/billing/invoice/'): string {
  return typeof window === 'undefined' ? '' : memberRouteId(window.location.pathname, prefix);
}

/** /billing/details/{id}: the booking with its bill. */
export const billingDetails = resourceFamily(async (id: string, signal) => {
  const { booking } = await getBillingDetails(clubApi, id, { signal });
  return booking;
});

/**
 * The invoice page's address, once it is known to load: a frame cannot tell a failed page
 * from a good one, so the page is asked for first ('Failed to load invoice' otherwise).
 */
export const invoicePage = resourceFamily(
  async (id: string, signal) => {
    const url = invoiceWebviewUrl(clubApi, id, $session.get().token);
    const response = await fetch(url, { signal });
    if (!response.ok) throw new Error(`invoice ${response.status}`);
    return url;
  },
  { failureText: () => messages.invoiceFailed },
);
