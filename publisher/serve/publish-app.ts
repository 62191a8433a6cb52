import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Publisher } from '../publish/publish-queue.ts';
import { adminApp } from './admin/admin-app.ts';
import { nodeForwarding, type NodeForwarding } from './forwarded-site.ts';
import { transportHeaders, withHeaders } from './answer-headers.ts';
import { clientOrigin, type PublishEnv } from './client-origin.ts';
import { previewAccess, previewHeaders } from './preview-access.ts';
import { createStaticSite } from './static-files.ts';
import { finishUnreadBody } from './unread-body.ts';

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
  /** The content-changed webhook's secret (PUBLISH_WEBHOOK_SECRET); without it no webhook. */
  webhookSecret?: string | null;
  /** The provider's APIs the site's /api/member/ and /api/order/ forward to (PUBLIC_API_URL,
   * PUBLIC_ORDER_API_URL); without them nothing is forwarded. */
  forward?: NodeForwarding | null;
}

/**
 * The publish server as a Hono app: who sent each request (trusted proxies), HSTS over https,
 * the admin sub-app under /admin, and every other address answered from the live build by the
 * static handler, which writes to the node response itself (so this app needs the node
 * bindings of @hono/node-server; publisher/serve/publish-server.ts serves it). The member API
 * and the ordering service are forwarded at /api/member/ and /api/order/
 * (publisher/serve/api-forwarding.ts), for builds whose browser calls them there. A browser the
 * admin opened a build in preview with (its cookie) is answered from that build instead, never
 * kept or indexed.
 */
export async function createPublishApp(options: PublishAppOptions) {
  const site = createStaticSite({
    getRoot: () => (options.siteReady?.() === false ? null : options.publisher.liveSite()),
  });
  const previewSite = createStaticSite({
    getRoot: () => options.publisher.previewSite(),
    finalHeaders: previewHeaders,
  });
  const preview = previewAccess();
  // strict: false — /admin/ and /admin/status/ are the admin's too (files go by the raw URL).
  const app = new Hono<PublishEnv>({ strict: false });
  // First: a body an early answer leaves unread never cuts off the next request.
  app.use('*', finishUnreadBody());
  app.use('*', clientOrigin(options.trustedProxies));
  app.use(
    '*',
    withHeaders<PublishEnv>((c) => transportHeaders(c.var.https)),
  );
  app.route(
    '/admin',
    await adminApp(options.publisher, {
      secret: options.adminToken,
      webhookSecret: options.webhookSecret,
      preview,
    }),
  );
  if (options.forward)
    app.route(
      '/',
      nodeForwarding<PublishEnv>(options.forward, (c) => c.var.client || null),
    );
  app.all('*', async (c) => {
    const previewing = options.adminToken ? preview.buildOf(c.req.header('cookie')) : null;
    const serve =
      previewing && options.publisher.previewSite()?.id === previewing ? previewSite : site;
    await serve(c.env.incoming, c.env.outgoing, transportHeaders(c.var.https));
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
