import { useStore } from './use-store.ts';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { otpCode } from '../lib/members/otp.ts';
import { routes } from '../lib/routes.ts';
import {
  $otpEntry,
  $otpFlow,
  eraseOtp,
  pasteOtp,
  requireOtpFlow,
  submitOtp,
  typeOtp,
} from '../stores/otp-flow.ts';
import MemberForm from './MemberForm.tsx';

/** /submit-otp: the provider's message (number masked) and four single-character boxes. */
export default function OtpForm() {
  const { message } = useStore($otpFlow);
  const { boxes, focus, busy, failure } = useStore($otpEntry);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(requireOtpFlow, []);
  // The boxes are in the prebuilt page: what was typed or pasted into them before React took
  // the page over (on a slow phone, all of it in the first box, where the browser leaves it)
  // is read once, before React's first update writes the store's empty boxes back, and given
  // to the store as a paste into the first box: one character per box.
  useLayoutEffect(() => {
    const typed = inputs.current.map((input) => input?.value ?? '').join('');
    if (typed) pasteOtp(0, typed);
  }, []);
  // The store decides where typing goes next (after a character, a paste, a cleared form).
  useEffect(() => {
    inputs.current[focus]?.focus();
  }, [focus, boxes]);

  return (
    <MemberForm
      onSubmit={() => void submitOtp()}
      busy={busy}
      failure={failure}
      submitLabel="Submit"
      incomplete={!otpCode(boxes)}
      aside={<a href={routes.forgotPassword}>Send a new code</a>}
    >
      {/* The provider's message is kept in this tab's storage: its line is kept from the start. */}
      <p role="status" className="otp-message">
        {message}
      </p>
      <fieldset className="otp-boxes">
        <legend>One-time code</legend>
        {boxes.map((box, index) => (
          <input
            key={index}
            ref={(node) => {
              inputs.current[index] = node;
            }}
            aria-label={`Code character ${index + 1} of ${boxes.length}`}
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            inputMode="numeric"
            value={box}
            onFocus={(event) => event.currentTarget.select()}
            onChange={(event) => typeOtp(index, event.target.value)}
            onPaste={(event) => {
              event.preventDefault();
              pasteOtp(index, event.clipboardData.getData('text').trim());
            }}
            onKeyDown={(event) => {
              if (event.key === 'Backspace' && !box) {
                event.preventDefault();
                eraseOtp(index);
              }
            }}
          />
        ))}
      </fieldset>
    </MemberForm>
  );
}
