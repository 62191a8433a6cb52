import { getRequestListener, type HttpBindings } from '@hono/node-server';
import type { Plugin } from 'vite';
import { isForwarded } from '../publisher/serve/api-forwarding.ts';
import { forwardingOf, nodeForwarding } from '../publisher/serve/forwarded-site.ts';

/**
 * Vite plugin of `npm run dev`: the APIs the browser calls on the site's own origin
 * (PUBLIC_API_ORIGIN=site) forwarded by the publish server's own forwarding
 * (publisher/serve/api-forwarding.ts), so that the dev server adds the ordering account and
 * refuses redirects as the publish server and the CDN do. `env` holds the site's settings.
 */
export function devForwarding(env: Readonly<Record<string, string | undefined>>): Plugin {
  return {
    name: 'club-dev-forwarding',
    apply: 'serve',
    configureServer(server) {
      const forward = getRequestListener(
        nodeForwarding<{ Bindings: HttpBindings }>(
          forwardingOf(env),
          (c) => c.env.incoming.socket.remoteAddress ?? null,
        ).fetch,
      );
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://site').pathname;
        if (isForwarded(path)) void forward(req, res);
        else next();
      });
    },
  };
}
