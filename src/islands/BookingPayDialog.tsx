import { useStore } from './use-store.ts';
import { messages } from '../lib/constants/messages.ts';
import { $payingFor, closePay } from '../stores/booking-list.ts';
import ModalDialog from './ModalDialog.tsx';

/** 'Are You Ready to Pay?': proceeding only closes it; no payment call exists (members-area §4). */
export default function BookingPayDialog() {
  const payingFor = useStore($payingFor);
  return (
    <ModalDialog open={payingFor !== ''} title={messages.confirmPay} onClose={closePay}>
      <div className="modal-dialog__actions">
        <button type="button" className="button button--ghost" onClick={closePay} autoFocus>
          Cancel
        </button>
        <button type="button" className="button" onClick={closePay}>
          Yes, Proceed
        </button>
      </div>
    </ModalDialog>
  );
}
