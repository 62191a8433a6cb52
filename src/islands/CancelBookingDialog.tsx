import { useStore } from './use-store.ts';
import { loadingTexts, messages } from '../lib/constants/messages.ts';
import { formatTaka } from '../lib/format/money.ts';
import {
  $cancelDialog,
  closeCancel,
  confirmCancel,
  setCancelReason,
} from '../stores/booking-cancel.ts';
import FailureNotice from './FailureNotice.tsx';
import ModalDialog from './ModalDialog.tsx';

/** The cancel dialog: the charge and a reason (No / Yes), or only the refusal and OK. */
export default function CancelBookingDialog() {
  const dialog = useStore($cancelDialog);
  const asking = dialog.phase === 'confirm';
  const title = asking ? messages.confirmCancel : 'Cancel Booking';
  const reasonHelp = 'cancel-reason-error';

  return (
    <ModalDialog
      open={dialog.phase !== 'closed'}
      title={title}
      hideTitle={!asking && dialog.phase !== 'loading'}
      onClose={closeCancel}
    >
      {dialog.phase === 'loading' && <p role="status">{loadingTexts.plain}</p>}
      {dialog.phase === 'refused' && (
        <>
          <p role="alert">{dialog.message}</p>
          <div className="modal-dialog__actions">
            <button type="button" className="button" onClick={closeCancel} autoFocus>
              OK
            </button>
          </div>
        </>
      )}
      {asking && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirmCancel();
          }}
        >
          <p className="cancel-charge">
            {dialog.charge === null ? messages.cancelChargeUnknown : 'Cancellation charge: '}
            {dialog.charge !== null && <strong>{formatTaka(dialog.charge)}</strong>}
          </p>
          <div className="field">
            <label htmlFor="cancel-reason">Reason for cancelling</label>
            <textarea
              id="cancel-reason"
              rows={3}
              value={dialog.reason}
              autoFocus
              aria-invalid={dialog.reasonError ? true : undefined}
              aria-describedby={dialog.reasonError ? reasonHelp : undefined}
              onChange={(event) => setCancelReason(event.target.value)}
            />
            {dialog.reasonError && (
              <p id={reasonHelp} className="field-error" role="alert">
                {dialog.reasonError}
              </p>
            )}
          </div>
          <FailureNotice message={dialog.failure} />
          <div className="modal-dialog__actions">
            <button
              type="button"
              className="button button--ghost"
              onClick={closeCancel}
              disabled={dialog.busy}
            >
              No
            </button>
            <button type="submit" className="button" disabled={dialog.busy} aria-busy={dialog.busy}>
              Yes
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
