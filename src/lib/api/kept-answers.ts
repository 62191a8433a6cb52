import { keysWith, readKey, writeKey } from '../web-storage.ts';

// The islands' GET answers kept in sessionStorage for the 5 minutes the cache allows
// (public-area §9), so a member coming back to a page within that time sees its data at once,
// without asking the API again. Kept per tab and per token (the key holds a hash of it), and
// removed when the member signs out.

const PREFIX = 'clubAnswer:';

/** A short, stable hash of a text (FNV-1a), so keys do not hold the token itself. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
  }
  return (value >>> 0).toString(36);
}

/** The storage key of a cache key (call URL and token); ends in ':' and the URL, which a data
 * page's head script looks for (src/lib/inline-scripts.ts). */
const keptKey = (cacheKey: string) => `${PREFIX}${hash(cacheKey)}:${cacheKey.split('\n')[0]}`;

/** A kept answer that is still fresh at `now`, or undefined. */
export function readKeptAnswer(
  cacheKey: string,
  now: number,
): { data: unknown; expires: number } | undefined {
  try {
    const kept = JSON.parse(readKey('sessionStorage', keptKey(cacheKey)) ?? 'null') as {
      expires?: unknown;
      data?: unknown;
    } | null;
    if (kept && typeof kept.expires === 'number' && kept.expires > now)
      return { data: kept.data, expires: kept.expires };
  } catch {
    // A corrupt entry is no answer.
  }
  return undefined;
}

/** Keeps an answer until `expires` (ms since the epoch). */
export function keepAnswer(cacheKey: string, data: unknown, expires: number): void {
  writeKey('sessionStorage', keptKey(cacheKey), JSON.stringify({ expires, data }));
}

/** Removes every kept answer (signing out, an expired session). */
export function forgetKeptAnswers(): void {
  for (const key of keysWith('sessionStorage', PREFIX)) writeKey('sessionStorage', key, null);
}
