import { atom, onMount, type ReadableAtom } from 'nanostores';
import { failureText } from '../lib/api/failure.ts';

/** Something a page loads once: on its way, there, or failed with a message for people. */
export type Resource<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

export interface ResourceOptions {
  /** The failure text of an error (default: the error's own message). */
  failureText?: (error: unknown) => string;
}

/**
 * A store that loads when an island first uses it. If the island goes away first, the call
 * is aborted and its late answer dropped (a newer load always wins).
 */
export function createResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  options: ResourceOptions = {},
): ReadableAtom<Resource<T>> {
  const describe = options.failureText ?? ((error: unknown) => failureText(error));
  const $resource = atom<Resource<T>>({ status: 'loading' });
  let running: AbortController | null = null;

  onMount($resource, () => {
    const own = new AbortController();
    running = own;
    $resource.set({ status: 'loading' });
    load(own.signal).then(
      (data) => {
        if (running === own) $resource.set({ status: 'ready', data });
      },
      (error: unknown) => {
        if (running === own) $resource.set({ status: 'error', message: describe(error) });
      },
    );
    return () => {
      own.abort();
      if (running === own) running = null;
    };
  });
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
