import { createAdaptorServer } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPublishApp, type PublishAppOptions } from './publish-app.ts';

export interface PublishServerOptions extends PublishAppOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** How often to look for a switch made by `npm run publish` (live.json). */
  watchMs?: number;
}

/**
 * The publish server: the publish app (publisher/serve/publish-app.ts) on a node HTTP server.
 * It serves the live build, takes rebuild triggers from the admin page and the provider's
 * webhook, and follows switches made from the command line (the publisher's watcher looks for
 * changes at the provider).
 */
export async function startPublishServer(options: PublishServerOptions) {
  const app = await createPublishApp(options);
  // Node's own Request and Response stay as they are in the publisher's process.
  const server = createAdaptorServer({ fetch: app.fetch, overrideGlobalObjects: false }) as Server;
  await new Promise<void>((ready, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', ready);
  });
  const timers: NodeJS.Timeout[] = [];
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
