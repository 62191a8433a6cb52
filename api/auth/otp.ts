import { randomInt } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { otpCodeStore } from '../db/otp-codes.ts';
import { digest } from './tokens.ts';

const VALID_MS = 5 * 60 * 1000;
const MAX_WRONG = 5;

export type OtpCheck = 'ok' | 'wrong' | 'expired' | 'none';

/**
 * One-time sign-in codes: 4 digits (the site's four boxes), stored hashed, 5 minutes,
 * single use, void after 5 wrong tries. How many codes and guesses are allowed is the
 * business of api/auth/limits.ts.
 */
export function otpStore(db: DatabaseSync, now: () => Date) {
  const codes = otpCodeStore(db);
  return {
    /** A new code (earlier ones are voided). */
    issue(memberId: string): string {
      const code = String(randomInt(0, 10_000)).padStart(4, '0');
      const at = now().getTime();
      codes.replace(memberId, digest(`${memberId}:${code}`), at, at + VALID_MS);
      return code;
    },
    /** Checks `code` against the member's live code; a match spends it. */
    check(memberId: string, code: string): OtpCheck {
      const row = codes.live(memberId);
      if (!row) return 'none';
      if (row.expires_at <= now().getTime()) {
        codes.spend(row.id);
        return 'expired';
      }
      if (row.code_hash !== digest(`${memberId}:${code}`)) {
        codes.countWrong(row.id, MAX_WRONG);
        return 'wrong';
      }
      codes.spend(row.id);
      return 'ok';
    },
  };
}
