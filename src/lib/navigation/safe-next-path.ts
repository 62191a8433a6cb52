const probeOrigin = 'https://club.invalid';

/** Starts with exactly one '/' and no second slash or backslash (not protocol-relative). */
const isSitePath = (path: string) => /^\/(?![/\\])/.test(path);

/**
 * `next` if it is a path on this site, else `fallback`. Guards the login redirect against
 * open redirects: only a single leading '/', no '//' or '/\' (protocol-relative), no scheme,
 * no backslashes or control characters (which browsers rewrite or drop before parsing).
 */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (typeof next !== 'string' || !isSitePath(next)) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\\\u0000-\u001f\u007f\s]/.test(next)) return fallback;
  const url = new URL(next, probeOrigin);
  if (url.origin !== probeOrigin) return fallback;
  const path = url.pathname + url.search + url.hash;
  // Dot segments can leave '//' at the start ('/..//evil.example' normalises to
  // '//evil.example'), which a browser reads as another host: check what comes out too.
  return isSitePath(path) ? path : fallback;
}
