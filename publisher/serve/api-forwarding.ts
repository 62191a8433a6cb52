import { Hono, type Context, type Env } from 'hono';
import { proxy } from 'hono/proxy';
import { REQUEST_TIMEOUT_MS } from '../../src/lib/constants/timing.ts';
import { FORWARDED_API } from '../../src/lib/site-config.ts';

// The member web API and the ordering service on the site's own origin (PUBLIC_API_ORIGIN=site,
// src/lib/site-config.ts): /api/member/… goes to PUBLIC_API_URL/…, /api/order/… to
// PUBLIC_ORDER_API_URL/…, so a member's call needs no CORS preflight (one round trip fewer on a
// phone). One app serves both places that forward: the publish server (and `npm run preview`)
// on Node, and the CDN's Worker (publisher/deploy/cloudflare-worker.ts) on workerd. It uses
// only what both runtimes have (fetch, streams, AbortSignal), through Hono's proxy helper,
// which drops the hop-by-hop headers of both directions.

/** The provider's base URLs the two forwarded paths stand for. */
export interface ForwardTargets {
  /** PUBLIC_API_URL. */
  member: string;
  /** PUBLIC_ORDER_API_URL. */
  order: string;
}

/**
 * The headers of a browser's call that reach the provider: what the call itself means (its
 * token, its body's type, the answers it accepts and already holds) and who asks (language,
 * browser), as a call made straight to the provider would carry. Never the site's cookies, its
 * Referer (a member page's full address) or any forwarding header the browser made up.
 */
const passedOn = [
  'accept',
  'accept-language',
  'authorization',
  'content-type',
  'if-modified-since',
  'if-none-match',
  'user-agent',
];

/** The headers of the provider's answer the browser gets: what the client reads (the body's
 * type, validators, Retry-After), and the Referrer-Policy of a page of the provider's (the
 * invoice's address holds the token); nothing that would act on the site's origin (cookies,
 * CORS, HSTS or any other policy of the provider's own). */
const passedBack = [
  'content-type',
  'content-language',
  'etag',
  'last-modified',
  'retry-after',
  'www-authenticate',
  'referrer-policy',
];

/**
 * Headers of every forwarded answer: one member's data, never kept by a cache (the browser's,
 * the CDN's, the offline worker's); and whatever the provider sends never runs as the site: a
 * page of the provider's (the invoice a member page frames, an HTML error page) is shown in an
 * origin of its own, without scripts or forms (`sandbox`), framed by the site's pages alone.
 */
export const forwardedAnswerHeaders: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "sandbox; frame-ancestors 'self'",
};

/**
 * How long the provider may take: a little under the browser's own 15 s per try, so that the
 * member hears the forwarding's 504 (and the provider's connection is closed) rather than the
 * browser giving up on a call still running here.
 */
export const FORWARD_TIMEOUT_MS = REQUEST_TIMEOUT_MS - 1000;

const methods = new Set(['GET', 'HEAD', 'POST', 'PUT']);

/** What a gateway says when the provider gave no answer (502) or none in time (504): plain
 * text, no envelope, which the site's client tells the member as such (src/lib/api/transport.ts). */
const gatewayTexts: Record<502 | 504, string> = {
  502: 'The club server could not be reached.',
  504: 'The club server did not answer in time.',
};

/**
 * The provider's address for a forwarded call: `base` with the rest of the call's path and its
 * query, as the browser sent them (still encoded). Null when the result would leave `base`
 * (URL parsing resolves `..` and its encodings before a path is routed, so only a malformed
 * address can): the forwarding reaches the two APIs and nothing else of the provider's host.
 */
export function forwardedAddress(base: string, rest: string, search: string): string | null {
  const root = new URL(base);
  const target = new URL(`${base.replace(/\/+$/, '')}${rest}${search}`);
  const under = root.pathname.replace(/\/+$/, '');
  const inside =
    target.pathname === under || target.pathname.startsWith(`${under}/`) || under === '';
  return target.origin === root.origin && inside ? target.href : null;
}

export interface ForwardingOptions<E extends Env> {
  /** The provider's URLs (per request: a Worker reads them from its environment). */
  targets: (c: Context<E>) => ForwardTargets;
  /** The member's address, told to the provider in X-Forwarded-For so that its per-address
   * limits (sign-in, one-time codes, the contact form) stay per member; null: not known. */
  clientAddress: (c: Context<E>) => string | null;
  timeoutMs?: number;
  /** The fetch that reaches the provider (tests); the runtime's own otherwise. */
  fetch?: typeof globalThis.fetch;
}

/** Forwards one call to the provider and gives back its answer as it streams in. */
async function forward<E extends Env>(
  c: Context<E>,
  base: string,
  prefix: string,
  options: ForwardingOptions<E>,
): Promise<Response> {
  if (!methods.has(c.req.method))
    return c.text('Method not allowed', 405, { allow: [...methods].join(', ') });
  const url = new URL(c.req.url);
  const address = forwardedAddress(base, url.pathname.slice(prefix.length), url.search);
  if (address === null) return c.text('Not found', 404, forwardedAnswerHeaders);
  const headers: Record<string, string> = {};
  for (const name of passedOn) {
    const value = c.req.header(name);
    if (value !== undefined) headers[name] = value;
  }
  const client = options.clientAddress(c);
  if (client) headers['x-forwarded-for'] = client;
  const timeout = AbortSignal.timeout(options.timeoutMs ?? FORWARD_TIMEOUT_MS);
  const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  let answer: Response;
  try {
    answer = await proxy(address, {
      method: c.req.method,
      headers,
      body: hasBody ? c.req.raw.body : undefined,
      ...(hasBody ? { duplex: 'half' } : {}),
      signal: AbortSignal.any([c.req.raw.signal, timeout]),
      customFetch: options.fetch,
    } as Parameters<typeof proxy>[1]);
  } catch {
    const status = timeout.aborted ? 504 : 502;
    return c.text(gatewayTexts[status], status, forwardedAnswerHeaders);
  }
  const back = new Headers(forwardedAnswerHeaders);
  for (const name of passedBack) {
    const value = answer.headers.get(name);
    if (value !== null) back.set(name, value);
  }
  return new Response(answer.body, { status: answer.status, headers: back });
}

/**
 * The forwarding as a Hono app, to be mounted at the site's root: /api/member/… and
 * /api/order/… go to the provider (streamed, with its status; no cache; the call's token passed
 * and the member's address told; a provider down or slow is a 502 or 504 in time, never a
 * hang); any other /api/ address is not found.
 */
export function apiForwarding<E extends Env>(options: ForwardingOptions<E>): Hono<E> {
  const app = new Hono<E>({ strict: false });
  for (const [name, prefix] of Object.entries(FORWARDED_API) as [keyof ForwardTargets, string][])
    app.all(`${prefix}/*`, (c) => forward(c, options.targets(c)[name], prefix, options));
  return app;
}

/** Whether a request's path is one the forwarding answers (the rest is the site's files). */
export const isForwarded = (path: string): boolean =>
  Object.values(FORWARDED_API).some((prefix) => path.startsWith(`${prefix}/`));
