import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import { isIP } from 'node:net';
import type { TLSSocket } from 'node:tls';

/**
 * The publish server's Hono environment: the node request and response (the static site is
 * sent through them), and who sent the request and whether it came over https
 * (`clientOrigin`, below).
 */
export interface PublishEnv {
  Bindings: HttpBindings;
  Variables: {
    /** The client's address: the socket's, or the one a trusted proxy names. */
    client: string;
    /** The request reached the site over https (a TLS socket, or a trusted proxy saying so). */
    https: boolean;
  };
}

/** What a request says about where it came from. */
export interface RequestSource {
  /** The address of the socket the request came in on. */
  socket: string;
  /** The socket is a TLS socket. */
  encrypted: boolean;
  forwardedFor?: string | null;
  forwardedProto?: string | null;
}

const plainAddress = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.)/, '');

/**
 * Who sent a request, and whether it came over https: the socket, or — when the socket is
 * one of the configured trusted proxies (TRUSTED_PROXIES) — the last address the proxies
 * added to X-Forwarded-For and the scheme in X-Forwarded-Proto. Headers from anyone else
 * are ignored (they could say anything).
 */
export function requestOrigin(source: RequestSource, trustedProxies: readonly string[] = []) {
  const socket = plainAddress(source.socket);
  const trusted = new Set(trustedProxies.map(plainAddress));
  if (!trusted.has(socket)) return { client: socket, https: source.encrypted };
  const hops = (source.forwardedFor ?? '')
    .split(',')
    .map(plainAddress)
    .filter((hop) => isIP(hop));
  while (hops.length > 1 && trusted.has(hops.at(-1)!)) hops.pop();
  const scheme = (source.forwardedProto ?? '').split(',').at(-1)?.trim().toLowerCase();
  return { client: hops.at(-1) ?? socket, https: source.encrypted || scheme === 'https' };
}

/**
 * Sets `client` and `https` for the routes after it, both from the socket of the node
 * bindings (absent in app.request() tests: no address, not https). Never from the request's
 * URL: a plain-http request may name an https target in absolute form (`GET https://x/`).
 */
export function clientOrigin(
  trustedProxies: readonly string[] = [],
): MiddlewareHandler<PublishEnv> {
  return async (c, next) => {
    // The bindings are missing when a test calls app.request() without them.
    const socket = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket as
      Partial<TLSSocket> | undefined;
    const { client, https } = requestOrigin(
      {
        socket: socket?.remoteAddress ?? '',
        encrypted: socket?.encrypted === true,
        forwardedFor: c.req.header('x-forwarded-for'),
        forwardedProto: c.req.header('x-forwarded-proto'),
      },
      trustedProxies,
    );
    c.set('client', client);
    c.set('https', https);
    await next();
  };
}
