import type { BuildStore } from './build-store.ts';
import { pagePathOf } from './checks/internal-links.ts';
import { hashFiles, isPage } from './files.ts';
import { contentCalls, publicSettings } from './fingerprint.ts';
import { precompress } from './precompress.ts';
import type { BuildMeta, FetchRecord } from './types.ts';

/** Pages added, changed or removed between two builds, as site paths. */
export function changedPages(before: Record<string, string>, after: Record<string, string>) {
  const paths = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...paths]
    .filter((path) => before[path] !== after[path])
    .map(pagePathOf)
    .sort();
}

/**
 * Everything a checked build needs before it can go live, computed once: the hashes of its
 * pages (and which changed since the live build), brotli and gzip copies, and what the next trigger needs to tell whether anything changed.
 */
export async function prepareBuild(args: {
  store: BuildStore;
  id: string;
  files: string[];
  live: BuildMeta | null;
  fetches: readonly FetchRecord[];
  fingerprint: string | null;
  env: NodeJS.ProcessEnv;
  brokenLinks: string[];
}): Promise<{ build: Omit<BuildMeta, 'entry'>; changed: string[] }> {
  const { store, id, files, live } = args;
  const siteDir = store.siteDir(id);
  const pageHashes = await hashFiles(
    siteDir,
    files.filter((file) => /\.(html|json|xml)$/.test(file)),
  );
  const changed = changedPages(
    Object.fromEntries(Object.entries(live?.pageHashes ?? {}).filter(([file]) => isPage(file))),
    Object.fromEntries(Object.entries(pageHashes).filter(([file]) => isPage(file))),
  );
  const previous = live && {
    siteDir: store.siteDir(live.id),
    compressedDir: store.compressedDir(live.id),
  };
  await precompress(siteDir, files, store.compressedDir(id), previous);
  const build = {
    id,
    fingerprint: args.fingerprint,
    fetchUrls: contentCalls(args.fetches).map((call) => call.url),
    pageHashes,
    env: publicSettings(args.env),
    brokenLinks: args.brokenLinks,
  };
  return { build, changed };
}
