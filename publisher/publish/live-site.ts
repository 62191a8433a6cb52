import { existsSync } from 'node:fs';
import type { BuildStore } from './build-store.ts';
import { headerLookup } from '../../integrations/headers/site-headers.ts';
import { readSiteHeaders } from '../../integrations/headers/headers-file.ts';
import type { BuildMeta, LiveSite } from './types.ts';

/**
 * A published build as the static server serves it: its directory, each file's headers (from
 * the build's `_headers`, read once here), its precompressed copies, and the other kept
 * builds whose hashed assets pages loaded before a switch may still ask for (newest first):
 * published ones only — never a build waiting in preview (its files are the admin's until it
 * goes live) nor one still being made.
 */
export async function liveSiteOf(store: BuildStore, meta: BuildMeta): Promise<LiveSite> {
  const compressed = store.compressedDir(meta.id);
  const others = (await store.keptIds()).filter(
    (id) => id !== meta.id && existsSync(store.siteDir(id)),
  );
  const dir = store.siteDir(meta.id);
  return {
    id: meta.id,
    dir,
    headersFor: headerLookup(await readSiteHeaders(dir), meta.csp),
    compressedDir: existsSync(compressed) ? compressed : null,
    assetDirs: others.map((id) => store.siteDir(id)),
  };
}
