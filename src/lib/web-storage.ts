// The one way the site reads and writes Web Storage (members-area §3 keeps the session, the
// cart and the menu there). Every access may throw (privacy modes, a full storage) and there
// is none while the build renders: reads then give null, writes last for this page only.

export type StorageName = 'localStorage' | 'sessionStorage';

/** A Web Storage, or null where there is none (server) or it is refused (privacy modes). */
function webStorage(name: StorageName): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[name];
  } catch {
    return null;
  }
}

/** Reads a key; null when absent or the storage is refused. */
export function readKey(name: StorageName, key: string): string | null {
  try {
    return webStorage(name)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes (or with null removes) a key; a full or refused storage keeps it for this page only. */
export function writeKey(name: StorageName, key: string, value: string | null): void {
  try {
    const storage = webStorage(name);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // See above.
  }
}

/** Every key of a storage that starts with `prefix` ([] when refused). */
export function keysWith(name: StorageName, prefix: string): string[] {
  try {
    const storage = webStorage(name);
    if (!storage) return [];
    return Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '').filter(
      (key) => key.startsWith(prefix),
    );
  } catch {
    return [];
  }
}

/**
 * Calls `heard` with the key another tab changed (null: it cleared the storage, or with
 * `onReturn` the page came back from history, and anything may have changed); returns the way
 * to stop (nothing outside a browser).
 */
export function followOtherTabs(heard: (key: string | null) => void, onReturn = false) {
  if (typeof window === 'undefined') return;
  // The window listened to, kept: nanostores stops a store a second after its last listener
  // went, when a test's window may be gone.
  const listened = window;
  const listener = (event: Event) => heard((event as StorageEvent).key ?? null);
  const types = onReturn ? ['storage', 'pageshow'] : ['storage'];
  types.forEach((type) => listened.addEventListener(type, listener));
  return () => types.forEach((type) => listened.removeEventListener(type, listener));
}
