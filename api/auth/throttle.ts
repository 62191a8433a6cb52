import type { DatabaseSync } from 'node:sqlite';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES = 5;
// One address may try more accounts (a family's shared connection), but not endlessly.
const MAX_FAILURES_PER_ADDRESS = 30;

/** Counts failed sign-ins per subject (account, address) over a 15-minute window. */
export function loginThrottle(db: DatabaseSync, now: () => Date) {
  const count = db.prepare(
    'SELECT COUNT(*) AS n, MIN(at) AS first FROM login_failures WHERE subject = ? AND at > ?',
  );
  const add = db.prepare('INSERT INTO login_failures (subject, at) VALUES (?, ?)');
  const clear = db.prepare('DELETE FROM login_failures WHERE subject = ?');
  return {
    /** Minutes until `subjects` may try again, or 0 when none of them is locked. */
    lockedFor(subjects: string[]): number {
      const since = now().getTime() - WINDOW_MS;
      let wait = 0;
      for (const subject of subjects) {
        const row = count.get(subject, since) as { n: number; first: number | null };
        const limit = subject.startsWith('address:') ? MAX_FAILURES_PER_ADDRESS : MAX_FAILURES;
        if (row.n >= limit && row.first !== null) {
          wait = Math.max(wait, Math.ceil((row.first + WINDOW_MS - now().getTime()) / 60000));
        }
      }
      return wait;
    },
    fail(subjects: string[]): void {
      for (const subject of subjects) add.run(subject, now().getTime());
    },
    succeed(subject: string): void {
      clear.run(subject);
    },
  };
}
