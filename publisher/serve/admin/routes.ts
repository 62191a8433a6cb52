import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { inlineHashes } from '../../../integrations/csp.ts';
import { RollbackError, type Publisher } from '../../publish/publish-queue.ts';
import { adminHeaders } from '../../../integrations/security-headers.ts';
import { adminTokenProblem, bearerMatches, failureThrottle, requestOrigin } from './auth.ts';

const MAX_BODY = 4096;

/** The admin page (publisher/serve/admin/admin.html) and its own strict policy: its inline script
 * and style by hash, requests to this server only, never framed. */
export function adminPage(): { html: string; csp: string } {
  const html = readFileSync(new URL('./admin.html', import.meta.url), 'utf8');
  const { scripts, styles } = inlineHashes(html);
  const csp = [
    "default-src 'none'",
    `script-src ${scripts.join(' ')}`,
    `style-src ${styles.join(' ')}`,
    "connect-src 'self'",
    "img-src 'self' data:",
    "form-action 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, csp };
}

/** A body larger than the admin calls ever need (413). */
class BodyTooLarge extends Error {}

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) return {};
  const body: unknown = JSON.parse(text);
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

/**
 * The admin routes: GET /admin (the page), GET /admin/status, POST /admin/rebuild {force},
 * POST /admin/rollback {id}. Answers true when the request was one of them. Without a
 * secret there is no admin at all (404); a secret too short to be safe is refused.
 * `trustedProxies`: the addresses of proxies whose X-Forwarded-For names the client.
 */
export function adminRoutes(
  publisher: Publisher,
  secret: string | null | undefined,
  trustedProxies: readonly string[] = [],
) {
  const problem = secret ? adminTokenProblem(secret) : null;
  if (problem) throw new Error(problem);
  const page = adminPage();
  const throttle = failureThrottle();
  const headers = adminHeaders("default-src 'none'; frame-ancestors 'none'");
  const send = (res: ServerResponse, status: number, body: unknown) =>
    res
      .writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8' })
      .end(JSON.stringify(body));

  return async function handleAdmin(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const { pathname } = new URL(req.url ?? '/', 'http://admin');
    if (pathname !== '/admin' && !pathname.startsWith('/admin/')) return false;
    if (!secret) {
      res.writeHead(404, { ...headers, 'content-type': 'text/plain' }).end('Not found');
      return true;
    }
    // A preflight is answered (no cross-origin call is allowed) and never counts as a try.
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...headers, allow: 'GET, POST, OPTIONS' }).end();
      return true;
    }
    if ((pathname === '/admin' || pathname === '/admin/') && req.method === 'GET') {
      res.writeHead(200, { ...adminHeaders(page.csp), 'content-type': 'text/html; charset=utf-8' });
      res.end(page.html);
      return true;
    }
    // The right secret is always accepted; wrong ones slow down only the client sending them.
    const { client } = requestOrigin(req, trustedProxies);
    if (!bearerMatches(req.headers.authorization, secret)) {
      const presented = /^Bearer\s+\S/i.test(req.headers.authorization ?? '');
      const waitMs = presented ? throttle.waitMs(client) : 0;
      if (waitMs > 0) {
        res.setHeader('retry-after', String(Math.ceil(waitMs / 1000)));
        send(res, 429, { error: 'Too many wrong tokens; wait a little before the next try.' });
        return true;
      }
      if (presented) throttle.failed(client);
      res.setHeader('www-authenticate', 'Bearer');
      send(res, 401, { error: 'The admin token is missing or wrong.' });
      return true;
    }
    throttle.succeeded(client);
    try {
      const route = `${req.method} ${pathname}`;
      if (route === 'GET /admin/status') send(res, 200, await publisher.status());
      else if (route === 'POST /admin/rebuild') {
        const body = await jsonBody(req);
        const state = publisher.trigger({ force: body.force === true, by: 'admin' });
        send(res, 202, { state });
      } else if (route === 'POST /admin/rollback') {
        const body = await jsonBody(req);
        if (typeof body.id !== 'string')
          send(res, 400, { error: 'Name the build to roll back to.' });
        else send(res, 200, await publisher.rollback(body.id, 'admin'));
      } else send(res, 404, { error: 'No such admin call.' });
    } catch (error) {
      if (error instanceof RollbackError) send(res, error.status, { error: error.message });
      else if (error instanceof SyntaxError) send(res, 400, { error: 'The body is not JSON.' });
      else if (error instanceof BodyTooLarge) {
        res.setHeader('connection', 'close');
        send(res, 413, { error: `The body is larger than ${MAX_BODY} bytes.` });
      } else send(res, 500, { error: (error as Error).message });
    }
    return true;
  };
}
