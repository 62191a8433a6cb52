import type { BuildStore } from './build-store.ts';
import { pagePathOf } from './checks/internal-links.ts';
import {
  processFiles,
  writeFileRecords,
  type FileRecords,
  type PreviousFiles,
  type StepStats,
} from './file-records.ts';
import { stepCall } from './file-steps.ts';
import { isPage } from '../../integrations/files.ts';
import { contentCalls, keptAnswers, publicSettings } from '../build/fingerprint.ts';
import { BROTLI_QUALITY } from './compressed-copies.ts';
import { removeUnnamedFiles } from './unused-files.ts';
import type { FetchRecord } from '../build/contract.ts';
import type { BuildMeta } from './types.ts';

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
 * The per-file work of a build (publisher/publish/file-steps.ts) in one pass over its files: what
 * the checks read (links, member data), the files under /_astro/ each names and the compressed
 * copies. Identical files take the previous build's results and copies; the rest is shared
 * out to worker threads. Then the pictures and documents under /_astro/ that no file names
 * leave the build (`removed`; publisher/publish/unused-files.ts).
 */
export async function processBuildFiles(args: {
  store: BuildStore;
  id: string;
  files: string[];
  previous: PreviousFiles | null;
  siteUrl: string;
  attachments: string[];
}): Promise<{ records: FileRecords; stats: StepStats; removed: string[] }> {
  const { store, id, files, previous } = args;
  const { records, stats } = await processFiles({
    siteDir: store.siteDir(id),
    compressedDir: store.compressedDir(id),
    previous,
    files,
    calls: [
      stepCall('links', { siteUrl: args.siteUrl }),
      stepCall('memberData', { attachments: args.attachments }),
      stepCall('astroNames', null),
      stepCall('compress', BROTLI_QUALITY),
    ],
  });
  const removed = await removeUnnamedFiles({
    siteDir: store.siteDir(id),
    compressedDir: store.compressedDir(id),
    records,
  });
  return { records, stats, removed };
}

/**
 * Everything a checked build needs before it can go live: the hashes of its pages (and
 * which changed since the live build) and what the next trigger needs to tell whether
 * anything changed; the files' results are kept with the build for the next publish.
 */
export async function prepareBuild(args: {
  store: BuildStore;
  id: string;
  /** The build's files with the results of their steps (`processBuildFiles`). */
  records: FileRecords;
  live: BuildMeta | null;
  fetches: readonly FetchRecord[];
  /** The version of each picture the build used. */
  media: Record<string, string>;
  fingerprint: string | null;
  env: NodeJS.ProcessEnv;
  brokenLinks: string[];
}): Promise<{ build: Omit<BuildMeta, 'entry'>; changed: string[] }> {
  const { store, id, records, live } = args;
  const pageHashes = pageHashesOf(records);
  const changed = changedPages(
    Object.fromEntries(Object.entries(live?.pageHashes ?? {}).filter(([file]) => isPage(file))),
    Object.fromEntries(Object.entries(pageHashes).filter(([file]) => isPage(file))),
  );
  await writeFileRecords(store.buildDir(id), records);
  const build = {
    id,
    fingerprint: args.fingerprint,
    fetchUrls: contentCalls(args.fetches).map((call) => call.url),
    answers: keptAnswers(args.fetches),
    media: args.media,
    pageHashes,
    env: publicSettings(args.env),
    brokenLinks: args.brokenLinks,
  };
  return { build, changed };
}
