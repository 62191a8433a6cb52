import { build } from 'astro';
import { rmSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isContactCall } from '../publish/checks/member-data.ts';
import { forgetKeptSite, keptSite } from '../../integrations/finish-pages.ts';
import { quickRebuild } from './content-rebuild.ts';
import { forgetAnswers, recordFetches } from './fetch-recorder.ts';
import { dropKit, keptKit } from './render-kit.ts';
import type { FetchRecord, VerifiedContent } from './contract.ts';

// The build worker: a child process of the publisher (publisher/build/astro-build.ts) that runs
// `astro build` through Astro's JavaScript API, one build per message, and stays alive in
// between. A warm process skips Node's and Astro's start-up and Vite's cold compile, which
// is most of an incremental rebuild's time.
//
// Node keeps every module it has imported, and Astro runs the pages from chunks it writes to
// a .prerender/ folder (in the output directory, or under the working directory when the
// output is outside it): a second build from the same path would import the first build's
// chunks again, with their memoised data and getStaticPaths answers. So each build runs in
// a working directory of its own inside the project (the chunks import the project's
// packages from there), and Astro puts its chunks under it.

export type WorkerRequest = {
  type: 'build';
  outDir: string;
  force: boolean;
  verified?: VerifiedContent;
  /** The publish id this build will have if it goes live. */
  id?: string;
  /** The live build (its id and files): a content-only rebuild starts from it (`linked`: its
   * files are linked into `outDir` already). */
  base?: { id: string; dir: string; linked?: boolean };
};
export type WorkerReply =
  | { type: 'ready' }
  | {
      type: 'done';
      fetches: FetchRecord[];
      media: Record<string, string>;
      rssMb: number;
      /** The worker keeps a render kit for the next content-only rebuild. */
      keepsKit: boolean;
      /** Set when only the changed pages were rendered (publisher/build/content-rebuild.ts). */
      quick?: { rendered: number; reused: number };
    }
  | { type: 'failed'; message: string; fetches: FetchRecord[] };

const root = fileURLToPath(new URL('../..', import.meta.url));
const takeFetches = recordFetches();
const send = (reply: WorkerReply) => process.send!(reply);
let builds = 0;

const workDirs = join(root, 'node_modules/.cache/club-build-worker');

// Shared with the site's build code (src/data/media-images.ts).
const shared = globalThis as Record<symbol, unknown>;
const imageSizes = Symbol.for('club.image-sizes');
const mediaVersions = Symbol.for('club.media-versions');
const mediaVerified = Symbol.for('club.media-verified');
// The site's data layer forgets what it loaded for an earlier build (src/data/build-api.ts).
const buildNumber = Symbol.for('club.build-number');
const rssLimitMb = Number(process.env.CLUB_WORKER_RSS_MB ?? Infinity);

/**
 * The calls of a build as the publisher needs them: every answer's hash and validators, but
 * the body only of the contact call (its member-data check reads it); the bodies stay here,
 * where the next build takes them as they are (publisher/build/fetch-recorder.ts).
 */
function forThePublisher(records: FetchRecord[]): FetchRecord[] {
  return records.map((record) => {
    if (record.body === undefined || isContactCall(record.url)) return record;
    const { body: _left, ...rest } = record;
    return { ...rest, json: true };
  });
}

/** The worker's resident memory after a build (MB), as the build log says it; above the
 * publisher's limit, after collecting the garbage (the worker is replaced if it stays above). */
function residentMb(): number {
  const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
  let { rss, heapUsed } = process.memoryUsage();
  if (rss / 2 ** 20 > rssLimitMb && globalThis.gc) {
    globalThis.gc();
    ({ rss, heapUsed } = process.memoryUsage());
  }
  console.log(`[build] worker memory: ${mb(rss)} MB resident, ${mb(heapUsed)} MB heap`);
  return rss / 2 ** 20;
}

/** The working directory whose compiled chunks the render kit keeps. */
let keptWorkDir: string | null = null;

/**
 * A content-only rebuild when the kit of the last build can make this one: not forced, and
 * the live build is the one this worker made last (so the kit's pages and facts are its).
 */
async function tryQuick(request: WorkerRequest): Promise<WorkerReply | null> {
  const kit = keptKit();
  const site = keptSite();
  const { base, force, outDir } = request;
  if (force || !base || !kit || !site) return null;
  if (kit.buildId !== base.id) {
    console.log(`[build] a full build: the live build is not the one this worker made last`);
    return null;
  }
  kit.buildId = null;
  const made = await quickRebuild({
    kit,
    site,
    base: base.dir,
    outDir,
    linked: base.linked,
    log: console.log,
  });
  if (!made.made) {
    console.log(`[build] a full build: ${made.reason}`);
    return null;
  }
  kit.buildId = request.id ?? null;
  return {
    type: 'done',
    fetches: forThePublisher(takeFetches()),
    media: Object.fromEntries(shared[mediaVersions] as Map<string, string>),
    rssMb: residentMb(),
    keepsKit: true,
    quick: { rendered: made.rendered, reused: made.reused },
  };
}

async function runBuild(request: WorkerRequest): Promise<void> {
  const { outDir, force, verified } = request;
  const workDir = join(workDirs, `${process.pid}-${++builds}`);
  shared[buildNumber] = builds;
  // A forced build trusts nothing kept: every answer and picture is asked for again.
  if (force) forgetAnswers();
  takeFetches(force ? {} : verified?.answers);
  // The pictures' sizes the site remembers between builds, the versions it sees this build.
  if (force) delete shared[imageSizes];
  shared[mediaVersions] = new Map<string, string>();
  shared[mediaVerified] = new Map(Object.entries(force ? {} : (verified?.media ?? {})));
  let keep = false;
  try {
    const quick = await tryQuick(request);
    if (quick) {
      send(quick);
      return;
    }
    // What a content-only rebuild went through is asked again by the full build.
    takeFetches(force ? {} : verified?.answers);
    shared[mediaVersions] = new Map<string, string>();
    await dropKit();
    await mkdir(workDir, { recursive: true });
    process.chdir(workDir);
    await build({ root, outDir, force, logLevel: 'info' });
    const kit = keptKit();
    if (kit) {
      kit.buildId = request.id ?? null;
      keep = true;
    }
    const media = Object.fromEntries(shared[mediaVersions] as Map<string, string>);
    send({
      type: 'done',
      fetches: forThePublisher(takeFetches()),
      media,
      rssMb: residentMb(),
      keepsKit: keptKit() !== null,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[build] ${message}`);
    // What a failed build left is no base for the next one.
    await dropKit();
    await forgetKeptSite();
    send({ type: 'failed', message, fetches: takeFetches() });
  } finally {
    process.chdir(root);
    // The kit's chunks live in its build's directory: that one stays while the kit does,
    // every other working directory goes.
    const keptBefore = keptWorkDir;
    if (keep) keptWorkDir = workDir;
    else if (!keptKit()) keptWorkDir = null;
    for (const dir of new Set([workDir, keptBefore]))
      if (dir && dir !== keptWorkDir)
        await rm(dir, { recursive: true, force: true }).catch(() => {});
  }
}

/** Leaves no working directory behind when the worker ends. */
function exit(): never {
  if (keptWorkDir) rmSync(keptWorkDir, { recursive: true, force: true });
  process.exit(0);
}

process.on('message', (request: WorkerRequest) => {
  if (request.type === 'build') void runBuild(request);
});
// The publisher going away (its IPC channel closing) ends the worker too.
process.on('disconnect', exit);
process.on('SIGTERM', exit);
send({ type: 'ready' });
