import { useStore as useNanoStore } from '@nanostores/react';
import { useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

// The member pages are prebuilt: the build renders every island with its stores as they
// start (nothing loaded, nothing read from storage), and React takes that HTML over in the
// browser. To take it over without a mismatch, the first render in the browser shows the
// values the HTML was built with, whatever the stores hold by then (a fast answer, the stored
// session); the next render shows the current ones.

/**
 * A store's value in an island: while React takes over the prebuilt HTML, the value it was
 * built with (the store's initial value, or `prebuilt` for a computed store, which has none of
 * its own); then the current one.
 */
export function useStore<T>(store: ReadableAtom<T>, prebuilt?: T): T {
  return useNanoStore(store, { ssr: prebuilt === undefined ? 'initial' : () => prebuilt });
}

const stayHydrated = () => () => {};

/**
 * False in the prebuilt HTML and while React takes it over, true after: what depends on the
 * browser alone (the stored cart, the stored session) shows only then.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    stayHydrated,
    () => true,
    () => false,
  );
