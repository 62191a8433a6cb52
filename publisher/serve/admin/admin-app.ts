import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { RollbackError, type Publisher } from '../../publish/publish-queue.ts';
import { adminHeaders } from '../../../integrations/headers/security-headers.ts';
import { withHeaders } from '../answer-headers.ts';
import type { PublishEnv } from '../client-origin.ts';
import { watchMinutesProblem } from '../../publish/watcher.ts';
import type { PreviewAccess } from '../preview-access.ts';
import { adminBearerAuth, adminTokenProblem, failureThrottle } from './auth.ts';
import { adminPage } from './page.ts';
import { webhookApp } from './webhook.ts';

/** No admin call needs a larger body (413 above it). */
export const MAX_ADMIN_BODY = 4096;

/** The admin API's headers: never framed, cached or referred, and no content of its own. */
const apiHeaders = adminHeaders("default-src 'none'; frame-ancestors 'none'");

/** The JSON body of an admin call ({} when empty); a body that is not JSON throws SyntaxError. */
async function jsonBody(c: Context<PublishEnv>): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  const body: unknown = JSON.parse(text);
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

/** What the admin sub-app is made with besides the publisher. */
export interface AdminOptions {
  /** The admin secret (ADMIN_TOKEN); without it there is no admin page or API (404). */
  secret: string | null | undefined;
  /** The content-changed webhook's secret (PUBLISH_WEBHOOK_SECRET); without it no webhook.
   * The webhook needs no admin: it is served with or without ADMIN_TOKEN. */
  webhookSecret?: string | null;
  /** Tickets and cookies of builds in preview. */
  preview: PreviewAccess;
}

/**
 * The admin sub-app, mounted at /admin: GET /admin (the page); with
 * `Authorization: Bearer <secret>`: GET /admin/status, POST /admin/rebuild {force, preview},
 * POST /admin/rollback {id}, POST /admin/watch {minutes}, POST /admin/preview/{id}/open,
 * /publish and /discard; without it: GET /admin/preview/{id}?ticket= (the preview's address),
 * GET /admin/preview/leave and POST /admin/hooks/content-changed (signed, served with
 * PUBLISH_WEBHOOK_SECRET whether or not ADMIN_TOKEN is set). A secret too short to be safe is
 * refused. Bundles the page's script, so it is made once, at start.
 */
export async function adminApp(publisher: Publisher, options: AdminOptions) {
  const { secret } = options;
  const admin = new Hono<PublishEnv>();
  admin.use(
    '*',
    withHeaders(() => apiHeaders),
  );
  const problem = secret ? adminTokenProblem(secret) : null;
  if (problem) throw new Error(problem);
  // One count of refusals per client, for wrong tokens and refused webhook calls alike.
  const throttle = failureThrottle();
  // The provider's webhook needs only its own secret: a site run by the provider's changes
  // alone has no admin token, and its webhook still publishes.
  if (options.webhookSecret)
    admin.route('/hooks', webhookApp(publisher, options.webhookSecret, throttle));
  if (!secret) {
    admin.all('*', (c) => c.text('Not found', 404));
    return admin;
  }
  const page = await adminPage();

  // A preflight is answered (no cross-origin call is allowed) and never counts as a try.
  admin.options('*', (c) => c.body(null, 204, { allow: 'GET, POST, OPTIONS' }));
  admin.get('/', (c) => c.html(page.html, 200, adminHeaders(page.csp)));
  // The preview's address: a ticket the admin page asked for opens the build in this browser.
  admin.get('/preview/leave', (c) => {
    c.header('set-cookie', options.preview.leave(c.var.https));
    return c.redirect('/admin', 303);
  });
  admin.get('/preview/:id', (c) => {
    const id = c.req.param('id');
    const ticket = c.req.query('ticket') ?? '';
    // Only GET spends the ticket: a HEAD (a link unfurler's) is told what GET would answer.
    const head = c.req.method === 'HEAD';
    const cookie = head ? null : options.preview.redeem(ticket, id, c.var.https);
    const opens = head ? options.preview.holds(ticket, id) : cookie !== null;
    if (!opens || publisher.previewSite()?.id !== id)
      return c.text('This preview address is used up or out of date: open it from /admin.', 403);
    // The page of the build to start from: a path of this site, never an address elsewhere.
    const to = c.req.query('to') ?? '/';
    if (cookie) c.header('set-cookie', cookie);
    return c.redirect(/^\/(?![/\\])[^\s\\]*$/.test(to) ? to : '/', 303);
  });
  admin.use('*', adminBearerAuth(secret, throttle));
  const limit = bodyLimit({
    maxSize: MAX_ADMIN_BODY,
    onError: (c) => c.json({ error: `The body is larger than ${MAX_ADMIN_BODY} bytes.` }, 413),
  });
  admin.get('/status', async (c) => c.json(await publisher.status()));
  admin.post('/rebuild', limit, async (c) => {
    const body = await jsonBody(c);
    const preview = typeof body.preview === 'boolean' ? body.preview : undefined;
    const state = publisher.trigger({ force: body.force === true, by: 'admin', preview });
    return c.json({ state }, 202);
  });
  admin.post('/watch', limit, async (c) => {
    const { minutes } = await jsonBody(c);
    const problem = watchMinutesProblem(minutes ?? null);
    if (problem) return c.json({ error: problem }, 400);
    return c.json(await publisher.setWatchMinutes((minutes as number | null | undefined) ?? null));
  });
  admin.post('/preview/:id/open', (c) => {
    const id = c.req.param('id');
    if (publisher.previewSite()?.id !== id)
      return c.json({ error: `Build ${id} is not waiting in preview.` }, 404);
    return c.json({ url: `/admin/preview/${id}?ticket=${options.preview.ticket(id)}` });
  });
  admin.post('/preview/:id/publish', async (c) =>
    c.json(await publisher.publishPreview(c.req.param('id'), 'admin')),
  );
  admin.post('/preview/:id/discard', async (c) =>
    c.json(await publisher.discardPreview(c.req.param('id'))),
  );
  admin.post('/rollback', limit, async (c) => {
    const body = await jsonBody(c);
    if (typeof body.id !== 'string')
      return c.json({ error: 'Name the build to roll back to.' }, 400);
    return c.json(await publisher.rollback(body.id, 'admin'));
  });
  admin.all('*', (c) => c.json({ error: 'No such admin call.' }, 404));
  admin.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    if (error instanceof RollbackError) return c.json({ error: error.message }, error.status);
    if (error instanceof SyntaxError) return c.json({ error: 'The body is not JSON.' }, 400);
    console.error(`[publisher] ${c.req.method} ${c.req.path}: ${error.message}`);
    return c.json({ error: error.message }, 500);
  });
  return admin;
}
