import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { StandIn, StandInEnv } from '../context.ts';

// Conditional requests for the public content (HTTP validators, RFC 9110 §8.8 and §13): a
// client that sends back the ETag of its last answer gets 304 Not Modified, with no body,
// when nothing changed. The publisher asks this way whether anything changed since the live
// build; a provider without ETags is asked the same calls in full (the fallback).

/** The public content calls (public-area.md): the same answer for every visitor. */
const publicCalls =
  /^(?:home\/silder\/list|club\/(?:club-history|department|contact-us|publication(?:\/type)?)\/get|club\/(?:message|members)\/get|club\/others\/[\w-]+\/get|affiliation\/list|event\/|club\/facilities\/|club\/gallery\/|news\/|privacy-policy\/get)/;

const short = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 12);

/**
 * ETag and 304 for visitors' GETs of the public content. The tag is the version of all public
 * content (api/db/content.ts: every write moves it on) and the origin the media are addressed
 * from, so it changes whenever any answer could; a matching request is answered before the
 * call reads anything. Member requests (with a token) are never tagged.
 */
export function contentValidators(standIn: StandIn, prefix: string): MiddlewareHandler<StandInEnv> {
  const origin = short(standIn.origin);
  return async (c, next) => {
    const call = c.req.path.slice(prefix.length + 1);
    if (c.req.method !== 'GET' || c.req.header('authorization') || !publicCalls.test(call)) {
      await next();
      return;
    }
    const etag = `W/"${standIn.content.version()}-${origin}"`;
    const asked = c.req.header('if-none-match') ?? '';
    if (asked.split(',').some((tag) => tag.trim() === etag)) {
      return c.body(null, 304, { etag, 'cache-control': 'no-cache' });
    }
    await next();
    if (c.res.status === 200) {
      c.res.headers.set('etag', etag);
      c.res.headers.set('cache-control', 'no-cache');
    }
  };
}
