import { getBillingDetails, invoiceWebviewUrl } from '../lib/api/calls/billing.ts';
import type { HeadCall } from '../lib/api/head-call.ts';
import { PAGE_ID } from '../lib/api/head-call.ts';
import { listBill, listDue, paymentBadge, paymentLabel } from '../lib/billing/bill.ts';
import { BOOKING_STATUS } from '../lib/constants/members-area.ts';
import { messages } from '../lib/constants/messages.ts';
import { formatDate } from '../lib/format/date.ts';
import { formatTaka } from '../lib/format/money.ts';
import { memberRouteId } from '../lib/member-shells.ts';
import type { Booking } from '../lib/schemas/bookings.ts';
import { clubApi } from './club-api.ts';
import { resourceFamily } from './resource.ts';
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

/**
 * The invoice page's address, once it is known to load: a frame cannot tell a failed page
 * from a good one, so the page is asked for first ('Failed to load invoice' otherwise).
 */
export const invoicePage = resourceFamily(
  async (id: string, signal) => {
    const url = invoiceWebviewUrl(clubApi, id, $session.get().token);
    const response = await fetch(url, { signal });
    // The frame asks for the page itself: this copy's body is not wanted (on a slow network
    // it would download twice, and keep its request open).
    void response.body?.cancel().catch(() => undefined);
    if (!response.ok) throw new Error(`invoice ${response.status}`);
    return url;
  },
  { failureText: () => messages.invoiceFailed },
);

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
