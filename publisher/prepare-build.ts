import type { BuildStore } from './build-store.ts';
import { pagePathOf } from './checks/internal-links.ts';
import { cspSite, pageCsp, type CspSources } from './csp.ts';
import {
  processFiles,
  writeFileRecords,
  type FileRecords,
  type PreviousFiles,
} from './file-results.ts';
import { stepCall } from './file-steps.ts';
import { isPage } from './files.ts';
import { contentCalls, keptAnswers, publicSettings } from './fingerprint.ts';
import { BROTLI_QUALITY } from './precompress.ts';
import type { BuildMeta, FetchRecord } from './types.ts';

/** Pages added, changed or removed between two builds, as site paths. */
export function changedPages(before: Record<string, string>, after: Record<string, string>) {
  const paths = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...paths]
    .filter((path) => before[path] !== after[path])
    .map(pagePathOf)
    .sort();
}

/** The content hash of each page and data file (what "changed pages" compares). */
export function pageHashesOf(records: FileRecords): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const [file, record] of Object.entries(records))
    if (/\.(html|json|xml)$/.test(file)) hashes[file] = record.hash;
  return hashes;
}

/**
 * Everything a checked build needs before it can go live, computed once: the hashes of its
 * pages (and which changed since the live build), each page's Content-Security-Policy,
 * brotli and gzip copies, and what the next trigger needs to tell whether anything changed.
 * Per-file work is done for changed files only: identical ones take the previous build's
 * results and compressed copies (publisher/file-results.ts).
 */
export async function prepareBuild(args: {
  store: BuildStore;
  id: string;
  files: string[];
  /** The build's files as the checks saw them (hashes, links, embeds). */
  records: FileRecords;
  previous: PreviousFiles | null;
  live: BuildMeta | null;
  sources: CspSources;
  fetches: readonly FetchRecord[];
  /** The version of each picture the build used. */
  media: Record<string, string>;
  fingerprint: string | null;
  env: NodeJS.ProcessEnv;
  brokenLinks: string[];
}): Promise<{ build: Omit<BuildMeta, 'entry'>; changed: string[] }> {
  const { store, id, records, live } = args;
  const embeds = Object.values(records).flatMap(
    (record) => (record.steps.embeds?.value as string[] | undefined) ?? [],
  );
  const site = cspSite(args.sources, args.fetches, embeds);
  await processFiles({
    siteDir: store.siteDir(id),
    files: args.files,
    compressedDir: store.compressedDir(id),
    calls: [stepCall('csp', site), stepCall('compress', BROTLI_QUALITY)],
    previous: args.previous,
    records,
  });
  const pageHashes = pageHashesOf(records);
  const changed = changedPages(
    Object.fromEntries(Object.entries(live?.pageHashes ?? {}).filter(([file]) => isPage(file))),
    Object.fromEntries(Object.entries(pageHashes).filter(([file]) => isPage(file))),
  );
  const csp: Record<string, string> = { '*': pageCsp('', site) };
  for (const [file, record] of Object.entries(records))
    if (record.steps.csp) csp[file] = record.steps.csp.value as string;
  await writeFileRecords(store.buildDir(id), records);
  const build = {
    id,
    fingerprint: args.fingerprint,
    fetchUrls: contentCalls(args.fetches).map((call) => call.url),
    answers: keptAnswers(args.fetches),
    media: args.media,
    pageHashes,
    csp,
    env: publicSettings(args.env),
    brokenLinks: args.brokenLinks,
  };
  return { build, changed };
}
