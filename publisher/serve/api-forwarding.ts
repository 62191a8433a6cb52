import { Hono, type Context, type Env } from 'hono';
import { proxy } from 'hono/proxy';
import { REQUEST_TIMEOUT_MS } from '../../src/lib/constants/timing.ts';
import { FORWARDED_API } from '../../src/lib/site-config.ts';
import { FORWARDING_SECRET_HEADER } from './forwarding-secret.ts';
import { loginBody, memberOfToken, type OrderAccount } from './order-account.ts';

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
 * type, validators, Retry-After); nothing that would act on the site's origin (cookies, CORS,
 * HSTS or any other policy of the provider's own, nor a WWW-Authenticate challenge, whose
 * `Basic` would open a password dialog on the club's origin). */
const passedBack = ['content-type', 'content-language', 'etag', 'last-modified', 'retry-after'];

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
  // A page of the provider's (the invoice) has the token in its address: it never travels on
  // in a Referer, whatever the provider's own policy says.
  'referrer-policy': 'no-referrer',
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

/** A provider's redirect is never followed (it would take the member's token, or the server,
 * anywhere): it is told to the member as a gateway fault. 304 is an answer, not a redirect. */
const isRedirect = (status: number) => status >= 300 && status < 400 && status !== 304;
const redirectText = 'The club server answered with a redirect, which the site does not follow.';

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
  /** The shared secret that makes the provider believe that X-Forwarded-For (FORWARDING_SECRET
   * on Node, a Worker secret on the CDN); null: none, the provider sees the forwarder alone. */
  forwardingSecret?: (c: Context<E>) => string | null | undefined;
  /** The club's ordering account, added to the ordering calls here (never in the browser);
   * null: the browser sends it itself (a build calling the provider cross-origin). */
  orderAccount?: (c: Context<E>) => OrderAccount | null | undefined;
  timeoutMs?: number;
  /** The fetch that reaches the provider (tests); the runtime's own otherwise. */
  fetch?: typeof globalThis.fetch;
}

/** A refusal in the API's own envelope (the site's client shows its message). */
const refusal = (status: 401, message: string) =>
  Response.json({ error: true, message, data: null }, { status, headers: forwardedAnswerHeaders });

/** Forwards one call to the provider and gives back its answer as it streams in. */
async function forward<E extends Env>(
  c: Context<E>,
  service: keyof ForwardTargets,
  prefix: string,
  options: ForwardingOptions<E>,
): Promise<Response> {
  if (!methods.has(c.req.method))
    return c.text('Method not allowed', 405, { allow: [...methods].join(', ') });
  const url = new URL(c.req.url);
  // The route matched the decoded path; the rest is cut from the raw one, which must then
  // start with the prefix as written (`/api/%6Dember/…` is no address of the forwarding).
  if (!url.pathname.startsWith(`${prefix}/`))
    return c.text('Not found', 404, forwardedAnswerHeaders);
  const targets = options.targets(c);
  const rest = url.pathname.slice(prefix.length);
  let search = url.search;
  const headers: Record<string, string> = {};
  for (const name of passedOn) {
    const value = c.req.header(name);
    if (value !== undefined) headers[name] = value;
  }
  const client = options.clientAddress(c);
  if (client) headers['x-forwarded-for'] = client;
  const secret = options.forwardingSecret?.(c);
  if (secret) headers[FORWARDING_SECRET_HEADER] = secret;
  const timeout = AbortSignal.timeout(options.timeoutMs ?? FORWARD_TIMEOUT_MS);
  const signal = AbortSignal.any([c.req.raw.signal, timeout]);
  const fetcher = options.fetch ?? globalThis.fetch;
  let body: BodyInit | undefined =
    c.req.method !== 'GET' && c.req.method !== 'HEAD' ? (c.req.raw.body ?? undefined) : undefined;
  const account = service === 'order' ? options.orderAccount?.(c) : null;
  try {
    if (account && rest === '/login') {
      body = loginBody(account);
      headers['content-type'] = 'application/json';
    } else if (account && rest === '/member-place-order') {
      // The order is the signed-in member's own: who they are comes from their session.
      const authorization = headers.authorization ?? '';
      const member = authorization
        ? await memberOfToken(targets.member, authorization, fetcher, signal)
        : null;
      if (!member) return refusal(401, 'Please sign in again to place your order.');
      const query = new URLSearchParams(search);
      query.set('access_token', account.accessKey);
      query.set('member_id', member.memberId);
      query.set('created_by', member.createdBy);
      search = `?${query}`;
    }
    // The ordering service has a session of its own: the member's token stays here.
    if (service === 'order' && account) delete headers.authorization;
  } catch {
    const status = timeout.aborted ? 504 : 502;
    return c.text(gatewayTexts[status], status, forwardedAnswerHeaders);
  }
  const address = forwardedAddress(targets[service], rest, search);
  if (address === null) return c.text('Not found', 404, forwardedAnswerHeaders);
  let answer: Response;
  try {
    answer = await proxy(address, {
      method: c.req.method,
      headers,
      body,
      ...(body ? { duplex: 'half' } : {}),
      redirect: 'manual',
      signal,
      customFetch: options.fetch,
    } as Parameters<typeof proxy>[1]);
  } catch {
    const status = timeout.aborted ? 504 : 502;
    return c.text(gatewayTexts[status], status, forwardedAnswerHeaders);
  }
  if (isRedirect(answer.status)) {
    await answer.body?.cancel();
    return c.text(redirectText, 502, forwardedAnswerHeaders);
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
    app.all(`${prefix}/*`, (c) => forward(c, name, prefix, options));
  return app;
}

/** Whether a request's path is one the forwarding answers (the rest is the site's files). */
export const isForwarded = (path: string): boolean =>
  Object.values(FORWARDED_API).some((prefix) => path.startsWith(`${prefix}/`));
