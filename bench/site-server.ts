import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { directorySite } from '../publisher/serve/directory-site.ts';
import { createStaticSite } from '../publisher/serve/static-files.ts';

// The built site served as `npm run preview` serves it (publisher/serve/preview.ts): the same static
// handler with precompressed copies and the build's `_headers`; the ceilings are files in
// the same directory.

export interface SiteServer {
  origin: string;
  close: () => Promise<void>;
}

/** Serves `site` on loopback at `port`. */
export async function serveSite(dir: string, port: number): Promise<SiteServer> {
  const compressed = await mkdtemp(join(tmpdir(), 'club-bench-site-'));
  const site = await directorySite(dir, compressed);
  const server = createServer(createStaticSite({ getRoot: () => site }));
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () =>
      done({
        origin: `http://localhost:${port}`,
        close: () =>
          new Promise((closed) => {
            server.closeAllConnections();
            server.close(() => void rm(compressed, { recursive: true, force: true }).then(closed));
          }),
      }),
    );
  });
}
