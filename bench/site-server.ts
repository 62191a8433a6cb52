import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listFiles } from '../integrations/files.ts';
import { HEADERS_FILE } from '../integrations/headers/headers-file.ts';
import { BROTLI_QUALITY } from '../publisher/publish/compressed-copies.ts';
import { processFiles } from '../publisher/publish/file-records.ts';
import { stepCall } from '../publisher/publish/file-steps.ts';
import { directorySite } from '../publisher/serve/directory-site.ts';
import { createStaticSite } from '../publisher/serve/static-files.ts';

// The built site served as `npm run preview` serves it (publisher/serve/preview.ts): the same static
// handler with precompressed copies and the build's `_headers`; the ceilings are files in
// the same directory.

export interface SiteServer {
  origin: string;
  /**
   * Makes the brotli and gzip copies of the files written into the site since it has been
   * served (the member pages' ceilings and floors, made from pages loaded here), so that they
   * are served compressed like every other file: without a copy a file goes out whole (a
   * 20 KB ceiling took its place in the simulated phone's network as 20 KB, not 3). Returns
   * how many files it found.
   */
  compressNewFiles: () => Promise<number>;
  close: () => Promise<void>;
}

/** Serves `site` on loopback at `port` (0: a free one, named in `origin`). */
export async function serveSite(dir: string, port: number): Promise<SiteServer> {
  const compressed = await mkdtemp(join(tmpdir(), 'club-bench-site-'));
  const site = await directorySite(dir, compressed);
  const served = new Set(await listFiles(dir));
  const compressNewFiles = async () => {
    const fresh = (await listFiles(dir)).filter((file) => !served.has(file));
    await processFiles({
      siteDir: dir,
      files: fresh.filter((file) => file !== HEADERS_FILE),
      compressedDir: compressed,
      calls: [stepCall('compress', BROTLI_QUALITY)],
      previous: null,
    });
    for (const file of fresh) served.add(file);
    return fresh.length;
  };
  const server = createServer(createStaticSite({ getRoot: () => site }));
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () =>
      done({
        origin: `http://localhost:${(server.address() as AddressInfo).port}`,
        compressNewFiles,
        close: () =>
          new Promise((closed) => {
            server.closeAllConnections();
            server.close(() => void rm(compressed, { recursive: true, force: true }).then(closed));
          }),
      }),
    );
  });
}
