import type { DatabaseSync } from 'node:sqlite';
import { attemptStore } from '../db/attempts.ts';
import { transaction } from '../db/open.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How often something may be tried. Attempts of `kind` by one subject (an account, an
 * address, or '*' for everyone) count for `windowMs`. After `free` of them each further one
 * must wait `delayMs`, doubled per attempt (at most `maxDelayMs`): a growing delay, never a
 * lock-out by a few requests. At `cap` the subject is refused until the oldest counted
 * attempt leaves the window.
 */
export interface Limit {
  kind: string;
  windowMs: number;
  free: number;
  delayMs?: number;
  maxDelayMs?: number;
  cap?: number;
}

/** Every limit of the stand-in, in one place (api/README.md, "Rules it enforces"). */
export const limits = {
  // Passwords: five free tries per account, then 1 s, 2 s, 4 s … up to 15 minutes a try.
  loginAccount: {
    kind: 'login:account',
    windowMs: DAY,
    free: 5,
    delayMs: SECOND,
    maxDelayMs: 15 * MINUTE,
  },
  // One address may try more accounts (a family's shared connection), but ever more slowly.
  loginAddress: {
    kind: 'login:address',
    windowMs: HOUR,
    free: 30,
    delayMs: SECOND,
    maxDelayMs: 15 * MINUTE,
  },
  // Code requests send a text message and name the member's number: few per account, per
  // address and in all, so numbers cannot be collected in bulk.
  codeRequestAccountHour: { kind: 'code:account', windowMs: HOUR, free: 5, cap: 5 },
  codeRequestAccountDay: { kind: 'code:account', windowMs: DAY, free: 10, cap: 10 },
  codeRequestAddress: {
    kind: 'code:address',
    windowMs: HOUR,
    free: 5,
    delayMs: 10 * SECOND,
    maxDelayMs: 5 * MINUTE,
    cap: 20,
  },
  codeRequestAll: { kind: 'code:all', windowMs: HOUR, free: 200, cap: 200 },
  // Wrong one-time codes: a 4-digit code falls to 10,000 guesses, so every guess counts,
  // per account (10 a day), per address (30 a day) and in all (100 a day).
  wrongCodeAccount: {
    kind: 'wrong-code:account',
    windowMs: DAY,
    free: 3,
    delayMs: 2 * SECOND,
    maxDelayMs: 15 * MINUTE,
    cap: 10,
  },
  wrongCodeAddress: {
    kind: 'wrong-code:address',
    windowMs: DAY,
    free: 10,
    delayMs: 2 * SECOND,
    maxDelayMs: 15 * MINUTE,
    cap: 30,
  },
  wrongCodeAll: {
    kind: 'wrong-code:all',
    windowMs: DAY,
    free: 50,
    delayMs: SECOND,
    maxDelayMs: MINUTE,
    cap: 100,
  },
  // The contact form: a few enquiries an hour from one address.
  enquiryAddress: {
    kind: 'enquiry:address',
    windowMs: HOUR,
    free: 3,
    delayMs: 30 * SECOND,
    maxDelayMs: 10 * MINUTE,
    cap: 10,
  },
} as const satisfies Record<string, Limit>;

/** A limit checked for one subject. */
export type Check = readonly [limit: Limit, subject: string];

/** Why an attempt must wait: how long, and whether a cap (not a delay) was reached. */
export interface Refusal {
  limit: Limit;
  waitMs: number;
  locked: boolean;
}

/** `ms` in words for people: '40 seconds', '3 minutes', '5 hours'. */
export function waitInWords(ms: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (ms < 90 * SECOND) return unit(Math.max(1, Math.ceil(ms / SECOND)), 'second');
  if (ms < 90 * MINUTE) return unit(Math.ceil(ms / MINUTE), 'minute');
  return unit(Math.ceil(ms / HOUR), 'hour');
}

/** Counts attempts against limits; checking and recording happen in one step. */
export function attemptGuard(db: DatabaseSync, now: () => Date) {
  const store = attemptStore(db);
  const longest = Math.max(...Object.values(limits).map((limit) => limit.windowMs));

  function refusalOf([limit, subject]: Check, at: number): Refusal | null {
    const { n, first, last } = store.count(limit.kind, subject, at - limit.windowMs);
    if (limit.cap !== undefined && n >= limit.cap && first !== null)
      return { limit, waitMs: first + limit.windowMs - at, locked: true };
    if (limit.delayMs && n >= limit.free && last !== null) {
      const delay = Math.min(limit.delayMs * 2 ** (n - limit.free), limit.maxDelayMs ?? Infinity);
      if (last + delay > at) return { limit, waitMs: last + delay - at, locked: false };
    }
    return null;
  }

  /** The longest wait among `checks` at `at`, or null when all pass. */
  function refusal(checks: readonly Check[], at: number): Refusal | null {
    let worst: Refusal | null = null;
    for (const check of checks) {
      const found = refusalOf(check, at);
      if (found && (!worst || found.waitMs > worst.waitMs)) worst = found;
    }
    return worst;
  }

  /** Records one attempt per distinct kind and subject; their ids. */
  function record(checks: readonly Check[], at: number): number[] {
    const seen = new Set<string>();
    const ids: number[] = [];
    for (const [limit, subject] of checks) {
      const key = `${limit.kind}\n${subject}`;
      if (seen.has(key)) continue;
      seen.add(key);
      ids.push(store.add(limit.kind, subject, at));
    }
    return ids;
  }

  return {
    /** Whether `checks` would refuse now (nothing is recorded). */
    refusal: (checks: readonly Check[]) => refusal(checks, now().getTime()),
    /**
     * Checks and records in one step, so parallel requests cannot all pass a check that
     * none of them has counted yet: a refusal records nothing, a pass counts an attempt.
     */
    admit(checks: readonly Check[]): { refused: Refusal } | { refused: null; ids: number[] } {
      const at = now().getTime();
      return transaction(db, () => {
        store.purge(at - longest);
        const refused = refusal(checks, at);
        return refused ? { refused } : { refused: null, ids: record(checks, at) };
      });
    },
    /** Counts an attempt of each check (a wrong code found after the check). */
    record: (checks: readonly Check[]) => record(checks, now().getTime()),
    /** Takes back attempts that turned out to succeed. */
    undo(ids: readonly number[]): void {
      for (const id of ids) store.remove(id);
    },
    /** Forgets `subject`'s attempts of `limit`'s kind (a success resets its delays). */
    forget([limit, subject]: Check): void {
      store.clear(limit.kind, subject);
    },
  };
}
