import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { StandIn, StandInEnv } from '../context.ts';

// Conditional requests for the public content (HTTP validators, RFC 9110 §8.8 and §13): a
// client that sends back the ETag of its last answer gets 304 Not Modified, with no body,
// when nothing changed. The publisher asks this way whether anything changed since the live
// build; a provider without ETags is asked the same calls in full (the fallback).

/** The public content calls (public-area.md): the same answer for every visitor. */
const publicCalls =
  /^(?:home\/silder\/list|club\/(?:club-history|department|contact-us|publication(?:\/type)?)\/get|club\/(?:message|members)\/get|club\/others\/[\w-]+\/get|affiliation\/list|event\/|club\/facilities\/|club\/gallery\/|news\/|privacy-policy\/get)/;

const short = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 12);

const matches = (c: Context, etag: string) =>
  (c.req.header('if-none-match') ?? '').split(',').some((tag) => tag.trim() === etag);

/**
 * Answers a visitor's GET by a validator of its own, made without reading the answer (a
 * document's revision, a page's ids and revisions): 304 when the client has it, else the
 * answer `produce` makes, tagged. A member's request is answered in full, untagged.
 */
export async function answerTagged(
  c: Context,
  validator: () => string | null,
  produce: () => Response | Promise<Response>,
): Promise<Response> {
  if (c.req.method !== 'GET' || c.req.header('authorization')) return produce();
  const made = validator();
  if (made === null) return produce();
  const etag = `W/"${short(made)}"`;
  if (matches(c, etag)) return c.body(null, 304, { etag, 'cache-control': 'no-cache' });
  const response = await produce();
  if (response.status === 200) {
    response.headers.set('etag', etag);
    response.headers.set('cache-control', 'no-cache');
  }
  return response;
}

/**
 * ETag and 304 for visitors' GETs of the public content. The tag is the version of all public
 * content (api/db/content.ts: every write moves it on) and the origin the media are addressed
 * from, so it changes whenever any answer could; a matching request is answered before the
 * call reads anything. Calls of one document or one page of a list tag their answers more
 * closely (`answerTagged`), so an edit re-sends only the answers that hold it. Member
 * requests (with a token) are never tagged.
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
    if (matches(c, etag)) return c.body(null, 304, { etag, 'cache-control': 'no-cache' });
    await next();
    // A call that tags its answers more closely (one document, one page) keeps its own.
    if (c.res.status === 200 && !c.res.headers.has('etag')) {
      c.res.headers.set('etag', etag);
      c.res.headers.set('cache-control', 'no-cache');
    }
  };
}
