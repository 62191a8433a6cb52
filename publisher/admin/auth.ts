import { createHash, timingSafeEqual } from 'node:crypto';

const digestOf = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether `Authorization: Bearer <token>` carries the admin secret. Both sides are hashed
 * first so the constant-time comparison always compares equal-length values, whatever was sent.
 */
export function bearerMatches(header: string | undefined, secret: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';
  const same = timingSafeEqual(digestOf(given), digestOf(secret));
  return same && given !== '';
}

/** Refuses an address after `limit` wrong secrets in `windowMs` (guessing costs time). */
export function failureThrottle(limit = 10, windowMs = 10 * 60_000, now = () => Date.now()) {
  const failures = new Map<string, { count: number; since: number }>();
  const current = (address: string) => {
    const entry = failures.get(address);
    return entry && now() - entry.since < windowMs ? entry : null;
  };
  return {
    blocked: (address: string) => (current(address)?.count ?? 0) >= limit,
    failed(address: string) {
      const entry = current(address) ?? { count: 0, since: now() };
      entry.count++;
      failures.set(address, entry);
    },
  };
}
