import { appendFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchBuilder } from './astro-run.ts';
import { changeOneNewsTitle, type StandIn } from './stand-in.ts';
import type { BuildRun, ScaleResult } from './types.ts';

// Build time, pages and peak memory at one SEED_SCALE, then what the caches save, each build
// made the publisher's way (a build worker, Astro's incremental build in a kept cacheDir):
//   full       a new worker, empty output and cache directories (images fetched, optimised)
//   no-change  the same content again, in the warm worker: keyed pages restored
//   one-item   one news title changed in the stand-in's database
//   forced     --force in the warm worker: images cached, every page rendered again

export interface ScaleOptions {
  root: string;
  /** A freshly seeded stand-in at the scale measured (bench/stand-in.ts). */
  standIn: StandIn;
  log: (message: string) => void;
}

/** Where one scale's build and stand-in live; the site bench measures is the scale-1 build. */
export const outDirFor = (root: string, scale: number) => join(root, 'bench/tmp', `dist-${scale}`);

/**
 * A build worker for one scale's site, made as the bench's builds are: empty output and cache
 * directories under bench/tmp/ (`name`, by default the scale's), against `standIn` (`env`
 * added to the worker's), its log lines in build-<name>.log there.
 */
export function scaleBuilder(
  root: string,
  standIn: Pick<StandIn, 'scale' | 'apiUrl' | 'orderApiUrl'>,
  { name = String(standIn.scale), env = {} }: { name?: string; env?: NodeJS.ProcessEnv } = {},
) {
  const tmp = join(root, 'bench/tmp');
  const outDir = join(tmp, `dist-${name}`);
  const cacheDir = join(tmp, `cache-${name}`) + '/';
  rmSync(outDir, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
  const logFile = join(tmp, `build-${name}.log`);
  writeFileSync(logFile, '');
  const builder = benchBuilder({
    env: {
      ...process.env,
      PUBLIC_API_URL: standIn.apiUrl,
      PUBLIC_ORDER_API_URL: standIn.orderApiUrl,
      ...env,
    },
    outDir,
    cacheDir,
    onLine: (line) => appendFileSync(logFile, line + '\n'),
  });
  return { builder, outDir, logFile };
}

/** Runs the four builds at one scale against its freshly seeded stand-in. */
export async function measureScale(options: ScaleOptions): Promise<Omit<ScaleResult, 'publishes'>> {
  const { root, standIn, log } = options;
  const { scale } = standIn;
  const { builder, outDir, logFile } = scaleBuilder(root, standIn);
  const build = async (kind: BuildRun['kind'], force = false): Promise<BuildRun> => {
    appendFileSync(logFile, `\n===== ${kind} build =====\n`);
    // The publisher builds into an empty staging directory each time.
    rmSync(outDir, { recursive: true, force: true });
    const run = await builder.run(kind, { force, cold: kind === 'full' });
    log(
      `  scale ${scale} ${kind}: ${run.seconds.toFixed(1)} s, ${run.pages} pages ` +
        `(${run.rendered} rendered, ${run.reused} reused), peak ${run.peakMemoryMb.toFixed(0)} MB`,
    );
    return run;
  };
  try {
    const full = await build('full');
    const noChange = await build('no-change');
    changeOneNewsTitle(standIn.dataDir, 'updated by the bench');
    const oneItem = await build('one-item');
    const forced = await build('forced', true);
    return {
      scale,
      full,
      msPerPage: (full.seconds * 1000) / full.pages,
      rebuilds: [noChange, oneItem, forced],
    };
  } finally {
    await builder.close();
  }
}
