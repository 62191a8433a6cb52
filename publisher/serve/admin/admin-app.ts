import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { RollbackError, type Publisher } from '../../publish/publish-queue.ts';
import { adminHeaders } from '../../../integrations/security-headers.ts';
import { withHeaders } from '../answer-headers.ts';
import type { PublishEnv } from '../client-origin.ts';
import { adminBearerAuth, adminTokenProblem } from './auth.ts';
import { adminPage } from './page.ts';

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

/**
 * The admin sub-app, mounted at /admin: GET /admin (the page), GET /admin/status,
 * POST /admin/rebuild {force}, POST /admin/rollback {id}, each call with
 * `Authorization: Bearer <secret>`. Without a secret there is no admin at all (404); a secret
 * too short to be safe is refused. Bundles the page's script, so it is made once, at start.
 */
export async function adminApp(publisher: Publisher, secret: string | null | undefined) {
  const admin = new Hono<PublishEnv>();
  admin.use(
    '*',
    withHeaders(() => apiHeaders),
  );
  if (!secret) {
    admin.all('*', (c) => c.text('Not found', 404));
    return admin;
  }
  const problem = adminTokenProblem(secret);
  if (problem) throw new Error(problem);
  const page = await adminPage();

  // A preflight is answered (no cross-origin call is allowed) and never counts as a try.
  admin.options('*', (c) => c.body(null, 204, { allow: 'GET, POST, OPTIONS' }));
  admin.get('/', (c) => c.html(page.html, 200, adminHeaders(page.csp)));
  admin.use('*', adminBearerAuth(secret));
  const limit = bodyLimit({
    maxSize: MAX_ADMIN_BODY,
    onError: (c) =>
      c.json({ error: `The body is larger than ${MAX_ADMIN_BODY} bytes.` }, 413, {
        connection: 'close',
      }),
  });
  admin.get('/status', async (c) => c.json(await publisher.status()));
  admin.post('/rebuild', limit, async (c) => {
    const body = await jsonBody(c);
    return c.json({ state: publisher.trigger({ force: body.force === true, by: 'admin' }) }, 202);
  });
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
