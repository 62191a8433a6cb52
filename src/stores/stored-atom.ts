import { persistentAtom, setPersistentEngine } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';
import { followOtherTabs, readKey, writeKey } from '../lib/web-storage.ts';

// The cart and the kept menu are @nanostores/persistent atoms. Its storage and tab events go
// through the site's one storage helper (set once, here, as the library intends: its
// setPersistentEngine), so a full or refused storage keeps a change for this page instead of
// throwing it away, and a store let go of after its window has gone (a test's) stops cleanly.
// A value the storage refused (full, or a privacy mode) is kept for this page only.
const pageOnly = new Map<string, string>();
const stored = (key: string) => readKey('localStorage', key) ?? pageOnly.get(key);
setPersistentEngine(
  new Proxy({} as Record<string, string>, {
    get: (_, key) => (typeof key === 'string' ? stored(key) : undefined),
    has: (_, key) => typeof key === 'string' && stored(key) !== undefined,
    set: (_, key, value) => {
      const name = String(key);
      writeKey('localStorage', name, String(value));
      if (readKey('localStorage', name) === String(value)) pageOnly.delete(name);
      else pageOnly.set(name, String(value));
      return true;
    },
    deleteProperty: (_, key) => {
      writeKey('localStorage', String(key), null);
      pageOnly.delete(String(key));
      return true;
    },
  }),
  (() => {
    const stops = new Map<unknown, () => void>();
    return {
      addEventListener(key, listener, restore) {
        const stop = followOtherTabs((changed) => {
          // The library sets the initial value for a key removed (newValue null).
          const newValue = readKey('localStorage', key) as string;
          if (changed === key) listener({ key, newValue });
          else restore();
        }, true);
        if (stop) stops.set(listener, stop);
      },
      removeEventListener(_key, listener) {
        stops.get(listener)?.();
        stops.delete(listener);
      },
    };
  })(),
);

interface StoredOptions<T> {
  /** The value from what is stored. */
  decode: (stored: string) => T;
  /** What to store; undefined removes the key. */
  encode: (value: T) => string | undefined;
  /** Follow the key when another tab changes it (and after a page comes back from history). */
  follow?: boolean;
}

/** A store kept in localStorage under `key` (@nanostores/persistent over the storage helper). */
export const storedAtom = <T>(
  key: string,
  initial: T,
  { decode, encode, follow = true }: StoredOptions<T>,
): WritableAtom<T> => persistentAtom<T>(key, initial, { decode, encode, listen: follow });
