import { existsSync, readdirSync } from 'node:fs';
import type { BuildStore } from './build-store.ts';
import type { BuildMeta, LiveSite } from './types.ts';

/**
 * A published build as the static server serves it: its directory, each file's
 * Content-Security-Policy, its precompressed copies, and the other kept builds whose hashed
 * assets pages loaded before a switch may still ask for (newest first).
 */
export function liveSiteOf(store: BuildStore, meta: BuildMeta): LiveSite {
  const compressed = store.compressedDir(meta.id);
  const others = readdirSync(store.buildsDir)
    .filter((id) => id !== meta.id && existsSync(store.siteDir(id)))
    .sort()
    .reverse();
  return {
    id: meta.id,
    dir: store.siteDir(meta.id),
    headersFor: (file) => ({
      'content-security-policy': meta.csp[file] ?? meta.csp['*'] ?? "default-src 'self'",
    }),
    compressedDir: existsSync(compressed) ? compressed : null,
    assetDirs: others.map((id) => store.siteDir(id)),
  };
}
