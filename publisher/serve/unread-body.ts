import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import { IncomingMessage } from 'node:http';
import { sentThroughNode } from './answer-headers.ts';

// A request answered before its body was read (a 413 for a body too large, a 415, a 401 before
// the body is read, a 405) still has the rest of its body on the connection. Left unread, the
// next request a browser sends on that kept-alive connection is cut off: the node server gives
// up on a body a web stream once started reading and closes the connection ~0.5 s after an
// answer that said keep-alive. So the rest is read and dropped before the answer goes —
// within a limit — or the answer says `Connection: close` and the connection closes after it.

/** The most of an unread body read and dropped to keep its connection (16 times the largest
 * body either server takes); a longer one closes the connection instead. */
export const DROP_LIMIT_BYTES = 1024 * 1024;
/** How long reading the rest may take; a slower body closes the connection instead. */
export const DROP_LIMIT_MS = 5_000;

/** The body length a request declares, or null (chunked: unknown until it ends). */
export function declaredLength(request: IncomingMessage): number | null {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] || length === undefined ? null : Number(length);
}

/**
 * Reads and drops the rest of a request's body within DROP_LIMIT_BYTES and DROP_LIMIT_MS:
 * true once it reached its end (the connection can carry the next request), false for one
 * declared or found longer, one slower, or one a reader holds already.
 */
export async function dropRest(
  body: ReadableStream<Uint8Array>,
  declared: number | null,
): Promise<boolean> {
  if ((declared !== null && declared > DROP_LIMIT_BYTES) || body.locked) return false;
  const reader = body.getReader();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((done) => (timer = setTimeout(done, DROP_LIMIT_MS, false)));
  const read = (async () => {
    for (let bytes = 0; ;) {
      const { done, value } = await reader.read();
      if (done) return true;
      bytes += value.byteLength;
      if (bytes > DROP_LIMIT_BYTES) return false;
    }
  })().catch(() => false);
  try {
    // Given up on, the read stays pending until the connection closes after the answer.
    return await Promise.race([read, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The rest of a request's body after the app answered without reading it all: dropped
 * (`dropRest`), or the answer says `Connection: close`. First in both servers' middleware, so
 * it sees every answer; not in app.request() tests (no node request) nor for an answer the
 * static handler sent itself (it drops the body it does not read the same way).
 */
export function finishUnreadBody(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
    // Not a node request (app.request() tests), or read to its end already (a body received
    // whole may still wait in the buffers: not ended until read).
    if (!(incoming instanceof IncomingMessage) || incoming.readableEnded) return;
    if (sentThroughNode(c.res)) return;
    const body = c.req.raw.body;
    // A GET or HEAD has no body stream: one that declares a body closes its connection.
    if (!body && !incoming.headers['transfer-encoding'] && !declaredLength(incoming)) return;
    if (body && (await dropRest(body, declaredLength(incoming)))) return;
    c.header('connection', 'close');
  };
}
