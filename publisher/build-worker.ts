import { build } from 'astro';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { forgetAnswers, recordFetches } from './record-fetches.ts';
import type { FetchRecord, VerifiedContent } from './types.ts';

// The build worker: a child process of the publisher (publisher/astro-build.ts) that runs
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
};
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'done'; fetches: FetchRecord[]; media: Record<string, string>; rssMb: number }
  | { type: 'failed'; message: string; fetches: FetchRecord[] };

const root = fileURLToPath(new URL('..', import.meta.url));
const takeFetches = recordFetches();
const send = (reply: WorkerReply) => process.send!(reply);
let builds = 0;

const workDirs = join(root, 'node_modules/.cache/club-build-worker');

// Shared with the site's build code (src/data/media-images.ts).
const shared = globalThis as Record<symbol, unknown>;
const imageSizes = Symbol.for('club.image-sizes');
const mediaVersions = Symbol.for('club.media-versions');
const mediaVerified = Symbol.for('club.media-verified');

async function runBuild({ outDir, force, verified }: WorkerRequest): Promise<void> {
  const workDir = join(workDirs, `${process.pid}-${++builds}`);
  // A forced build trusts nothing kept: every answer and picture is asked for again.
  if (force) forgetAnswers();
  takeFetches(force ? {} : verified?.answers);
  // The pictures' sizes the site remembers between builds, the versions it sees this build.
  if (force) delete shared[imageSizes];
  shared[mediaVersions] = new Map<string, string>();
  shared[mediaVerified] = new Map(Object.entries(force ? {} : (verified?.media ?? {})));
  try {
    await mkdir(workDir, { recursive: true });
    process.chdir(workDir);
    await build({ root, outDir, force, logLevel: 'info' });
    const media = Object.fromEntries(shared[mediaVersions] as Map<string, string>);
    send({
      type: 'done',
      fetches: takeFetches(),
      media,
      rssMb: process.memoryUsage().rss / 2 ** 20,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[build] ${message}`);
    send({ type: 'failed', message, fetches: takeFetches() });
  } finally {
    process.chdir(root);
    await rm(workDir, { recursive: true, force: true }).catch(() => undefined);
  }
}

process.on('message', (request: WorkerRequest) => {
  if (request.type === 'build') void runBuild(request);
});
// The publisher going away (its IPC channel closing) ends the worker too.
process.on('disconnect', () => process.exit(0));
send({ type: 'ready' });
