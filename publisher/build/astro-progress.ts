import { describeReport, type BuildReport } from '../../src/data/build-context.ts';
import type { BuildProgress, SafetyStop } from './contract.ts';

// What a running build has come to, as the publisher shows and keeps it. Everything that
// decides a publish — content that failed, records skipped, safety stops, page counts — comes
// from the worker's typed messages (worker-messages.ts). Astro's own output lines go to the
// build log; of them only the picture counter ("▶ /_astro/x.webp (…) (12/127)"), which Astro
// has no hook for, is read, for the admin page's progress line, and the last lines are kept
// to name the reason of a worker that stopped.

const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, 'g');
const stamp = /^\d{2}:\d{2}:\d{2}\s+/;
const imageLine = /^▶ .*\((\d+)\/(\d+)\)\s*$/;
// Control characters a terminal would act on, left in a line a process printed.
// eslint-disable-next-line no-control-regex -- finding control characters is its purpose
const controls = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** A line of the worker's output as the build log keeps it: no colours, no control
 * characters (provider text Astro printed cannot steer the operator's terminal). */
export function cleanLine(raw: string): string {
  return raw.replace(ansi, '').replace(controls, '').trimEnd();
}

/** What a build has told so far. */
export interface BuildState extends BuildProgress {
  pagesRendered: number;
  pagesReused: number;
  /** Content the build could not load (its pages would show an error). */
  failures: string[];
  warnings: string[];
  safetyStops: SafetyStop[];
  /** The safety stops as the admin reads them (also among `warnings`). */
  safetyStopWarnings: string[];
  /** The build's own files a host may not take whole (also among `warnings`). */
  siteFileWarnings: string[];
  /** The last lines of output, for the reason of a worker that stopped. */
  tail: string[];
}

/** The state of one build, fed by the worker's messages and its output lines. */
export function buildState(pagesTotal: number | null) {
  const state: BuildState = {
    phase: 'Starting Astro',
    pagesDone: 0,
    pagesTotal,
    pagesRendered: 0,
    pagesReused: 0,
    failures: [],
    warnings: [],
    safetyStops: [],
    safetyStopWarnings: [],
    siteFileWarnings: [],
    tail: [],
  };
  /** Keeps `line` in `list` once. */
  const keep = (list: string[], line: string) => {
    if (!list.includes(line)) list.push(line);
  };
  const warn = (line: string) => keep(state.warnings, line);
  return {
    state,
    /** Takes the worker's progress. */
    progress(update: BuildProgress): void {
      if (update.phase !== state.phase) {
        delete state.imagesDone;
        delete state.imagesTotal;
      }
      Object.assign(state, update);
    },
    /** Takes a report of the site's build code; returns the failure it is, if it is one. */
    report(report: BuildReport): string | null {
      const line = describeReport(report);
      switch (report.kind) {
        case 'unavailable':
          state.failures.push(line);
          return line;
        case 'safety-stop':
          state.safetyStops.push({ list: report.list, built: report.built, total: report.total });
          keep(state.safetyStopWarnings, line);
          warn(line);
          return null;
        case 'site-file-warning':
          keep(state.siteFileWarnings, line);
          warn(line);
          return null;
        case 'skipped-record':
        case 'repeated-records':
        case 'calendar-entry-skipped':
          warn(line);
          return null;
        default:
          return null;
      }
    },
    /** Takes one output line (for the log's tail and the picture counter); true when it
     * changed the progress. */
    line(raw: string): boolean {
      const line = cleanLine(raw).trim().replace(stamp, '');
      if (!line) return false;
      state.tail = [...state.tail.slice(-19), line];
      const image = imageLine.exec(line);
      if (!image) return false;
      state.imagesDone = Number(image[1]);
      state.imagesTotal = Number(image[2]);
      return true;
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
