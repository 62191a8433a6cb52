import { atom, onMount } from 'nanostores';
import * as v from 'valibot';
import { confirmOtp, loginWithOtp } from '../lib/api/calls/auth.ts';
import { providerTextOr } from '../lib/api/failure.ts';
import { messages } from '../lib/constants/messages.ts';
import {
  emptyOtpBoxes,
  eraseOtpBox,
  fillOtpBoxes,
  maskedOtpMessage,
  otpCode,
  typedOtpText,
} from '../lib/members/otp.ts';
import { readKey, writeKey } from '../lib/web-storage.ts';
import { clubApi } from './club-api.ts';
import { createForm, requireFields } from './form.ts';
import { navigation } from './navigation.ts';
import { holdOtpSession } from './session.ts';
import { routes } from '../lib/routes.ts';

// The one-time-code sign-in: /forgot-password → /submit-otp → /reset-password. What the
// next page needs (the account number, the provider's message with the number masked) is
// kept in sessionStorage: it survives the page changes and ends with the tab.

const FLOW_KEY = 'otpFlow';

const flowSchema = v.fallback(
  v.object({
    acNo: v.pipe(v.string(), v.maxLength(100)),
    message: v.pipe(v.string(), v.maxLength(1000)),
  }),
  { acNo: '', message: '' },
);
export type OtpFlow = v.InferOutput<typeof flowSchema>;

function readFlow(): OtpFlow {
  try {
    return v.parse(flowSchema, JSON.parse(readKey('sessionStorage', FLOW_KEY) ?? 'null'));
  } catch {
    return v.parse(flowSchema, null);
  }
}

function keepFlow(flow: OtpFlow | null): void {
  writeKey('sessionStorage', FLOW_KEY, flow && JSON.stringify(flow));
  $otpFlow.set(flow ?? v.parse(flowSchema, null));
}

/** The account number the code was sent for, and the provider's message (number masked). */
export const $otpFlow = atom<OtpFlow>(v.parse(flowSchema, null));
onMount($otpFlow, () => {
  $otpFlow.set(readFlow());
});

/** Forgets the flow (after the new password, or to start again). */
export const endOtpFlow = () => keepFlow(null);

/** /forgot-password: asks for a code for the account number, then goes to /submit-otp. */
export const forgotPasswordForm = createForm({
  initial: { acNo: '' },
  validate: (values) => requireFields(values, { acNo: messages.accountNoRequired }),
  send: async ({ acNo }) => {
    const { message } = await loginWithOtp(clubApi, acNo.trim());
    keepFlow({ acNo: acNo.trim(), message: maskedOtpMessage(message) });
    navigation.go(routes.submitOtp);
  },
});

/** The four code boxes of /submit-otp, how the last confirmation went, and the box to focus. */
export const $otpEntry = atom({ boxes: emptyOtpBoxes(), focus: 0, busy: false, failure: '' });

/** The new value of box `index` as the browser reports it after typing (or autofill). */
export function typeOtp(index: number, value: string): void {
  const { boxes } = $otpEntry.get();
  pasteOtp(index, typedOtpText(boxes[index] ?? '', value));
}

/** Text pasted into box `index`: as long as the code, it fills every box (see fillOtpBoxes). */
export function pasteOtp(index: number, text: string): void {
  $otpEntry.set({ ...$otpEntry.get(), ...fillOtpBoxes($otpEntry.get().boxes, index, text) });
}

/** Backspace in an empty box `index`: back to the previous box, cleared. */
export function eraseOtp(index: number): void {
  $otpEntry.set({ ...$otpEntry.get(), ...eraseOtpBox($otpEntry.get().boxes, index) });
}

/** A /submit-otp page without a flow (opened directly, or the tab was closed) starts over. */
export function requireOtpFlow(): void {
  if (!readFlow().acNo) navigation.replace(routes.forgotPassword);
}

/**
 * Confirms the code. Success holds the token (not yet signed in) and goes to
 * /reset-password; a refusal shows the provider's message and clears the boxes; no answer
 * shows 'Something went wrong'.
 */
export async function submitOtp(): Promise<void> {
  const entry = $otpEntry.get();
  const otp = otpCode(entry.boxes);
  const { acNo } = readFlow();
  if (entry.busy || !otp) return;
  if (!acNo) return requireOtpFlow();
  $otpEntry.set({ ...entry, busy: true, failure: '' });
  try {
    holdOtpSession(await confirmOtp(clubApi, { acNo, otp }));
    navigation.go(routes.resetPassword);
  } catch (error) {
    $otpEntry.set({
      boxes: emptyOtpBoxes(),
      focus: 0,
      busy: false,
      failure: providerTextOr(error, messages.otpFailed),
    });
  }
}
