import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { waitInWords } from '../auth/limits.ts';

/** A successful envelope: `{ error: false, message, data }`. */
export function ok(c: Context, data: unknown, message = 'Success') {
  return c.json({ error: false, message, data });
}

/** A refusal envelope with an HTTP status: `{ error: true, message, data: null }`. */
export function fail(c: Context, status: ContentfulStatusCode, message: string, extra = {}) {
  return c.json({ error: true, status, message, data: null, ...extra }, status);
}

/** A 429 refusal that says how long to wait (in words, and in Retry-After seconds). */
export function tooMany(c: Context, waitMs: number, message: (wait: string) => string) {
  c.header('retry-after', String(Math.ceil(waitMs / 1000)));
  return fail(c, 429, message(waitInWords(waitMs)));
}

/** Thrown by handlers to answer with a refusal envelope (caught by the app's onError). */
export class HttpRefusal extends Error {
  readonly status: ContentfulStatusCode;
  constructor(status: ContentfulStatusCode, message: string) {
    super(message);
    this.status = status;
  }
}
