import { useHydrated, useStore } from './use-store.ts';
import { loadingTexts } from '../lib/constants/messages.ts';
import { formatTaka } from '../lib/format/money.ts';
import {
  $booking,
  $bookingRefData,
  $bookingSubmit,
  $bookingTotal,
  $canBook,
  $dateError,
  $minDate,
  $shiftOptions,
  bookNow,
  chooseBookingSlot,
  chooseBookingType,
  setBookingField,
} from '../stores/booking-form.ts';
import { $session } from '../stores/session.ts';
import BookingAddons from './BookingAddons.tsx';
import BookingRooms from './BookingRooms.tsx';
import FailureNotice from './FailureNotice.tsx';
import { useKeepTyped } from './keep-typed.ts';

/** /booking: type, date, shift, hall or room, purpose, guests, addons, payment, total. */
export default function BookingForm() {
  const session = useStore($session);
  const ref = useStore($bookingRefData);
  const draft = useStore($booking);
  const shifts = useStore($shiftOptions, []);
  const minDate = useStore($minDate);
  const dateError = useStore($dateError, '');
  const submit = useStore($bookingSubmit);
  const total = useStore($bookingTotal, 0);
  const canBook = useStore($canBook, false);
  // The member's name and id come from the stored session: shown once in the browser.
  const member = useHydrated() ? session : { userName: '', acNo: '' };
  const options = ref.status === 'ready' ? ref.data : { bookingTypes: [], paymentMode: [] };
  // The fields open before the choices arrive are in the prebuilt page: what a member typed
  // into them before React took the page over is kept.
  const dateField = useKeepTyped<HTMLInputElement>(draft.bookingDate, (bookingDate) =>
    chooseBookingSlot({ bookingDate }),
  );
  const purposeField = useKeepTyped<HTMLInputElement>(draft.purpose, (purpose) =>
    setBookingField('purpose', purpose),
  );
  const guestsField = useKeepTyped<HTMLInputElement>(draft.noOfGuests, (guests) =>
    setBookingField('noOfGuests', guests),
  );

  // The whole form is in the prebuilt page; the booking types and payment modes fill its
  // selects when they arrive (the first one says 'Loading...' until then).
  return (
    <form
      className="card booking-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void bookNow();
      }}
    >
      <dl className="booking-form__member">
        <div>
          <dt>Member Name</dt>
          <dd>{member.userName}</dd>
        </div>
        <div>
          <dt>Member Id</dt>
          <dd>{member.acNo}</dd>
        </div>
      </dl>
      {/* Only a failure takes a line here; while the choices load, the first select says so. */}
      <FailureNotice message={ref.status === 'error' ? ref.message : ''} />
      <div className="field">
        <label htmlFor="booking-type">Booking Type</label>
        <select
          id="booking-type"
          value={draft.bookingType}
          disabled={ref.status !== 'ready'}
          onChange={(event) => chooseBookingType(event.target.value)}
        >
          <option value="">
            {ref.status === 'loading' ? loadingTexts.plain : 'Select booking type'}
          </option>
          {options.bookingTypes.map((type) => (
            <option key={type.title} value={type.title}>
              {type.title}
            </option>
          ))}
        </select>
      </div>
      <div className="booking-form__pair">
        <div className="field">
          <label htmlFor="booking-date">Date</label>
          <input
            ref={dateField}
            id="booking-date"
            type="date"
            min={minDate}
            value={draft.bookingDate}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={dateError ? 'booking-date-error' : undefined}
            onChange={(event) => chooseBookingSlot({ bookingDate: event.target.value })}
          />
          {dateError && (
            <p id="booking-date-error" className="field-error" role="alert">
              {dateError}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="booking-shift">Shift</label>
          <select
            id="booking-shift"
            value={draft.bookingShift}
            disabled={shifts.length === 0}
            onChange={(event) => chooseBookingSlot({ bookingShift: event.target.value })}
          >
            <option value="">Select shift</option>
            {shifts.map((shift) => (
              <option key={shift.value || shift.title} value={shift.value || shift.title}>
                {shift.title}
              </option>
            ))}
          </select>
        </div>
      </div>
      <BookingRooms />
      <div className="field">
        <label htmlFor="booking-purpose">Purpose</label>
        <input
          ref={purposeField}
          id="booking-purpose"
          value={draft.purpose}
          autoComplete="off"
          onChange={(event) => setBookingField('purpose', event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="booking-guests">Number of Guests</label>
        <input
          ref={guestsField}
          id="booking-guests"
          inputMode="numeric"
          value={draft.noOfGuests}
          autoComplete="off"
          aria-invalid={submit.guestsError ? true : undefined}
          aria-describedby={submit.guestsError ? 'booking-guests-error' : undefined}
          onChange={(event) => setBookingField('noOfGuests', event.target.value)}
        />
        {submit.guestsError && (
          <p id="booking-guests-error" className="field-error" role="alert">
            {submit.guestsError}
          </p>
        )}
      </div>
      <BookingAddons />
      <div className="field">
        <label htmlFor="booking-payment">Payment Mode</label>
        <select
          id="booking-payment"
          value={draft.paymentMode}
          disabled={ref.status !== 'ready'}
          onChange={(event) => setBookingField('paymentMode', event.target.value)}
        >
          {options.paymentMode.length === 0 && (
            <option value={draft.paymentMode}>{draft.paymentMode}</option>
          )}
          {options.paymentMode.map((mode) => (
            <option key={mode.value || mode.title} value={mode.value || mode.title}>
              {mode.title}
            </option>
          ))}
        </select>
      </div>
      <p className="booking-form__total">
        Total Amount: <output aria-live="polite">{formatTaka(total)}</output>
      </p>
      <FailureNotice message={submit.failure} />
      <button type="submit" className="button" disabled={!canBook} aria-busy={submit.busy}>
        {submit.busy ? 'Booking…' : 'Book Now'}
      </button>
    </form>
  );
}
