import type { BuildProgress } from './contract.ts';

// Lines of `astro build` (Astro 7), after the time stamp:
//   [build] Collecting build info...            [build] Building static entrypoints...
//    generating static routes                     ├─ /news/index.html (+12ms)   or   (restored)
//    generating optimized images                  ▶ /_astro/x.webp (…) (12/127)
//   [build] 134 page(s) built in 4.66s          [build] Complete!
// and the site's own build log (src/data/build-result.ts): "[build] news/list unavailable: …".
const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const stamp = /^\d{2}:\d{2}:\d{2}\s+/;
const phases: [RegExp, string][] = [
  [/\[build\] Collecting build info/, 'Collecting build info'],
  [/\[build\] Building \w+ entrypoints/, 'Bundling scripts and styles'],
  [/generating static routes/, 'Rendering pages'],
  [/\[build\] Listing the pages for a content-only rebuild/, 'Listing pages'],
  [/\[build\] Rendering the changed pages/, 'Rendering changed pages'],
  [/generating optimized images/, 'Optimizing images'],
  [/\[build\] Complete!/, 'Build complete'],
];
const pageLine = /^[├└]─\s+(\S+)/;
const reused = /\((?:restored|cached)\)/;
const imageLine = /^▶ .*\((\d+)\/(\d+)\)\s*$/;
const unavailable = /^\[build\] (.+ unavailable\b.*)$/;
const skipped = /^\[build\] (skipped a .*)$/;
// src/data/build-limits.ts: "[build] safety stop: news/list ended at 100000 of 120000 records …"
const safetyStop = /^\[build\] (safety stop: (\S+) ended at (\d+) of (at least )?(\d+) records.*)$/;

/** A list the build stopped reading at the safety stop (BUILD_MAX_RECORDS). */
export interface SafetyStop {
  list: string;
  built: number;
  /** What the provider counts; null when it did not say (then at least one more). */
  total: number | null;
}

/** What the build output said so far. */
export interface AstroOutputState extends BuildProgress {
  pagesRendered: number;
  pagesReused: number;
  failures: string[];
  warnings: string[];
  safetyStops: SafetyStop[];
  /** The last lines, for the reason of a failed build. */
  tail: string[];
}

/** Reads `astro build` output line by line into progress, page counts and failures. */
export function astroOutputReader(pagesTotal: number | null) {
  const state: AstroOutputState = {
    phase: 'Starting Astro',
    pagesDone: 0,
    pagesTotal,
    pagesRendered: 0,
    pagesReused: 0,
    failures: [],
    warnings: [],
    safetyStops: [],
    tail: [],
  };
  return {
    state,
    /** Takes one output line; true when it changed the progress. */
    read(raw: string): boolean {
      const line = raw.replace(ansi, '').trim().replace(stamp, '');
      if (!line) return false;
      state.tail = [...state.tail.slice(-19), line];
      const phase = phases.find(([pattern]) => pattern.test(line));
      if (phase) {
        state.phase = phase[1];
        return true;
      }
      const page = pageLine.exec(line);
      if (page) {
        if (reused.test(line)) state.pagesReused++;
        else state.pagesRendered++;
        state.pagesDone = state.pagesRendered + state.pagesReused;
        if (state.pagesTotal !== null && state.pagesTotal !== undefined)
          state.pagesTotal = Math.max(state.pagesTotal, state.pagesDone);
        return true;
      }
      const image = imageLine.exec(line);
      if (image) {
        state.imagesDone = Number(image[1]);
        state.imagesTotal = Number(image[2]);
        return true;
      }
      const failure = unavailable.exec(line)?.[1];
      if (failure) state.failures.push(failure);
      const stop = safetyStop.exec(line);
      if (stop) {
        const [, , list, built, atLeast, total] = stop;
        state.safetyStops.push({
          list: list!,
          built: Number(built),
          total: atLeast ? null : Number(total),
        });
      }
      const warning = skipped.exec(line)?.[1] ?? stop?.[1];
      if (warning && !state.warnings.includes(warning)) state.warnings.push(warning);
      return false;
    },
  };
}

/** Splits a stream's chunks into whole lines. */
export function lineSplitter(onLine: (line: string) => void) {
  let rest = '';
  return {
    push(chunk: string) {
      const lines = (rest + chunk).split(/\r?\n/);
      rest = lines.pop() ?? '';
      lines.forEach(onLine);
    },
    end() {
      if (rest) onLine(rest);
      rest = '';
    },
  };
}
