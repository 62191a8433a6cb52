import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { astroOutputReader, lineSplitter } from './astro-output.ts';
import { digest } from './files.ts';
import { createFingerprinter, publicSettings } from './fingerprint.ts';
import type { BuildFunction, FetchRecord } from './types.ts';

export const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const astroBin = join(projectRoot, 'node_modules/astro/bin/astro.mjs');
const recorder = new URL('./record-fetches.ts', import.meta.url).href;

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

/**
 * The real build: `astro build` in a child process with the fetch recorder loaded, its
 * output read for progress, reused pages and content that failed to load. A page whose data
 * failed would be built with an error message, so the build stops at the first such failure.
 */
export function astroBuild(options: AstroBuildOptions): BuildFunction {
  const root = options.root ?? projectRoot;
  const fingerprinter = createFingerprinter(root, options.env);
  const build: BuildFunction = (outDir, onProgress, { force, signal, expectedPages, log }) =>
    new Promise((done, fail) => {
      const fetchLog = `${outDir.replace(/\/+$/, '')}.fetches-${process.pid}.json`;
      const args = ['--import', recorder, astroBin, 'build', '--outDir', outDir];
      const child = spawn(process.execPath, force ? [...args, '--force'] : args, {
        cwd: root,
        env: {
          ...options.env,
          // astro.config.mjs turns the incremental build on when it has its own cache dir.
          ASTRO_CACHE_DIR: options.cacheDir,
          PUBLISHER_FETCH_LOG: fetchLog,
          FORCE_COLOR: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const reader = astroOutputReader(expectedPages ?? routeCount(root));
      let stopped: string | null = null;
      const stop = (reason: string) => {
        stopped ??= reason;
        child.kill('SIGTERM');
      };
      const onAbort = () => stop(String(signal.reason ?? 'The build was stopped.'));
      signal.addEventListener('abort', onAbort, { once: true });
      const lines = lineSplitter((line) => {
        log(line);
        const failuresBefore = reader.state.failures.length;
        if (reader.read(line)) onProgress({ ...reader.state });
        const failure = reader.state.failures[failuresBefore];
        if (failure) stop(`The member API failed during the build: ${failure}`);
      });
      for (const stream of [child.stdout, child.stderr]) {
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => lines.push(chunk));
      }
      child.on('error', (error) => stop(error.message));
      child.on('close', async (code) => {
        lines.end();
        signal.removeEventListener('abort', onAbort);
        const fetches = await readFile(fetchLog, 'utf8')
          .then((text) => JSON.parse(text) as FetchRecord[])
          .catch(() => [] as FetchRecord[]);
        await rm(fetchLog, { force: true });
        if (stopped) return fail(new Error(stopped));
        if (code !== 0) {
          const last = reader.state.tail.filter((line) => !/^\s*at /.test(line)).slice(-3);
          return fail(new Error(`astro build failed (exit code ${code}): ${last.join(' / ')}`));
        }
        const { pagesRendered, pagesReused, failures, warnings } = reader.state;
        done({
          pagesRendered,
          pagesReused,
          failures,
          warnings,
          fetches,
          fingerprint: await fingerprinter.ofBuild(fetches),
        });
      });
    });
  // A build stopped half way may have refreshed cached pages without the manifest that keys
  // them, and a refused one may have cached pages showing an error: the next build renders
  // every page again (remote images stay cached).
  build.forgetCache = () => rm(join(options.cacheDir, 'incremental-build.json'), { force: true });
  return build;
}

/** Astro's cache directory for these settings: a build made for another API never reuses it. */
export function cacheDirFor(stateDir: string, env: NodeJS.ProcessEnv): string {
  const key = digest(JSON.stringify(publicSettings(env))).slice(0, 12);
  return join(stateDir, 'astro-cache', key) + '/';
}
