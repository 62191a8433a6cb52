import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context, Env, MiddlewareHandler } from 'hono';
import { HSTS } from '../../integrations/headers/security-headers.ts';

/** The mark of an answer the static handler wrote to the socket itself (Hono sends nothing). */
const [sentByNode] = [...RESPONSE_ALREADY_SENT.headers.keys()];

/** Whether `response` is one the route already sent through the node bindings. */
export const sentThroughNode = (response: Response) =>
  sentByNode !== undefined && response.headers.has(sentByNode);

/**
 * Adds `headersOf(c)` to every answer the app makes after it, keeping any header a route set
 * itself. Values come from integrations/headers/security-headers.ts; files the static handler sends
 * through the node bindings get theirs from the static handler (publisher/serve/static-files.ts).
 */
export function withHeaders<E extends Env>(
  headersOf: (c: Context<E>) => Record<string, string>,
): MiddlewareHandler<E> {
  return async (c, next) => {
    await next();
    if (sentThroughNode(c.res)) return;
    for (const [name, value] of Object.entries(headersOf(c)))
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  };
}

/** Headers of the publish server's own on every answer: HSTS over https (browsers ignore it
 * over plain http, so it is sent only where it means something). */
export const transportHeaders = (https: boolean): Record<string, string> =>
  https ? { [HSTS.name]: HSTS.value } : {};
