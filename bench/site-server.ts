import { createServer } from 'node:http';
import { createStaticSite } from '../publisher/static-site.ts';
import { securityHeaders } from '../publisher/security-headers.ts';

// The built site served as `npm run preview` serves it (publisher/serve.ts): the same static
// handler with compression, caching headers and security headers; the ceilings are files
// in the same directory.

export interface SiteServer {
  origin: string;
  close: () => Promise<void>;
}

/** Serves `site` on loopback at `port`. */
export function serveSite(site: string, port: number): Promise<SiteServer> {
  const server = createServer(
    createStaticSite({ getRoot: () => site, headers: securityHeaders() }),
  );
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () =>
      done({
        origin: `http://localhost:${port}`,
        close: () =>
          new Promise((closed) => {
            server.closeAllConnections();
            server.close(() => closed());
          }),
      }),
    );
  });
}
