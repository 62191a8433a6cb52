import { createHmac, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Publisher } from '../../publish/publish-queue.ts';
import type { PublishEnv } from '../client-origin.ts';
import type { FailureThrottle } from './auth.ts';

// The content-changed webhook a provider or CMS calls when it changes something the site
// shows: POST /admin/hooks/content-changed, signed with HMAC-SHA256 under the shared secret
// (PUBLISH_WEBHOOK_SECRET) over "<timestamp>.<body>", the timestamp (Unix seconds) in
// X-Club-Timestamp and the signature in X-Club-Signature as 'sha256=<hex>'. It is answered
// 202 at once and coalesced with any publish already queued; an unsigned, wrongly signed or
// stale call (more than five minutes from now) is refused with 401 and counted against its
// sender like a wrong admin token (a rightly signed one is always taken).

/** How far a webhook's timestamp may be from now (replays older than this are refused). */
export const WEBHOOK_MAX_SKEW_MS = 5 * 60_000;
/** A provider's payload may describe what changed; more than this is refused (413). */
export const MAX_WEBHOOK_BODY = 64 * 1024;
export const TIMESTAMP_HEADER = 'x-club-timestamp';
export const SIGNATURE_HEADER = 'x-club-signature';

/** The signature of a call: 'sha256=' and the hex HMAC-SHA256 of "<timestamp>.<body>". */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Why a call is refused, or null when it is signed rightly and fresh. */
export function webhookProblem(
  secret: string,
  call: { timestamp?: string; signature?: string; body: string },
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

/** The webhook's sub-app (mounted at /admin/hooks): its calls need no admin token. */
export function webhookApp(publisher: Publisher, secret: string, throttle: FailureThrottle) {
  const hooks = new Hono<PublishEnv>();
  const limit = bodyLimit({
    maxSize: MAX_WEBHOOK_BODY,
    onError: (c) => c.json({ error: `The body is larger than ${MAX_WEBHOOK_BODY} bytes.` }, 413),
  });
  hooks.post('/content-changed', limit, async (c) => {
    const body = await c.req.text();
    const problem = webhookProblem(secret, {
      timestamp: c.req.header(TIMESTAMP_HEADER),
      signature: c.req.header(SIGNATURE_HEADER),
      body,
    });
    // A rightly signed call is always taken; refused ones slow down only their sender.
    if (!problem) return c.json({ state: publisher.trigger({ by: 'webhook' }) }, 202);
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
