import type { Context, MiddlewareHandler } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import type { PublishEnv } from '../client-origin.ts';

/** The shortest admin secret accepted: guessing one is hopeless, so no lock-out is needed. */
export const MIN_ADMIN_TOKEN_LENGTH = 24;

/** What a Bearer token may hold (RFC 6750's token68, as hono/bearer-auth reads it). */
const bearerToken = /^[A-Za-z0-9._~+/-]+=*$/;

/** Why `token` cannot be the admin secret, or null when it can. */
export function adminTokenProblem(token: string): string | null {
  if (token.length < MIN_ADMIN_TOKEN_LENGTH)
    return `ADMIN_TOKEN must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters (it has ${token.length}); make one with: openssl rand -base64 24`;
  if (/\s/.test(token)) return 'ADMIN_TOKEN must not contain spaces.';
  if (!bearerToken.test(token))
    return 'ADMIN_TOKEN may hold only letters, digits and - . _ ~ + / (and = at the end), as a Bearer token does; make one with: openssl rand -base64 24';
  return null;
}

/**
 * Slows down a client that sends wrong secrets, and only that client: after `free` wrong
 * ones it must wait before the next (1 s, doubling up to `maxWaitMs`); a wrong secret sent
 * sooner is answered 429 without counting. It never stands between anyone and the right
 * secret — the caller accepts a correct token first — so no one can lock the admin out. The
 * right secret forgives nothing: an address shared by the admin and a guesser (a proxy not
 * named in TRUSTED_PROXIES) keeps the guesser's count. Clients are forgotten `windowMs` after
 * their last wrong secret; at most `maxClients` kept.
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
  };
}

export type FailureThrottle = ReturnType<typeof failureThrottle>;

/**
 * The admin calls' guard: hono/bearer-auth with the admin secret, and the failure throttle
 * around its refusals. The right token is always accepted; a wrong one (a Bearer token that
 * is not the secret) counts against the client (`c.var.client`) and, once it must wait, is
 * answered 429 with Retry-After without counting. A call without a token never counts, and
 * the right token clears no count. Every refusal is JSON with `WWW-Authenticate: Bearer`.
 */
export function adminBearerAuth(
  secret: string,
  throttle: FailureThrottle = failureThrottle(),
): MiddlewareHandler<PublishEnv> {
  const refuse = (c: Context<PublishEnv>): Response => {
    const client = c.var.client;
    const presented = /^Bearer\s+\S/i.test(c.req.header('authorization') ?? '');
    const waitMs = presented ? throttle.waitMs(client) : 0;
    const challenge = { 'www-authenticate': 'Bearer' };
    if (waitMs > 0)
      return c.json({ error: 'Too many wrong tokens; wait a little before the next try.' }, 429, {
        ...challenge,
        'retry-after': String(Math.ceil(waitMs / 1000)),
      });
    if (presented) throttle.failed(client);
    return c.json({ error: 'The admin token is missing or wrong.' }, 401, challenge);
  };
  const message = (c: Context) => refuse(c as Context<PublishEnv>);
  return bearerAuth<PublishEnv>({
    token: secret,
    noAuthenticationHeader: { message },
    invalidAuthenticationHeader: { message },
    invalidToken: { message },
  });
}
