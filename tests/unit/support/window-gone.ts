import { STORE_UNMOUNT_DELAY } from 'nanostores';
import { vi } from 'vitest';

/**
 * Lets nanostores' unmount delay pass (a second after a store's last listener went) with the
 * test's window gone, as it is once a test file has ended; throws what a store's cleanup
 * throws then. Called with fake timers on; the window and real timers come back after.
 */
export function unmountWithWindowGone(): void {
  vi.stubGlobal('window', undefined);
  try {
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY);
  } finally {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  }
}
