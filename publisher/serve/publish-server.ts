import { createAdaptorServer } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPublishApp, type PublishAppOptions } from './publish-app.ts';

export interface PublishServerOptions extends PublishAppOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Rebuild (when something changed) every this many minutes (env PUBLISH_EVERY_MINUTES). */
  everyMinutes?: number | null;
  /** How often to look for a switch made by `npm run publish` (live.json). */
  watchMs?: number;
}

/**
 * The publish server: the publish app (publisher/serve/publish-app.ts) on a node HTTP server.
 * It serves the live build, takes rebuild triggers from the admin page, optionally rebuilds on
 * a schedule, and follows switches made from the command line.
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
