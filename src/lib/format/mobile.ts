import {
  MASKED_MOBILE_HEAD,
  MASKED_MOBILE_TAIL,
  MOBILE_DIGITS,
} from '../constants/members-area.ts';

/** A mobile number with all but its first 4 and last 3 digits masked: '0171****678'. */
export function maskMobile(mobile: string): string {
  const visible = MASKED_MOBILE_HEAD + MASKED_MOBILE_TAIL;
  if (mobile.length <= visible) return mobile;
  const hidden = '*'.repeat(mobile.length - visible);
  return mobile.slice(0, MASKED_MOBILE_HEAD) + hidden + mobile.slice(-MASKED_MOBILE_TAIL);
}

/**
 * The 11-digit mobile number in a provider message ('Code sent to 01712345678'), or null.
 * A number written with the country code (8801712345678) gives its local 11 digits.
 */
export function extractMobile(message: string): string | null {
  const runs = message.match(/\d+/g) ?? [];
  const local = runs.find((run) => run.length === MOBILE_DIGITS);
  if (local) return local;
  const international = runs.find(
    (run) => run.length === MOBILE_DIGITS + 2 && run.startsWith('880'),
  );
  return international ? international.slice(2) : null;
}
