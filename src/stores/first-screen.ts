import { atom, type ReadableAtom } from 'nanostores';

// The member pages are prebuilt: the build renders every island with its stores as they
// start (nothing loaded, nothing read from storage), and React takes that HTML over in the
// browser. To take it over without a mismatch, the first render in the browser must show the
// same values, whatever the stores hold by then (a fast answer, the stored session); the next
// render shows the current ones. islands/use-store.ts reads stores this way.

const firstValues = new WeakMap<object, unknown>();
// A room a page script drew before React arrived (src/scripts/early-room.ts) shows a later
// value: React takes that over instead.
const drawnValues = new WeakMap<object, unknown>();

/** Names the value a store shows in the prebuilt HTML (computed stores have none of their own). */
export function firstScreen<S extends ReadableAtom<unknown>>(
  store: S,
  value: S extends ReadableAtom<infer T> ? T : never,
): S {
  firstValues.set(store, value);
  return store;
}

/**
 * The value the page shows of a store when React takes it over: the one drawn before React,
 * else the prebuilt HTML's (the one named, else its initial value).
 */
export function firstScreenValue<T>(store: ReadableAtom<T>): T {
  if (drawnValues.has(store)) return drawnValues.get(store) as T;
  return (firstValues.has(store) ? firstValues.get(store) : store.init) as T;
}

/**
 * A member page's room drawn before React (scripts/early-room.ts) from its template
 * (components/members/EarlyRoom.astro): what it shows and how.
 */
export interface EarlyRoom<T> {
  /** The name its template is found by. */
  name: string;
  /** The selector of the room, in its template and in the island. */
  room: string;
  store: ReadableAtom<T>;
  /** The room's fields (its lists' cards by `each`) from the store; null: nothing to draw. */
  record(value: T): object | null;
  /** The store's value the template is rendered with: one card in each list. */
  template(): T;
  /** Other stores the room shows, with their template values (drawn as they are then). */
  also?: readonly (readonly [ReadableAtom<unknown>, unknown])[];
}

/** The stores' values a room's template is rendered with: its own store's, then the others'. */
export const earlyTemplateValues = <T>(early: EarlyRoom<T>) =>
  [[early.store, early.template()] as const, ...(early.also ?? [])] as const;

/** Says the page now shows `value` of `store`, drawn before React has taken the page over. */
export function drawnBeforeReact<T>(store: ReadableAtom<T>, value: T): void {
  drawnValues.set(store, value);
}

/**
 * True once the page runs in the browser; false in the prebuilt HTML and while React takes it
 * over. What depends on the browser alone (stored cart, stored session) shows only then.
 */
export const $inBrowser = firstScreen(atom(true), false);
