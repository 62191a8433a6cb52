import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { inlineHashes } from '../csp.ts';
import { RollbackError, type Publisher } from '../publisher.ts';
import { adminHeaders } from '../security-headers.ts';
import { bearerMatches, failureThrottle } from './auth.ts';

const MAX_BODY = 4096;

/** The admin page (publisher/admin/admin.html) and its own strict policy: its inline script
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

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > MAX_BODY) throw new Error('The request is too large.');
  }
  if (!text.trim()) return {};
  const body: unknown = JSON.parse(text);
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

/**
 * The admin routes: GET /admin (the page), GET /admin/status, POST /admin/rebuild {force},
 * POST /admin/rollback {id}. Answers true when the request was one of them. Without a
 * secret there is no admin at all (404).
 */
export function adminRoutes(publisher: Publisher, secret: string | null | undefined) {
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
    if ((pathname === '/admin' || pathname === '/admin/') && req.method === 'GET') {
      res.writeHead(200, { ...adminHeaders(page.csp), 'content-type': 'text/html; charset=utf-8' });
      res.end(page.html);
      return true;
    }
    const address = req.socket.remoteAddress ?? '';
    if (throttle.blocked(address)) {
      send(res, 429, { error: 'Too many wrong tokens; try again in a few minutes.' });
      return true;
    }
    if (!bearerMatches(req.headers.authorization, secret)) {
      throttle.failed(address);
      res.setHeader('www-authenticate', 'Bearer');
      send(res, 401, { error: 'The admin token is missing or wrong.' });
      return true;
    }
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
      else send(res, 500, { error: (error as Error).message });
    }
    return true;
  };
}
