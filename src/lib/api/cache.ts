/**
 * A small in-memory cache of GET answers for islands (public-area §9: data kept 5 minutes).
 * It keeps the pending promise, so two islands asking at once share one request; a failed
 * request is forgotten at once so the next ask tries again.
 */
export interface ResponseCache {
  remember<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

/** A cache whose entries live `ttlMs` from when they were asked for. */
export function createResponseCache(ttlMs: number, now: () => number = Date.now): ResponseCache {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  return {
    remember<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<T>;
      const value = load();
      entries.set(key, { expires: now() + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear: () => entries.clear(),
  };
}
