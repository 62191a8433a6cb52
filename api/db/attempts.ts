import type { DatabaseSync } from 'node:sqlite';

/** How many attempts of one kind a subject made since a time, and when. */
export interface AttemptCount {
  n: number;
  /** The oldest counted attempt (ms), or null when none. */
  first: number | null;
  /** The newest counted attempt (ms), or null when none. */
  last: number | null;
}

/** Counted attempts (sign-ins, codes, enquiries) per kind and subject, with their times. */
export function attemptStore(db: DatabaseSync) {
  const count = db.prepare(
    'SELECT COUNT(*) AS n, MIN(at) AS first, MAX(at) AS last FROM attempts WHERE kind = ? AND subject = ? AND at > ?',
  );
  const add = db.prepare('INSERT INTO attempts (kind, subject, at) VALUES (?, ?, ?)');
  const remove = db.prepare('DELETE FROM attempts WHERE id = ?');
  const clear = db.prepare('DELETE FROM attempts WHERE kind = ? AND subject = ?');
  const purge = db.prepare('DELETE FROM attempts WHERE at <= ?');
  return {
    /** Attempts of `kind` by `subject` after `since` (ms). */
    count(kind: string, subject: string, since: number): AttemptCount {
      const row = count.get(kind, subject, since) as {
        n: number;
        first: number | null;
        last: number | null;
      };
      return { n: Number(row.n), first: row.first, last: row.last };
    },
    /** Records an attempt; its id lets a success take it back. */
    add(kind: string, subject: string, at: number): number {
      return Number(add.run(kind, subject, at).lastInsertRowid);
    },
    remove(id: number): void {
      remove.run(id);
    },
    /** Forgets every attempt of `kind` by `subject` (a success). */
    clear(kind: string, subject: string): void {
      clear.run(kind, subject);
    },
    /** Drops attempts no window counts any more. */
    purge(before: number): void {
      purge.run(before);
    },
  };
}
