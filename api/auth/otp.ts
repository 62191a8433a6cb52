import { randomInt } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { digest } from './tokens.ts';

const VALID_MS = 5 * 60 * 1000;
const MAX_WRONG = 5;
const MAX_PER_HOUR = 5;

export type OtpCheck = 'ok' | 'wrong' | 'expired' | 'none';

/** One-time sign-in codes: 4 digits, stored hashed, 5 minutes, single use, 5 tries. */
export function otpStore(db: DatabaseSync, now: () => Date) {
  const recent = db.prepare(
    'SELECT COUNT(*) AS n FROM otp_codes WHERE member_id = ? AND created_at > ?',
  );
  const insert = db.prepare(
    'INSERT INTO otp_codes (member_id, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const voidAll = db.prepare('UPDATE otp_codes SET spent = 1 WHERE member_id = ? AND spent = 0');
  const latest = db.prepare(
    'SELECT id, code_hash, expires_at, wrong_tries FROM otp_codes WHERE member_id = ? AND spent = 0 ORDER BY id DESC LIMIT 1',
  );
  const wrong = db.prepare(
    'UPDATE otp_codes SET wrong_tries = wrong_tries + 1, spent = (wrong_tries + 1 >= ?) WHERE id = ?',
  );
  const spend = db.prepare('UPDATE otp_codes SET spent = 1 WHERE id = ?');
  return {
    /** Whether another code may be sent this hour. */
    mayIssue(memberId: string): boolean {
      const row = recent.get(memberId, now().getTime() - 60 * 60 * 1000) as { n: number };
      return row.n < MAX_PER_HOUR;
    },
    /** A new code (earlier ones are voided). */
    issue(memberId: string): string {
      const code = String(randomInt(0, 10_000)).padStart(4, '0');
      voidAll.run(memberId);
      insert.run(
        memberId,
        digest(`${memberId}:${code}`),
        now().getTime(),
        now().getTime() + VALID_MS,
      );
      return code;
    },
    /** Checks `code` against the member's live code; a match spends it. */
    check(memberId: string, code: string): OtpCheck {
      const row = latest.get(memberId) as
        { id: number; code_hash: string; expires_at: number; wrong_tries: number } | undefined;
      if (!row) return 'none';
      if (row.expires_at <= now().getTime()) {
        spend.run(row.id);
        return 'expired';
      }
      if (row.code_hash !== digest(`${memberId}:${code}`)) {
        wrong.run(MAX_WRONG, row.id);
        return 'wrong';
      }
      spend.run(row.id);
      return 'ok';
    },
  };
}
