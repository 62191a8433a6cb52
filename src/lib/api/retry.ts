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
