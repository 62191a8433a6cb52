import { useStore as useNanoStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { firstScreenValue } from '../stores/first-screen.ts';

/**
 * A store's value in an island. While React takes over the prebuilt HTML it is the value the
 * HTML was built with (stores/first-screen.ts), so the two match; then the current one.
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  return useNanoStore(store, { ssr: () => firstScreenValue(store) }) as T;
}
