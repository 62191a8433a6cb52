import { atom } from 'nanostores';
import { cancelBooking, getCancellationCharge } from '../lib/api/calls/booking-cancel.ts';
import { failureText } from '../lib/api/failure.ts';
import { messages } from '../lib/constants/messages.ts';
import { clubApi } from './club-api.ts';

/**
 * The cancel dialog: 'loading' while the charge is fetched; 'refused' (status 403) shows only
 * the provider's message and OK; 'confirm' asks for a reason with No / Yes, with the charge,
 * or without it (null) when it could not be fetched.
 */
export interface CancelDialog {
  bookingId: string;
  phase: 'closed' | 'loading' | 'refused' | 'confirm';
  charge: number | null;
  message: string;
  reason: string;
  reasonError: string;
  busy: boolean;
  failure: string;
}

const closed: CancelDialog = {
  bookingId: '',
  phase: 'closed',
  charge: 0,
  message: '',
  reason: '',
  reasonError: '',
  busy: false,
  failure: '',
};

export const $cancelDialog = atom<CancelDialog>(closed);
let fetching: AbortController | null = null;
/** What the list does once a booking is cancelled (given by the list that opened the dialog:
 * this store is loaded on demand, and imports nothing of the list's). */
let onCancelled: (bookingId: string) => void = () => {};

const patch = (change: Partial<CancelDialog>) =>
  $cancelDialog.set({ ...$cancelDialog.get(), ...change });

/** Opens the dialog for a booking and fetches what cancelling would cost; `cancelled` is
 * told when the booking has been cancelled. */
export async function openCancel(
  bookingId: string,
  cancelled: (bookingId: string) => void,
): Promise<void> {
  fetching?.abort();
  const own = new AbortController();
  fetching = own;
  onCancelled = cancelled;
  $cancelDialog.set({ ...closed, bookingId, phase: 'loading' });
  try {
    const answer = await getCancellationCharge(clubApi, bookingId, { signal: own.signal });
    if (fetching !== own) return;
    patch(
      answer.cancellable
        ? { phase: 'confirm', charge: answer.charge, message: answer.message }
        : { phase: 'refused', message: answer.message },
    );
  } catch (error) {
    if (fetching !== own) return;
    // members-area §8: only logged. The cancel itself does not need the charge: the dialog
    // still takes the reason and cancels (a failed charge call must not strand the member),
    // saying the charge could not be shown (messages.cancelChargeUnknown).
    console.error('Cancellation charge fetch failed', error);
    patch({ phase: 'confirm', charge: null, message: '' });
  }
}

/** The reason box changed (kept as typed, whatever happens). */
export function setCancelReason(reason: string): void {
  const { reasonError } = $cancelDialog.get();
  patch({ reason, reasonError: reasonError && !reason.trim() ? reasonError : '' });
}

/** Yes: cancels with the reason; on success the card turns Cancelled and the list reloads. */
export async function confirmCancel(): Promise<void> {
  const dialog = $cancelDialog.get();
  if (dialog.phase !== 'confirm' || dialog.busy) return;
  if (!dialog.reason.trim()) {
    patch({ reasonError: messages.cancelReasonRequired, failure: '' });
    return;
  }
  patch({ busy: true, reasonError: '', failure: '' });
  try {
    await cancelBooking(clubApi, dialog.bookingId, dialog.reason.trim());
  } catch (error) {
    // An error flag leaves the booking as it was; the reason stays for another try.
    patch({ busy: false, failure: failureText(error) });
    return;
  }
  $cancelDialog.set(closed);
  onCancelled(dialog.bookingId);
}

/** No, OK or Escape: closes the dialog (not while the cancel request runs). */
export function closeCancel(): void {
  if ($cancelDialog.get().busy) return;
  fetching?.abort();
  fetching = null;
  $cancelDialog.set(closed);
}
