import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/** The shortest admin secret accepted: guessing one is hopeless, so no lock-out is needed. */
export const MIN_ADMIN_TOKEN_LENGTH = 24;

/** Why `token` cannot be the admin secret, or null when it can. */
export function adminTokenProblem(token: string): string | null {
  if (token.length < MIN_ADMIN_TOKEN_LENGTH)
    return `ADMIN_TOKEN must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters (it has ${token.length}); make one with: openssl rand -base64 24`;
  if (/\s/.test(token)) return 'ADMIN_TOKEN must not contain spaces.';
  return null;
}

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

const plainAddress = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.)/, '');

/**
 * Who sent a request, and whether it came over https: the socket, or — when the socket is
 * one of the configured trusted proxies (TRUSTED_PROXIES) — the last address the proxies
 * added to X-Forwarded-For and the scheme in X-Forwarded-Proto. Headers from anyone else
 * are ignored (they could say anything).
 */
export function requestOrigin(req: IncomingMessage, trustedProxies: readonly string[] = []) {
  const socket = plainAddress(req.socket.remoteAddress ?? '');
  const trusted = new Set(trustedProxies.map(plainAddress));
  const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true;
  if (!trusted.has(socket)) return { client: socket, https: encrypted };
  const hops = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map(plainAddress)
    .filter((hop) => isIP(hop));
  while (hops.length > 1 && trusted.has(hops.at(-1)!)) hops.pop();
  const scheme = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')
    .at(-1)
    ?.trim()
    .toLowerCase();
  return { client: hops.at(-1) ?? socket, https: encrypted || scheme === 'https' };
}

/**
 * Slows down a client that sends wrong secrets, and only that client: after `free` wrong
 * ones it must wait before the next (1 s, doubling up to `maxWaitMs`); a wrong secret sent
 * sooner is answered 429 without counting. It never stands between anyone and the right
 * secret — the caller accepts a correct token first — so no one can lock the admin out.
 * Clients are forgotten `windowMs` after their last wrong secret; at most `maxClients` kept.
 */
export function failureThrottle({
  free = 5,
  maxWaitMs = 5 * 60_000,
  windowMs = 30 * 60_000,
  maxClients = 10_000,
  now = () => Date.now(),
} = {}) {
  const clients = new Map<string, { failures: number; last: number }>();
  const current = (client: string) => {
    const entry = clients.get(client);
    if (entry && now() - entry.last < windowMs) return entry;
    clients.delete(client);
    return null;
  };
  const waitOf = (failures: number) =>
    failures < free ? 0 : Math.min(1000 * 2 ** (failures - free), maxWaitMs);
  return {
    /** Milliseconds the client must still wait before its next try (0: it may try now). */
    waitMs(client: string): number {
      const entry = current(client);
      return entry ? Math.max(0, entry.last + waitOf(entry.failures) - now()) : 0;
    },
    /** Counts a wrong secret from the client. */
    failed(client: string): void {
      const entry = current(client) ?? { failures: 0, last: 0 };
      entry.failures++;
      entry.last = now();
      clients.delete(client);
      clients.set(client, entry);
      if (clients.size > maxClients) clients.delete(clients.keys().next().value!);
    },
    /** Forgets the client's failures (it sent the right secret). */
    succeeded(client: string): void {
      clients.delete(client);
    },
  };
}
