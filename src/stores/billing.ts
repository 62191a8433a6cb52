import { atom, onMount, type ReadableAtom } from 'nanostores';
import { getBillingDetails, invoiceWebviewUrl } from '../lib/api/calls/billing.ts';
import type { HeadCall } from '../lib/api/head-call.ts';
import { PAGE_ID } from '../lib/api/head-call.ts';
import { listBill, listDue, paymentBadge, paymentLabel } from '../lib/billing/bill.ts';
import { BOOKING_STATUS } from '../lib/constants/members-area.ts';
import { messages } from '../lib/constants/messages.ts';
import { REQUEST_TIMEOUT_MS } from '../lib/constants/timing.ts';
import { formatDate } from '../lib/format/date.ts';
import { formatTaka } from '../lib/format/money.ts';
import { memberRouteId } from '../lib/member-shells.ts';
import type { Booking } from '../lib/schemas/bookings.ts';
import { clubApi } from './club-api.ts';
import { inBrowser, resourceFamily, type Resource } from './resource.ts';
import { $session } from './session.ts';

/** The booking id of a billing page (/billing/details/{id}, /billing/invoice/{id}). */
export function billingIdHere(prefix: '/billing/details/' | '/billing/invoice/'): string {
  return typeof window === 'undefined' ? '' : memberRouteId(window.location.pathname, prefix);
}

/** The billing pages' first call, started by their head script at the first paint, for the
 * booking of the page's address. */
export const billingHeadCall: HeadCall = (api) => getBillingDetails(api, PAGE_ID);

/** /billing/details/{id}: the booking with its bill. */
export const billingDetails = resourceFamily(async (id: string, signal) => {
  const { booking } = await getBillingDetails(clubApi, id, { signal });
  return booking;
});

/** How long the invoice's frame may take to load before the page says it failed: a call's
 * own limit, and a little for the page to arrive. */
export const INVOICE_LOAD_TIMEOUT_MS = REQUEST_TIMEOUT_MS + 5_000;

/** The invoice stores made so far, by booking, with what ends the wait for their frame. */
const invoicePages = new Map<string, ReadableAtom<Resource<string>>>();
const frameWaits = new Map<string, () => void>();

/** The invoice's frame has loaded (InvoiceFrame's `onLoad`): it is there. */
export const invoiceFrameLoaded = (id: string) => frameWaits.get(id)?.();

/**
 * A booking's invoice page (members-area §2: the member service's billing/details/webview
 * page, embedded), framed without being asked for first: with PUBLIC_API_ORIGIN=provider the
 * browser asks the provider itself, whose page need not allow the site's origin (CORS), and a
 * frame needs no such leave. The booking's own answer (the billing details call, which the
 * bill beside the invoice makes anyway) says whether there is an invoice of the member's to
 * frame; then the frame's own load tells it is there, and a frame that has not loaded within
 * INVOICE_LOAD_TIMEOUT_MS is 'Failed to load invoice', as is a booking that is not there.
 */
export function invoicePage(id: string): ReadableAtom<Resource<string>> {
  const made = invoicePages.get(id);
  if (made) return made;
  const $invoice = atom<Resource<string>>({ status: 'loading' });
  const failed = () => $invoice.set({ status: 'error', message: messages.invoiceFailed });
  const follow = () => {
    const stop = billingDetails(id).subscribe((booking) => {
      if (booking.status === 'loading') return;
      queueMicrotask(() => stop());
      if (booking.status === 'error') return failed();
      const timer = setTimeout(failed, INVOICE_LOAD_TIMEOUT_MS);
      frameWaits.set(id, () => clearTimeout(timer));
      $invoice.set({ status: 'ready', data: invoiceWebviewUrl(clubApi, id, $session.get().token) });
    });
  };
  // As every resource: at once in the browser, on first use elsewhere; never in the build.
  if (inBrowser()) follow();
  else onMount($invoice, follow);
  invoicePages.set(id, $invoice);
  return $invoice;
}

/**
 * What the invoice page's bill in brief shows: Bill, Paid, Due and Status (members-area §4,
 * the list and details reading), all empty until the booking is there.
 */
export function billSummaryView(booking: Booking | null) {
  if (!booking) return { bill: '', paid: '', due: '', status: '', cancelled: false };
  const due = listDue(booking);
  return {
    bill: formatTaka(listBill(booking)),
    paid: formatTaka(booking.billing.paid),
    due: formatTaka(due),
    status: paymentLabel(due),
    cancelled: booking.isCancelled,
  };
}

/**
 * What the billing details card shows: its reference, the payment badge, and each fact that
 * has a value (the add-ons by name; the cancellation charge when cancelled).
 */
export function billCardView(booking: Booking) {
  const due = listDue(booking);
  const { billing } = booking;
  const facts: [string, string][] = [
    ['Booking Ref', booking.bookingRefId],
    ['Booking Type', booking.bookingType],
    ['Room', [booking.room.title, booking.room.roomNo].filter(Boolean).join(' · ')],
    ['Booking Date', formatDate(booking.bookingDate || billing.bookingDate)],
    ['Shift', booking.bookingShift || billing.bookingShift],
    ['Guests', booking.noOfGuests || billing.noOfGuests],
    ['Payment Mode', booking.paymentMode || billing.paymentMode],
    ['Status', booking.isCancelled ? BOOKING_STATUS.cancelled : BOOKING_STATUS.confirmed],
    ['Room Rent', formatTaka(billing.roomRent)],
    ...booking.addonServices.map((addon): [string, string] => [
      addon.title,
      formatTaka(addon.price),
    ]),
    ['Discount', formatTaka(billing.discount)],
    ...(booking.isCancelled
      ? [['Cancellation Charge', formatTaka(billing.cancelationCharge)] as [string, string]]
      : []),
    ['Bill', formatTaka(listBill(booking))],
    ['Paid', formatTaka(billing.paid)],
    ['Due', formatTaka(due)],
  ];
  return {
    title: booking.bookingRefId || booking.bookingType,
    badge: paymentBadge(due),
    tone: due > 0 ? 'warn' : 'ok',
    cancelled: booking.isCancelled,
    facts: facts.filter(([, value]) => value !== '').map(([label, value]) => ({ label, value })),
  };
}
