import { listFiles } from './files.ts';
import { precompress } from './precompress.ts';
import { headerLookup, HEADERS_FILE, readSiteHeaders } from './site-headers.ts';
import type { LiveSite } from './types.ts';

/**
 * A build directory served on its own (`npm run preview`, the bench) exactly as the publish
 * server serves a published build: headers from its `_headers`, and brotli and gzip copies
 * made once, up front, into `compressedDir`.
 */
export async function directorySite(dir: string, compressedDir: string): Promise<LiveSite> {
  const files = (await listFiles(dir)).filter((file) => file !== HEADERS_FILE);
  await precompress(dir, files, compressedDir);
  return { id: dir, dir, compressedDir, headersFor: headerLookup(await readSiteHeaders(dir)) };
}
