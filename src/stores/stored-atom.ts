import { atom, onMount, type WritableAtom } from 'nanostores';
import { followOtherTabs, readKey, writeKey } from '../lib/web-storage.ts';

interface StoredOptions<T> {
  /** The value from what is stored (null: nothing is). */
  decode: (stored: string | null) => T;
  /** What to store; undefined removes the key. */
  encode: (value: T) => string | undefined;
  /** Follow the key when another tab changes it (and after a page comes back from history). */
  follow?: boolean;
}

// Not @nanostores/persistent: its atom writes localStorage itself (a full or refused storage
// throws the change away) and, with an engine over the storage helper, it cost the cart and
// order pages ~0.3 KB gzip they do not have within their 20 KB beside React.

/**
 * A store kept in localStorage under `key`, through the site's one storage helper: read as
 * the module loads (nothing while the build renders) and again when first used if another tab
 * changed it, written on every set.
 */
export function storedAtom<T>(
  key: string,
  initial: T,
  { decode, encode, follow = true }: StoredOptions<T>,
): WritableAtom<T> {
  let stored = readKey('localStorage', key);
  const $stored = atom(stored === null ? initial : decode(stored));
  const show = $stored.set;
  const restore = () => {
    const now = readKey('localStorage', key);
    if (now === stored) return;
    stored = now;
    show(now === null ? initial : decode(now));
  };
  $stored.set = (value) => {
    writeKey('localStorage', key, encode(value) ?? null);
    // What is stored now: a write the storage refused keeps the change for this page only.
    stored = readKey('localStorage', key);
    show(value);
  };
  onMount($stored, () => {
    restore();
    if (follow) return followOtherTabs(restore, true);
  });
  return $stored;
}
