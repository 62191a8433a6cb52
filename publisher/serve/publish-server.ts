import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { requestOrigin } from './admin/auth.ts';
import { adminRoutes } from './admin/routes.ts';
import type { Publisher } from '../publish/publish-queue.ts';
import { HSTS } from '../../integrations/security-headers.ts';
import { createStaticSite } from './static-files.ts';

export interface PublishServerOptions {
  publisher: Publisher;
  /** The admin secret (env ADMIN_TOKEN); without it the admin routes answer 404. */
  adminToken?: string | null;
  /**
   * Addresses of the TLS proxies in front (env TRUSTED_PROXIES): their X-Forwarded-For
   * names the client and their X-Forwarded-Proto says whether it came over https.
   */
  trustedProxies?: readonly string[];
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** While false, site requests answer 503 (a test stack's first publish is still running). */
  siteReady?: () => boolean;
  /** Rebuild (when something changed) every this many minutes (env PUBLISH_EVERY_MINUTES). */
  everyMinutes?: number | null;
  /** How often to look for a switch made by `npm run publish` (live.json). */
  watchMs?: number;
}

/** The request handler: the admin routes, then the live build; HSTS on https answers. */
export function publishHandler(options: PublishServerOptions) {
  const admin = adminRoutes(options.publisher, options.adminToken, options.trustedProxies);
  const site = createStaticSite({
    getRoot: () => (options.siteReady?.() === false ? null : options.publisher.liveSite()),
  });
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      // Browsers ignore HSTS over plain http; sent only where it means something.
      if (requestOrigin(req, options.trustedProxies).https) res.setHeader(HSTS.name, HSTS.value);
      if (await admin(req, res)) return;
      await site(req, res);
    } catch (error) {
      console.error(`[publisher] ${req.method} ${req.url}: ${(error as Error).message}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Server error');
    }
  };
}

/**
 * The publish server: serves the live build, takes rebuild triggers from the admin page,
 * optionally rebuilds on a schedule, and follows switches made from the command line.
 */
export async function startPublishServer(options: PublishServerOptions) {
  const server: Server = createServer(publishHandler(options));
  await new Promise<void>((ready, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', ready);
  });
  const timers: NodeJS.Timeout[] = [];
  const minutes = options.everyMinutes ?? null;
  if (minutes && minutes > 0)
    timers.push(setInterval(() => options.publisher.trigger({ by: 'watch' }), minutes * 60_000));
  timers.push(setInterval(() => void options.publisher.refresh(), options.watchMs ?? 2000));
  timers.forEach((timer) => timer.unref());
  return {
    server,
    port: (server.address() as AddressInfo).port,
    async close(): Promise<void> {
      timers.forEach(clearInterval);
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}
