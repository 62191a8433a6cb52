import { build } from 'astro';
import { rmSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildContext } from '../../src/data/build-context.ts';
import {
  closeKeptSite,
  finishPages,
  siteFileOptions,
  type FinishedSite,
} from '../../integrations/finish-pages.ts';
import { isContactCall } from '../publish/checks/member-data.ts';
import { rebuildChangedPages } from './content-rebuild.ts';
import type { BuildProgress, FetchRecord } from './contract.ts';
import { createFetchRecorder } from './fetch-recorder.ts';
import { buildProgress } from './progress-integration.ts';
import { dropKit, renderKit, type KeptKit, type RenderKit } from './render-kit.ts';
import type { WorkerMessage, WorkerRequest } from './worker-messages.ts';

// The build worker: a child process of the publisher (publisher/build/astro-build.ts) that
// runs `astro build` through Astro's JavaScript API, one build per message, and stays alive in
// between. A warm process skips Node's and Astro's start-up and Vite's cold compile, which
// is most of an incremental rebuild's time.
//
// It talks to the publisher only through typed messages (worker-messages.ts) and to the
// site's build code only through the build context (src/data/build-context.ts): the API
// client's recording fetch, the pictures' sizes and versions, and every report (content
// that failed, records skipped, safety stops) comes back to be sent on as it is.
//
// Node keeps every module it has imported, and Astro runs the pages from chunks it writes to
// a .prerender/ folder (in the output directory, or under the working directory when the
// output is outside it): a second build from the same path would import the first build's
// chunks again, with their memoised data and getStaticPaths answers. So each build runs in
// a working directory of its own inside the project (the chunks import the project's
// packages from there), and Astro puts its chunks under it.

const root = fileURLToPath(new URL('../..', import.meta.url));
const send = (message: WorkerMessage) => process.send!(message);
const recorder = createFetchRecorder([
  process.env.PUBLIC_API_URL ?? '',
  process.env.PUBLIC_ORDER_API_URL ?? '',
]);
const fileOptions = siteFileOptions(process.env);
const workDirs = join(root, 'node_modules/.cache/club-build-worker');
const rssLimitMb = Number(process.env.CLUB_WORKER_RSS_MB ?? Infinity);
let builds = 0;

// The site's build code asks the API through the recorder and reports to the publisher.
buildContext.apiFetch = recorder.fetch;
buildContext.answerDigest = recorder.answerDigest;
buildContext.report = (report) => send({ type: 'report', report });

/** What the last build left for a content-only rebuild: the render kit and the pages' facts. */
let kit: RenderKit | null = null;
let site: FinishedSite | null = null;
/** The working directory whose compiled chunks the render kit keeps. */
let keptWorkDir: string | null = null;

/** Forgets what the last build left (a new full build, or a failed one). */
async function forgetKept(): Promise<void> {
  await dropKit(kit);
  kit = null;
  if (site) await closeKeptSite();
  site = null;
}

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

const progress = (update: BuildProgress) => send({ type: 'progress', progress: update });

/**
 * A content-only rebuild when the kit of the last build can make this one: not forced, and
 * the live build is the one this worker made last (so the kit's pages and facts are its).
 */
async function tryContentOnly(request: WorkerRequest): Promise<WorkerMessage | null> {
  const { base, force, outDir } = request;
  if (force || !base || !kit || !site) return null;
  if (kit.buildId !== base.id) {
    console.log(`[build] a full build: the live build is not the one this worker made last`);
    return null;
  }
  kit.buildId = null;
  const made = await rebuildChangedPages({
    kit,
    site,
    base: base.dir,
    outDir,
    linked: base.linked,
    log: console.log,
    onProgress: progress,
  });
  if (!made.made) {
    console.log(`[build] a full build: ${made.reason}`);
    return null;
  }
  kit.buildId = request.id ?? null;
  return {
    type: 'done',
    fetches: forThePublisher(recorder.take()),
    media: Object.fromEntries(buildContext.pictureVersions),
    rssMb: residentMb(),
    keepsKit: true,
    pages: { rendered: made.rendered, reused: made.reused },
    onlyChanged: true,
  };
}

/** A full `astro build` into `outDir`, leaving the kit and the pages' facts for the next. */
async function fullBuild(request: WorkerRequest, workDir: string): Promise<WorkerMessage> {
  const { outDir, force, verified } = request;
  // What a content-only rebuild went through is asked again by the full build.
  recorder.take(force ? {} : verified?.answers);
  buildContext.pictureVersions = new Map();
  await forgetKept();
  await mkdir(workDir, { recursive: true });
  process.chdir(workDir);
  let kept = { reason: 'the build did not finish' } as KeptKit;
  const pages = { total: 0, rendered: 0 };
  await build({
    root,
    outDir,
    force,
    logLevel: 'info',
    integrations: [
      buildProgress(progress),
      renderKit((made) => (kept = made), {
        onPaths: (count) => {
          pages.total = count;
          progress({ phase: 'Rendering pages', pagesDone: 0, pagesTotal: count });
        },
        onRendered: () => {
          pages.rendered++;
          progress({
            phase: 'Rendering pages',
            pagesDone: pages.rendered,
            pagesTotal: pages.total,
          });
        },
        onRenderingDone: () => progress({ phase: 'Optimizing images' }),
      }),
      finishPages({ ...fileOptions, keep: (finished) => (site = finished) }),
    ],
  });
  if ('kit' in kept) {
    kit = kept.kit;
    kit.buildId = request.id ?? null;
  } else console.log(`[build] no content-only rebuild can follow: ${kept.reason}`);
  return {
    type: 'done',
    fetches: forThePublisher(recorder.take()),
    media: Object.fromEntries(buildContext.pictureVersions),
    rssMb: residentMb(),
    keepsKit: kit !== null,
    pages: { rendered: pages.rendered, reused: Math.max(0, pages.total - pages.rendered) },
    onlyChanged: false,
  };
}

async function runBuild(request: WorkerRequest): Promise<void> {
  const { force, verified } = request;
  const workDir = join(workDirs, `${process.pid}-${++builds}`);
  buildContext.build = builds;
  // A forced build trusts nothing kept: every answer and picture is asked for again.
  if (force) {
    recorder.forget();
    buildContext.pictureSizes = new Map();
  }
  recorder.take(force ? {} : verified?.answers);
  // The pictures' versions this build sees, and those the change check has just confirmed.
  buildContext.pictureVersions = new Map();
  buildContext.confirmedPictureVersions = new Map(
    Object.entries(force ? {} : (verified?.media ?? {})),
  );
  try {
    send((await tryContentOnly(request)) ?? (await fullBuild(request, workDir)));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[build] ${message}`);
    // What a failed build left is no base for the next one.
    await forgetKept();
    send({ type: 'failed', message, fetches: recorder.take() });
  } finally {
    process.chdir(root);
    // The kit's chunks live in its build's directory: that one stays while the kit does,
    // every other working directory goes.
    const keptBefore = keptWorkDir;
    if (kit && kit.chunks.startsWith(workDir + '/')) keptWorkDir = workDir;
    else if (!kit) keptWorkDir = null;
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
