import { atom, type ReadableAtom } from 'nanostores';

// The member pages are prebuilt: the build renders every island with its stores as they
// start (nothing loaded, nothing read from storage), and React takes that HTML over in the
// browser. To take it over without a mismatch, the first render in the browser must show the
// same values, whatever the stores hold by then (a fast answer, the stored session); the next
// render shows the current ones. islands/use-store.ts reads stores this way.

const firstValues = new WeakMap<object, unknown>();

/** Names the value a store shows in the prebuilt HTML (computed stores have none of their own). */
export function firstScreen<S extends ReadableAtom<unknown>>(
  store: S,
  value: S extends ReadableAtom<infer T> ? T : never,
): S {
  firstValues.set(store, value);
  return store;
}

/** The value a store shows in the prebuilt HTML: the one named, else its initial value. */
export function firstScreenValue<T>(store: ReadableAtom<T>): T {
  return (firstValues.has(store) ? firstValues.get(store) : store.init) as T;
}

/**
 * True once the page runs in the browser; false in the prebuilt HTML and while React takes it
 * over. What depends on the browser alone (stored cart, stored session) shows only then.
 */
export const $inBrowser = firstScreen(atom(true), false);
