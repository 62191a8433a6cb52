import { RETRY_BASE_DELAY_MS, RETRY_COUNT, RETRY_MAX_DELAY_MS } from '../constants/timing.ts';

/** A retry delay held between 0 and the 30 s cap. */
export function retryDelay(ms: number): number {
  return Math.min(Math.max(0, ms), RETRY_MAX_DELAY_MS);
}

/** React Query's default back-off: 1 s, 2 s, 4 s, … doubling, capped at 30 s. */
export function backoffDelays(retries = RETRY_COUNT): number[] {
  return Array.from({ length: retries }, (_, attempt) =>
    retryDelay(RETRY_BASE_DELAY_MS * 2 ** attempt),
  );
}

/** Whether an HTTP status is a passing server fault worth another try (5xx, 429). */
export function isTransientStatus(status: number): boolean {
  return status >= 500 || status === 429;
}

/**
 * The wait a Retry-After header asks for, in ms: delay-seconds or an HTTP date (RFC 9110
 * §10.2.3); null when absent or unreadable. A date in the past asks for no wait.
 */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its day and month ('Tue, 24 Nov 2026 04:00:30 GMT'); anything else
  // that Date.parse would read ('-5' is the year -5) is no date.
  const date = /^[A-Za-z]{3}, /.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * The wait before the next try: the back-off step with jitter (between half of it and all of
 * it, so many pages that failed together do not come back together), never shorter than the
 * server's Retry-After, held under the 30 s cap.
 */
export function nextRetryDelay(backoffMs: number, serverAskedMs: number | null): number {
  return retryDelay(Math.max((backoffMs * (1 + Math.random())) / 2, serverAskedMs ?? 0));
}
