import type { DatabaseSync } from 'node:sqlite';

/** A member's live one-time code as stored (its hash only). */
export interface OtpCodeRow {
  id: number;
  code_hash: string;
  expires_at: number;
  wrong_tries: number;
}

/** The one-time codes table: issue, read the live one, count a wrong try, spend. */
export function otpCodeStore(db: DatabaseSync) {
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
    /** Stores a new code hash, voiding the member's earlier codes. */
    replace(memberId: string, codeHash: string, createdAt: number, expiresAt: number): void {
      voidAll.run(memberId);
      insert.run(memberId, codeHash, createdAt, expiresAt);
    },
    /** The member's newest unspent code, or null. */
    live(memberId: string): OtpCodeRow | null {
      return (latest.get(memberId) as OtpCodeRow | undefined) ?? null;
    },
    /** Counts a wrong try; the code is spent at `maxWrong`. */
    countWrong(id: number, maxWrong: number): void {
      wrong.run(maxWrong, id);
    },
    spend(id: number): void {
      spend.run(id);
    },
  };
}
