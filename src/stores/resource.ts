import { atom, onMount, type ReadableAtom } from 'nanostores';
import { failureText } from '../lib/api/failure.ts';

/** Something a page loads once: on its way, there, or failed with a message for people. */
export type Resource<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

export interface ResourceOptions {
  /** The failure text of an error (default: the error's own message). */
  failureText?: (error: unknown) => string;
  /**
   * Wait until this is true before calling (default: call at once), for a call the page may
   * never need: the cart's delivery places, of no use to an empty cart.
   */
  needed?: ReadableAtom<boolean>;
}

/** Whether this runs in a browser (not while the build renders the page). */
export const inBrowser = () => typeof window !== 'undefined';

/**
 * A store that loads once per page. In the browser the call starts as soon as the store is
 * made, when its module loads (before React has taken the page over), or once it is
 * `needed`; elsewhere (tests) when first used. The build renders its loading state and
 * never calls.
 */
export function createResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  options: ResourceOptions = {},
): ReadableAtom<Resource<T>> {
  const describe = options.failureText ?? ((error: unknown) => failureText(error));
  const $resource = atom<Resource<T>>({ status: 'loading' });
  let started = false;

  const start = () => {
    if (started) return;
    started = true;
    load(new AbortController().signal).then(
      (data) => $resource.set({ status: 'ready', data }),
      (error: unknown) => $resource.set({ status: 'error', message: describe(error) }),
    );
  };
  const startWhenNeeded = () => {
    const needed = options.needed;
    if (!needed || needed.get()) return start();
    const stop = needed.listen((yes) => {
      if (!yes) return;
      stop();
      start();
    });
  };
  if (inBrowser()) startWhenNeeded();
  else onMount($resource, startWhenNeeded);
  return $resource;
}

/** One resource per key (a board type, a booking id), made when first asked for. */
export function resourceFamily<Key extends string, T>(
  load: (key: Key, signal: AbortSignal) => Promise<T>,
  options: ResourceOptions = {},
): (key: Key) => ReadableAtom<Resource<T>> {
  const made = new Map<Key, ReadableAtom<Resource<T>>>();
  return (key) => {
    let found = made.get(key);
    if (!found) {
      found = createResource((signal) => load(key, signal), options);
      made.set(key, found);
    }
    return found;
  };
}
