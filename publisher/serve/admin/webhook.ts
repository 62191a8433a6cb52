import { createHmac, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Publisher } from '../../publish/publish-queue.ts';
import type { PublishEnv } from '../client-origin.ts';
import type { FailureThrottle } from './auth.ts';

// The content-changed webhook a provider or CMS calls when it changes something the site
// shows: POST /admin/hooks/content-changed, signed with HMAC-SHA256 under the shared secret
// (PUBLISH_WEBHOOK_SECRET) over "<timestamp>." and the body's bytes as sent (never the body
// decoded as text: that drops a BOM and turns every invalid byte into one character, so two
// bodies could share a signature), the timestamp (Unix seconds) in X-Club-Timestamp and the
// signature in X-Club-Signature as 'sha256=<hex>'. It is answered 202 at once and coalesced
// with any publish already queued; an unsigned, wrongly signed or stale call (more than five
// minutes from now) is refused with 401 and counted against its sender like a wrong admin
// token (a rightly signed one is always taken, once: the same signed call again within its
// window is refused with 409).

/** How far a webhook's timestamp may be from now (replays older than this are refused). */
export const WEBHOOK_MAX_SKEW_MS = 5 * 60_000;
/** A provider's payload may describe what changed; more than this is refused (413). */
export const MAX_WEBHOOK_BODY = 64 * 1024;
/** Signed calls remembered within their window to refuse a replay; past this many the
 * oldest is forgotten first (a provider calls a few times a minute at most). */
export const MAX_TAKEN_WEBHOOK_CALLS = 1000;
export const TIMESTAMP_HEADER = 'x-club-timestamp';
export const SIGNATURE_HEADER = 'x-club-signature';

/** The signature of a call: 'sha256=' and the hex HMAC-SHA256 of "<timestamp>." and the
 * body's bytes (a string body as UTF-8). */
export function webhookSignature(
  secret: string,
  timestamp: string,
  body: string | Uint8Array,
): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex')}`;
}

/** Why a call is refused, or null when it is signed rightly and fresh. */
export function webhookProblem(
  secret: string,
  call: { timestamp?: string; signature?: string; body: string | Uint8Array },
  now = Date.now(),
): string | null {
  if (!call.timestamp || !call.signature)
    return `The call is not signed (${TIMESTAMP_HEADER} and ${SIGNATURE_HEADER}).`;
  if (!/^\d{1,12}$/.test(call.timestamp)) return 'The timestamp is not Unix seconds.';
  if (Math.abs(now - Number(call.timestamp) * 1000) > WEBHOOK_MAX_SKEW_MS)
    return 'The timestamp is more than five minutes from now (a replay, or a wrong clock).';
  const expected = Buffer.from(webhookSignature(secret, call.timestamp, call.body));
  const given = Buffer.from(call.signature.trim());
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return 'The signature is wrong.';
  return null;
}

/**
 * The rightly signed calls taken within their window, by signature (one names its timestamp
 * and body): a replay of one is refused. At most `max` are kept, the oldest forgotten first.
 */
export function takenCalls(max = MAX_TAKEN_WEBHOOK_CALLS, now = () => Date.now()) {
  /** Each call's signature, and when its timestamp leaves the window. */
  const taken = new Map<string, number>();
  return {
    /** Takes a call signed at `timestamp`: true the first time, false for a replay. */
    take(signature: string, timestamp: string): boolean {
      for (const [key, until] of taken) if (until < now()) taken.delete(key);
      if (taken.has(signature)) return false;
      taken.set(signature, Number(timestamp) * 1000 + WEBHOOK_MAX_SKEW_MS);
      if (taken.size > max) taken.delete(taken.keys().next().value!);
      return true;
    },
  };
}

/** The webhook's sub-app (mounted at /admin/hooks): its calls need no admin token. */
export function webhookApp(publisher: Publisher, secret: string, throttle: FailureThrottle) {
  const hooks = new Hono<PublishEnv>();
  const taken = takenCalls();
  const limit = bodyLimit({
    maxSize: MAX_WEBHOOK_BODY,
    onError: (c) => c.json({ error: `The body is larger than ${MAX_WEBHOOK_BODY} bytes.` }, 413),
  });
  hooks.post('/content-changed', limit, async (c) => {
    const call = {
      timestamp: c.req.header(TIMESTAMP_HEADER),
      signature: c.req.header(SIGNATURE_HEADER)?.trim(),
      // The bytes as sent: the signature is over them.
      body: new Uint8Array(await c.req.arrayBuffer()),
    };
    const problem = webhookProblem(secret, call);
    // A rightly signed call is always taken, once; refused ones slow down only their sender.
    if (!problem) {
      if (!taken.take(call.signature!, call.timestamp!))
        return c.json({ error: 'This signed call was taken already (a replay).' }, 409);
      return c.json({ state: publisher.trigger({ by: 'webhook' }) }, 202);
    }
    const client = c.var.client;
    const waitMs = throttle.waitMs(client);
    if (waitMs > 0)
      return c.json({ error: 'Too many refused calls; wait a little before the next.' }, 429, {
        'retry-after': String(Math.ceil(waitMs / 1000)),
      });
    throttle.failed(client);
    return c.json({ error: problem }, 401);
  });
  return hooks;
}
