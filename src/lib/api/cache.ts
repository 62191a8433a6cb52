import { forgetKeptAnswers, keepAnswer, readKeptAnswer } from './kept-answers.ts';

/**
 * A small cache of GET answers for islands (public-area §9: data kept 5 minutes). It keeps
 * the pending promise, so two islands asking at once share one request; a failed request is
 * forgotten at once so the next ask tries again. With `keep`, answers also outlive the page
 * (sessionStorage, see kept-answers.ts): a return visit within the 5 minutes asks nothing.
 */
export interface ResponseCache {
  remember<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

/** A cache whose entries live `ttlMs` from when they were asked for. */
export function createResponseCache(
  ttlMs: number,
  now: () => number = Date.now,
  keep = false,
): ResponseCache {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  return {
    remember<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<T>;
      const kept = keep ? readKeptAnswer(key, now()) : undefined;
      const expires = kept?.expires ?? now() + ttlMs;
      const value = kept ? Promise.resolve(kept.data as T) : load();
      entries.set(key, { expires, value });
      value.then(
        (data) => {
          if (keep && !kept) keepAnswer(key, data, expires);
        },
        () => {
          if (entries.get(key)?.value === value) entries.delete(key);
        },
      );
      return value;
    },
    clear: () => {
      entries.clear();
      if (keep) forgetKeptAnswers();
    },
  };
}
