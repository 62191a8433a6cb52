import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeReport } from '../../src/data/build-context.ts';
import { buildState, cleanLine, lineSplitter } from './astro-progress.ts';
import { digest } from '../../integrations/files.ts';
import type { WorkerMessage, WorkerRequest } from './worker-messages.ts';
import { codeHash, createFingerprinter, publicSettings } from './fingerprint.ts';
import type { BuildFunction } from './contract.ts';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const workerEntry = fileURLToPath(new URL('./build-worker.ts', import.meta.url));

/** How many route files src/pages has: the page total of a first build's progress. */
export function routeCount(root = projectRoot): number {
  const pages = readdirSync(join(root, 'src/pages'), { recursive: true, encoding: 'utf8' });
  return pages.filter((file) => /\.(astro|ts|md|mdx)$/.test(file)).length;
}

export interface AstroBuildOptions {
  /** The environment of the build: the server's own (PUBLIC_API_URL, …). */
  env: NodeJS.ProcessEnv;
  /** Astro's cache (remote images, incremental build manifest), kept between builds. */
  cacheDir: string;
  root?: string;
}

const INCREMENTAL_MANIFEST = 'incremental-build.json';

/**
 * Keeps Astro's cache for the code it was made by. Astro's incremental build restores a page
 * whose template and data are unchanged as it was written, with the script file names of the
 * build that made it: after a change to a script alone (new names, the old files gone) those
 * pages would load scripts that no longer exist, and the publish is refused for its broken
 * links. So when the code changed since the cache's builds (or is not known), the pages are
 * rendered again; the downloaded pictures stay. True when the pages' cache was forgotten.
 */
export async function cacheForCode(cacheDir: string, code: string): Promise<boolean> {
  const file = join(cacheDir, 'code-hash');
  if ((await readFile(file, 'utf8').catch(() => null)) === code) return false;
  await rm(join(cacheDir, INCREMENTAL_MANIFEST), { force: true });
  await mkdir(cacheDir, { recursive: true });
  await writeFile(file, code);
  return true;
}

/** A worker is replaced after this many Astro builds or above this memory (after a garbage
 * collection): Node never frees the chunks an earlier build imported. The memory bound leaves
 * a site of some 5,000 pages its warm worker and render kit after a full build (about 1.6 GB
 * then, most of it outside the JavaScript heap), so the next edit renders only what changed;
 * the publisher and worker stay within 4 GB. A worker without a render kit idle this long is stopped (the next
 * build starts a fresh one); one with a kit stays, ready for the next edit. */
export const workerLimits = { builds: 8, rssMb: 2560, idleMs: 15 * 60_000 };

interface BuildWorker {
  child: ChildProcess;
  /** The code hash the worker started with: changed code gets a fresh process. */
  code: string;
  builds: number;
  ready: Promise<void>;
  /** Where the worker's output lines go while a build runs. */
  onLine: ((line: string) => void) | null;
  idle?: NodeJS.Timeout;
}

/** Stops a worker by its pid: SIGTERM, then SIGKILL if it has not gone within 5 s. */
async function stopWorker({ child, idle }: BuildWorker): Promise<void> {
  clearTimeout(idle);
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  const late = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(late);
}

/**
 * The real build: `astro build` in the build worker (publisher/build/build-worker.ts), a child
 * process kept warm between builds, with its output read for progress, reused pages and
 * content that failed to load. A page whose data failed would be built with an error
 * message, so the build stops at the first such failure (the worker is stopped with it).
 */
