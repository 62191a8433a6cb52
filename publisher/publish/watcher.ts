import type { CheckRequests } from '../build/contract.ts';

// The watcher: every few minutes (the admin sets it: off, or 1–60 minutes) it asks the
// provider whether anything changed since the live build — the change check of a publish, a
// round of conditional, bodiless requests when nothing did — and asks for a publish when
// something did. While the provider fails it waits longer each time (twice the interval, four
// times, … at most an hour), and says so once.

/** What one check found: no change, a change (a publish was asked for), or a build already
 * running (its own check will see the change). A provider failure is thrown. */
export type WatchOutcome = 'unchanged' | 'changed' | 'busy';

/** A check's outcome and the requests it made (none when it was busy or had no live build). */
export interface WatchCheck {
  outcome: WatchOutcome;
  requests?: CheckRequests;
}

/** The watcher as the admin page shows it. */
export interface WatchState {
  /** Minutes between checks; null when the watcher is off. */
  minutes: number | null;
  lastCheckAt: string | null;
  /** How long the last check took. */
  lastCheckMs: number | null;
  /** The requests the last check made; null when it made none (busy, failed, no live build). */
  lastCheckRequests: CheckRequests | null;
  lastOutcome: WatchOutcome | 'failed' | null;
  /** The last time a check saw a change, and which check it was (counted from 1). */
  lastChangeAt: string | null;
  lastChangeCheck: number | null;
  /** Checks made since the publisher started. */
  checks: number;
  nextCheckAt: string | null;
  /** Checks that failed in a row (the watcher backs off while this grows). */
  failures: number;
  /** Why the last check failed. */
  lastError: string | null;
}

/** The longest the watcher waits, however long the provider has been failing. */
const MAX_WAIT_MS = 60 * 60_000;

/** The minutes an admin may set: off, or a whole number from 1 to 60. */
export function watchMinutesProblem(minutes: unknown): string | null {
  if (minutes === null) return null;
  if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 1 || minutes > 60)
    return 'The watch interval is off or a whole number of minutes from 1 to 60.';
  return null;
}

export interface WatcherOptions {
  /** Asks the provider whether anything changed, and asks for a publish when it did. */
  check: () => Promise<WatchCheck>;
  minutes: number | null;
  /** How long a minute is (tests make it shorter). */
  minuteMs?: number;
  /** Told when the provider starts failing the check (once a streak) and when it answers again. */
  onFailing?: (error: string, failures: number, nextInMs: number) => void;
  onRecovered?: (failures: number) => void;
  /** Told whenever the state changes (the admin page follows it). */
  onChange?: () => void;
}

/** A watcher, stopped until `start`. */
export function createWatcher(options: WatcherOptions) {
  const minuteMs = options.minuteMs ?? 60_000;
  const state: WatchState = {
    minutes: options.minutes,
    lastCheckAt: null,
    lastCheckMs: null,
    lastCheckRequests: null,
    lastOutcome: null,
    lastChangeAt: null,
    lastChangeCheck: null,
    checks: 0,
    nextCheckAt: null,
    failures: 0,
    lastError: null,
  };
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let checking: Promise<void> = Promise.resolve();

  const waitMs = () => {
    const base = (state.minutes ?? 0) * minuteMs;
    return Math.min(base * 2 ** state.failures, Math.max(base, MAX_WAIT_MS));
  };

  function schedule(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    state.nextCheckAt = null;
    if (running && state.minutes !== null) {
      const wait = waitMs();
      state.nextCheckAt = new Date(Date.now() + wait).toISOString();
      timer = setTimeout(() => void checkNow(), wait);
      timer.unref();
    }
    options.onChange?.();
  }

  async function runCheck(): Promise<void> {
    const started = Date.now();
    state.lastCheckAt = new Date(started).toISOString();
    state.checks++;
    try {
      const { outcome, requests } = await options.check();
      const recovered = state.failures;
      state.lastOutcome = outcome;
      state.lastCheckRequests = requests ?? null;
      state.failures = 0;
      state.lastError = null;
      if (outcome === 'changed') {
        state.lastChangeAt = state.lastCheckAt;
        state.lastChangeCheck = state.checks;
      }
      if (recovered > 0) options.onRecovered?.(recovered);
    } catch (error) {
      state.lastOutcome = 'failed';
      state.lastCheckRequests = null;
      state.failures++;
      state.lastError = error instanceof Error ? error.message : String(error);
      if (state.failures === 1) options.onFailing?.(state.lastError, state.failures, waitMs());
    } finally {
      state.lastCheckMs = Date.now() - started;
      schedule();
    }
  }

  /** Checks at once (and then on the interval again). */
  function checkNow(): Promise<void> {
    checking = checking.then(runCheck);
    return checking;
  }

  return {
    state: (): WatchState => ({ ...state }),
    /** Starts checking on the interval (the first check one interval from now). */
    start(): void {
      running = true;
      schedule();
    },
    /** Sets the interval (null: off); the next check is one new interval from now. */
    setMinutes(minutes: number | null): void {
      const problem = watchMinutesProblem(minutes);
      if (problem) throw new Error(problem);
      state.minutes = minutes;
      schedule();
    },
    checkNow,
    /** Stops checking; resolves when a check under way has ended. */
    async stop(): Promise<void> {
      running = false;
      schedule();
      await checking;
    },
  };
}

export type Watcher = ReturnType<typeof createWatcher>;
