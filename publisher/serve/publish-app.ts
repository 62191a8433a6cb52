import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Publisher } from '../publish/publish-queue.ts';
import { adminApp } from './admin/admin-app.ts';
import { transportHeaders, withHeaders } from './answer-headers.ts';
import { clientOrigin, type PublishEnv } from './client-origin.ts';
import { createStaticSite } from './static-files.ts';

export interface PublishAppOptions {
  publisher: Publisher;
  /** The admin secret (env ADMIN_TOKEN); without it the admin routes answer 404. */
  adminToken?: string | null;
  /**
   * Addresses of the TLS proxies in front (env TRUSTED_PROXIES): their X-Forwarded-For
   * names the client and their X-Forwarded-Proto says whether it came over https.
   */
  trustedProxies?: readonly string[];
  /** While false, site requests answer 503 (a first publish is still running). */
  siteReady?: () => boolean;
}

/**
 * The publish server as a Hono app: who sent each request (trusted proxies), HSTS over https,
 * the admin sub-app under /admin, and every other address answered from the live build by the
 * static handler, which writes to the node response itself (so this app needs the node
 * bindings of @hono/node-server; publisher/serve/publish-server.ts serves it).
 */
export async function createPublishApp(options: PublishAppOptions) {
  const site = createStaticSite({
    getRoot: () => (options.siteReady?.() === false ? null : options.publisher.liveSite()),
  });
  // strict: false — /admin/ and /admin/status/ are the admin's too (files go by the raw URL).
  const app = new Hono<PublishEnv>({ strict: false });
  app.use('*', clientOrigin(options.trustedProxies));
  app.use(
    '*',
    withHeaders<PublishEnv>((c) => transportHeaders(c.var.https)),
  );
  app.route('/admin', await adminApp(options.publisher, options.adminToken));
  app.all('*', async (c) => {
    await site(c.env.incoming, c.env.outgoing, transportHeaders(c.var.https));
    return RESPONSE_ALREADY_SENT;
  });
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    console.error(`[publisher] ${c.req.method} ${c.req.path}: ${error.message}`);
    const outgoing = c.env?.outgoing;
    if (outgoing?.headersSent) {
      outgoing.end();
      return RESPONSE_ALREADY_SENT;
    }
    return c.text('Server error', 500);
  });
  return app;
}

export type PublishApp = Awaited<ReturnType<typeof createPublishApp>>;
