import type { BookingStore } from '../db/bookings.ts';

type Booking = ReturnType<BookingStore['view']>;

const escapeHtml = (value: unknown) =>
  String(value).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const taka = (amount: number) => `৳ ${amount.toLocaleString('en-IN')}`;

/** A self-contained HTML page for a message (no invoice: missing token, not yours, …). */
export function messagePage(title: string, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:16px system-ui,sans-serif;margin:2rem;color:#1d2321}</style></head>
<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></body></html>`;
}

/** The booking's invoice as a small self-contained HTML page; every value is escaped. */
export function invoicePage(booking: Booking): string {
  const { billing } = booking;
  const addons = booking.addonServices.reduce((sum, addon) => sum + addon.price, 0);
  const bill = booking.isCancelled
    ? billing.cancelationCharge
    : billing.roomRent + addons - billing.discount;
  const due = bill - billing.paid;
  const rows: [string, string][] = [
    ['Booking', booking.bookingRefId],
    ['Member', `${booking.member.name} (${booking.member.accId})`],
    ['Type', booking.bookingType],
    ['Room', `${booking.room.title} ${booking.room.roomNo}`],
    ['Date', booking.bookingDate],
    ['Shift', booking.bookingShift],
    ['Purpose', booking.purpose],
    ['Guests', String(booking.noOfGuests)],
    ['Payment mode', booking.paymentMode],
    ['Room rent', taka(billing.roomRent)],
    ...booking.addonServices.map((addon): [string, string] => [addon.title, taka(addon.price)]),
    ['Discount', taka(billing.discount)],
    ...(booking.isCancelled
      ? [['Cancellation charge', taka(billing.cancelationCharge)] as [string, string]]
      : []),
    ['Bill', taka(bill)],
    ['Paid', taka(billing.paid)],
    ['Due', taka(Math.max(due, 0))],
    ['Status', booking.isCancelled ? 'Cancelled' : due > 0 ? 'Unpaid' : 'Paid'],
  ];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Invoice ${escapeHtml(booking.bookingRefId)}</title>
<style>body{font:15px/1.4 system-ui,sans-serif;margin:1.5rem;color:#1d2321}h1{line-height:1.2}table{border-collapse:collapse;width:100%;max-width:40rem}
th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #ddd}th{width:45%;color:#4a5550;font-weight:600}</style></head>
<body><h1>Invoice</h1><table>${rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table></body></html>`;
}
