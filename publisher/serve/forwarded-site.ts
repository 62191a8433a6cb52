import { getRequestListener, type HttpBindings } from '@hono/node-server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono, type Context, type Env } from 'hono';
import { compress } from 'hono/compress';
import { readSiteConfig } from '../../src/lib/settings.ts';
import { FORWARDED_API } from '../../src/lib/site-config.ts';
import { apiForwarding, isForwarded, type ForwardTargets } from './api-forwarding.ts';
import type { OrderAccount } from './order-account.ts';

/** What a Node server forwards: the provider's URLs, and how long it waits (tests: shorter). */
export interface NodeForwarding {
  targets: ForwardTargets;
  /** FORWARDING_SECRET: proves this server to the provider, which then believes the member's
   * address it is told (X-Forwarded-For). */
  secret?: string | null;
  /** The ordering account the forwarding adds (a build whose browser forwards the APIs). */
  orderAccount?: OrderAccount | null;
  timeoutMs?: number;
}

/** What a Node server forwards for a site built from `env`: the provider's URLs, the
 * forwarder's secret (FORWARDING_SECRET) and the ordering account (the PUBLIC_ORDER_USERNAME, PUBLIC_ORDER_PASSWORD and PUBLIC_ORDER_ACCESS_KEY settings). */
export function forwardingOf(env: Readonly<Record<string, string | undefined>>): NodeForwarding {
  const site = readSiteConfig(env);
  return {
    targets: { member: site.apiUrl, order: site.orderApiUrl },
    secret: env.FORWARDING_SECRET?.trim() || null,
    orderAccount: {
      username: site.orderUsername,
      password: site.orderPassword,
      accessKey: site.orderAccessKey,
    },
  };
}

// The forwarding of the APIs (publisher/serve/api-forwarding.ts) on Node: the publish server
// mounts it in its app; `npm run preview` (and anything else that serves a build with a plain
// Node handler, like the bench) puts it in front of its static handler. A provider's answer
// whose body it had to decode is sent on compressed again (the CDN's edge does that there).

/** The forwarding routes for a Node server's Hono app, answers compressed. */
export function nodeForwarding<E extends Env>(
  { targets, secret, orderAccount, timeoutMs }: NodeForwarding,
  clientAddress: (c: Context<E>) => string | null,
): Hono<E> {
  const app = new Hono<E>({ strict: false });
  // Only the forwarded answers: mounted at the site's root, '*' would reach every route.
  for (const prefix of Object.values(FORWARDED_API)) app.use(`${prefix}/*`, compress());
  app.route(
    '/',
    apiForwarding<E>({
      targets: () => targets,
      clientAddress,
      forwardingSecret: () => secret,
      orderAccount: () => orderAccount,
      timeoutMs,
    }),
  );
  return app;
}

/** A Node request listener: the forwarded APIs to the provider, every other request to
 * `serveSite` (the static handler of a build). */
export function withForwardedApi(
  serveSite: (req: IncomingMessage, res: ServerResponse) => Promise<void> | void,
  forward: NodeForwarding,
): (req: IncomingMessage, res: ServerResponse) => void {
  const forwarding = getRequestListener(
    nodeForwarding<{ Bindings: HttpBindings }>(
      forward,
      (c) => c.env.incoming.socket.remoteAddress ?? null,
    ).fetch,
  );
  return (req, res) => {
    const path = new URL(req.url ?? '/', 'http://site').pathname;
    void (isForwarded(path) ? forwarding(req, res) : serveSite(req, res));
  };
}
