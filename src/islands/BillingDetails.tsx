import { useStore } from './use-store.ts';
import { listBill, listDue, paymentBadge } from '../lib/billing/bill.ts';
import { BOOKING_STATUS } from '../lib/constants/members-area.ts';
import { loadingTexts } from '../lib/constants/messages.ts';
import { formatDate } from '../lib/format/date.ts';
import { formatTaka } from '../lib/format/money.ts';
import type { Booking } from '../lib/schemas/bookings.ts';
import { billingDetails, billingIdHere } from '../stores/billing.ts';
import InvoiceFrame from './InvoiceFrame.tsx';
import ResourceView from './ResourceView.tsx';

function BillCard({ booking }: { booking: Booking }) {
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
  return (
    <article className="bill-card card">
      <h2>
        {booking.bookingRefId || booking.bookingType}{' '}
        <span className={due > 0 ? 'badge badge--warn' : 'badge badge--ok'}>
          {paymentBadge(due)}
        </span>{' '}
        {booking.isCancelled && (
          <span className="badge badge--bad">{BOOKING_STATUS.cancelled}</span>
        )}
      </h2>
      <dl>
        {facts
          .filter(([, value]) => value !== '')
          .map(([label, value], index) => (
            <div key={`${label}-${index}`}>
              <dt>{label}</dt>
              <dd>{value}</dd>
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