export function astroBuild(options: AstroBuildOptions): BuildFunction {
  const root = options.root ?? projectRoot;
  const fingerprinter = createFingerprinter(root, options.env);
  let worker: BuildWorker | null = null;

  const retire = (retired: BuildWorker | null = worker) => {
    if (!retired) return Promise.resolve();
    if (worker === retired) worker = null;
    return stopWorker(retired);
  };

  function startWorker(code: string): BuildWorker {
    // --expose-gc: the worker collects its garbage before it reports its memory.
    const child = spawn(process.execPath, ['--expose-gc', workerEntry], {
      cwd: root,
      env: {
        ...options.env,
        // astro.config.mjs turns the incremental build on when it has its own cache dir.
        ASTRO_CACHE_DIR: options.cacheDir,
        CLUB_WORKER_RSS_MB: String(workerLimits.rssMb),
        FORCE_COLOR: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const started: BuildWorker = { child, code, builds: 0, onLine: null, ready: null! };
    const tail: string[] = [];
    const lines = lineSplitter((line) => {
      tail.push(line);
      if (tail.length > 5) tail.shift();
      started.onLine?.(line);
    });
    for (const stream of [child.stdout!, child.stderr!]) {
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => lines.push(chunk));
    }
    started.ready = new Promise((done, fail) => {
      child.on('message', (reply: WorkerMessage) => reply.type === 'ready' && done());
      child.once('error', fail);
      child.once('exit', (code) => {
        if (worker === started) worker = null;
        fail(new Error(`The build worker stopped (exit code ${code}): ${tail.join(' / ')}`));
      });
    });
    started.ready.catch(() => undefined);
    return started;
  }

  async function workerFor(): Promise<BuildWorker> {
    const code = await codeHash(root);
    if (worker && (worker.code !== code || worker.builds >= workerLimits.builds)) await retire();
    if (!worker) await cacheForCode(options.cacheDir, code);
    worker ??= startWorker(code);
    clearTimeout(worker.idle);
    await worker.ready;
    return worker;
  }

  const build: BuildFunction = async (
    outDir,
    onProgress,
    { force, signal, expectedPages, log, verified, id, base },
  ) => {
    const tracker = buildState(expectedPages ?? routeCount(root));
    onProgress({ ...tracker.state });
    const current = await workerFor();
    const { reply, stopped } = await new Promise<{
      reply: Extract<WorkerMessage, { type: 'done' | 'failed' }> | null;
      stopped: string | null;
    }>((done) => {
      let stopped: string | null = null;
      const stop = (reason: string) => {
        stopped ??= reason;
        void retire(current);
      };
      const onAbort = () => stop(String(signal.reason ?? 'The build was stopped.'));
      const onMessage = (message: WorkerMessage) => {
        if (message.type === 'progress') {
          tracker.progress(message.progress);
          onProgress({ ...tracker.state });
        } else if (message.type === 'report') {
          log(`[build] ${describeReport(message.report)}`);
          const failure = tracker.report(message.report);
          if (failure) stop(`The member API failed during the build: ${failure}`);
        } else if (message.type !== 'ready') finish(message);
      };
      const onExit = () => finish(null);
      const finish = (message: Extract<WorkerMessage, { type: 'done' | 'failed' }> | null) => {
        signal.removeEventListener('abort', onAbort);
        current.child.off('message', onMessage);
        current.child.off('exit', onExit);
        current.onLine = null;
        // A content-only rebuild imports no new module: only Astro's builds wear a worker.
        if (message?.type !== 'done' || !message.onlyChanged) current.builds++;
        done({ reply: message, stopped });
      };
      current.onLine = (line) => {
        log(cleanLine(line));
        if (tracker.line(line)) onProgress({ ...tracker.state });
      };
      signal.addEventListener('abort', onAbort, { once: true });
      current.child.on('message', onMessage);
      current.child.once('exit', onExit);
      if (signal.aborted) onAbort();
      else
        current.child.send({
          type: 'build',
          outDir,
          force,
          verified,
          id,
          base,
        } satisfies WorkerRequest);
    });
    if (stopped) throw new Error(stopped);
    if (!reply) {
      const last = tracker.state.tail.filter((line) => !/^\s*at /.test(line)).slice(-3);
      throw new Error(`The build worker stopped during the build: ${last.join(' / ')}`);
    }
    if (reply.type === 'failed') {
      await retire(current);
      throw new Error(`astro build failed: ${reply.message}`);
    }
    if (reply.rssMb > workerLimits.rssMb) await retire(current);
    else if (!reply.keepsKit)
      current.idle = setTimeout(() => void retire(current), workerLimits.idleMs).unref();
    const { failures, warnings, safetyStops, safetyStopWarnings, siteFileWarnings } = tracker.state;
    return {
      pagesRendered: reply.pages.rendered,
      pagesReused: reply.pages.reused,
      onlyChanged: reply.onlyChanged,
      failures,
      warnings,
      safetyStops,
      safetyStopWarnings,
      siteFileWarnings,
      fetches: reply.fetches,
      media: reply.media,
      fingerprint: await fingerprinter.ofBuild(reply.fetches, reply.media),
    };
  };
  // A build stopped half way may have refreshed cached pages without the manifest that keys
  // them, and a refused one may have cached pages showing an error: the next build renders
  // every page again (remote images stay cached).
  build.forgetCache = () => rm(join(options.cacheDir, INCREMENTAL_MANIFEST), { force: true });
  build.close = () => retire();
  build.startsFromLinkedBuild = true;
  return build;
}

/** Astro's cache directory for these settings: a build made for another API never reuses it. */
export function cacheDirFor(stateDir: string, env: NodeJS.ProcessEnv): string {
  const key = digest(JSON.stringify(publicSettings(env))).slice(0, 12);
  return join(stateDir, 'astro-cache', key) + '/';
}
