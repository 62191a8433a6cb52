import { readdirSync } from 'node:fs';
import { astroBuild } from '../publisher/build/astro-build.ts';
import type { BuildFunction } from '../publisher/build/contract.ts';
import { buildWorkerPids, residentKb } from '../publisher/build/worker-processes.ts';
import type { BuildRun } from './types.ts';

// Builds as the publisher makes them (publisher/build/astro-build.ts): `astro build` in the build
// worker, a child process kept warm between builds. Each build is timed from the request to
// its answer, with the worker's resident memory sampled from /proc while it runs.

export interface BenchBuilder {
  run: (kind: BuildRun['kind'], options?: { force?: boolean; cold?: boolean }) => Promise<BuildRun>;
  close: () => Promise<void>;
}

/** The resident memory of this process's build workers, kB. */
const workerRssKb = () => buildWorkerPids().reduce((sum, pid) => sum + residentKb(pid), 0);

const htmlCount = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).length;

const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const seconds = (value: string, unit: string) => Number(value) / (unit === 'ms' ? 1000 : 1);

/** Astro's own phase timings from its output: Vite bundling, page rendering, images. */
function phaseReader() {
  const phases = { bundle: 0, render: 0, images: 0 };
  let section: 'render' | 'images' | null = null;
  const read = (raw: string) => {
    const line = raw.replace(ansi, '').trim();
    if (/generating static routes/.test(line)) section = 'render';
    else if (/generating optimized images/.test(line)) section = 'images';
    const vite = /\[vite\] ✓ built in ([\d.]+)(ms|s)\b/.exec(line);
    if (vite) phases.bundle += seconds(vite[1]!, vite[2]!);
    const done = /^(?:\S+\s+)?✓ Completed in ([\d.]+)(ms|s)\./.exec(line);
    if (done && section) {
      phases[section] = seconds(done[1]!, done[2]!);
      section = null;
    }
  };
  return { phases, read };
}

/** A builder for one site directory, API and cache, as the publisher would run it. */
export function benchBuilder(options: {
  env: NodeJS.ProcessEnv;
  outDir: string;
  cacheDir: string;
  onLine?: (line: string) => void;
}): BenchBuilder {
  const build: BuildFunction = astroBuild({ env: options.env, cacheDir: options.cacheDir });
  return {
    async run(kind, { force = false, cold = false } = {}) {
      // A cold build starts a new worker, as the publisher's first build does.
      if (cold) await build.close?.();
      const { phases, read } = phaseReader();
      let peak = 0;
      const sampler = setInterval(() => (peak = Math.max(peak, workerRssKb())), 50);
      const started = performance.now();
      try {
        const outcome = await build(options.outDir, () => {}, {
          force,
          signal: new AbortController().signal,
          expectedPages: null,
          log: (line) => {
            read(line);
            options.onLine?.(line);
          },
        });
        return {
          kind,
          seconds: (performance.now() - started) / 1000,
          pages: htmlCount(options.outDir),
          rendered: outcome.pagesRendered ?? 0,
          reused: outcome.pagesReused ?? 0,
          peakMemoryMb: peak / 1024,
          phases,
        };
      } finally {
        clearInterval(sampler);
      }
    },
    close: async () => build.close?.(),
  };
}
