/** A Web Storage, or null where there is none (server) or it is refused (privacy modes). */
export function webStorage(name: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[name];
  } catch {
    return null;
  }
}

/** Reads a key; null when absent or the storage is refused. */
export function readKey(name: 'localStorage' | 'sessionStorage', key: string): string | null {
  try {
    return webStorage(name)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes (or with null removes) a key; a full or refused storage keeps it for this page only. */
export function writeKey(
  name: 'localStorage' | 'sessionStorage',
  key: string,
  value: string | null,
): void {
  try {
    const storage = webStorage(name);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // See above.
  }
}
