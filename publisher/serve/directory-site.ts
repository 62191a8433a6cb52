import { processFiles } from '../publish/file-records.ts';
import { stepCall } from '../publish/file-steps.ts';
import { listFiles } from '../../integrations/files.ts';
import { BROTLI_QUALITY } from '../publish/compressed-copies.ts';
import { headerLookup } from '../../integrations/headers/site-headers.ts';
import { HEADERS_FILE, readSiteHeaders } from '../../integrations/headers/headers-file.ts';
import type { LiveSite } from '../publish/types.ts';

/**
 * A build directory served on its own (`npm run preview`, the bench) exactly as the publish
 * server serves a published build: headers from its `_headers`, and brotli and gzip copies
 * made once, up front, into `compressedDir`.
 */
export async function directorySite(dir: string, compressedDir: string): Promise<LiveSite> {
  const files = (await listFiles(dir)).filter((file) => file !== HEADERS_FILE);
  await processFiles({
    siteDir: dir,
    files,
    compressedDir,
    calls: [stepCall('compress', BROTLI_QUALITY)],
    previous: null,
  });
  return { id: dir, dir, compressedDir, headersFor: headerLookup(await readSiteHeaders(dir)) };
}
