import type { MachinePace } from './calibration.ts';
import type { HistoryEntry } from '../publisher/publish/types.ts';

// The shapes bench/results.json holds (written by bench/run.ts, read by bench/report.ts).

/** One `astro build` run. */
export interface BuildRun {
  /** full: empty caches; no-change / one-item: over the previous build; forced: warm caches, --force. */
  kind: 'full' | 'no-change' | 'one-item' | 'forced';
  seconds: number;
  /** HTML pages in the output directory. */
  pages: number;
  /** Files Astro rendered and restored from its incremental cache (its own page lines). */
  rendered: number;
  reused: number;
  /** The build process's VmHWM (peak resident memory), MB. */
  peakMemoryMb: number;
  /** Astro's own phase timings, seconds: Vite bundling, page rendering, image optimisation. */
  phases: { bundle: number; render: number; images: number };
}

/** One publish as the publisher's history records it. */
export interface PublishRun {
  kind: 'full' | 'no-change' | 'one-item';
  seconds: number;
  result: HistoryEntry['result'];
  pages: number;
  rendered: number;
  reused: number;
  changedPages: number;
  /** The seconds of each run when the figure is their median. */
  samples?: number[];
  /** Peak resident memory of the publisher and its build worker together, MB. */
  peakMemoryMb?: number;
}

/** The watcher's check with nothing changed (issue 26): its cost, median of three checks. */
export interface WatchRun {
  ms: number;
  samples: number[];
  /** Requests of one check: the API's calls (all conditional), how many got a bodiless 304,
   * and the pictures asked with HEAD. */
  api: number;
  notModified: number;
  pictures: number;
  outcome: string;
}

/** The builds and publishes at one SEED_SCALE. */
export interface ScaleResult {
  scale: number;
  full: BuildRun;
  msPerPage: number;
  rebuilds: BuildRun[];
  publishes: PublishRun[];
  watch?: WatchRun;
  /** The machine's pace (bench/calibration.ts, machinePace) beside the publishes: before the
   * full one, before the watcher's checks and after the last edit. */
  pace?: MachinePace[];
}

export interface Bytes {
  raw: number;
  gzip: number;
}

/** What a page loads in the browser, by type. */
export interface PageWeight {
  html: Bytes;
  css: Bytes;
  /** Script files plus the page's inline scripts. */
  js: Bytes;
  images: Bytes;
  other: Bytes;
  requests: number;
  failedRequests: number;
}

/** One Lighthouse run (mobile preset, simulated throttling). */
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The main thread's whole work while loading (mainthread-work-breakdown), ms, at the
   * simulated CPU slowdown: how much the page asks of this machine's processor. */
  mainThreadMs: number;
  /** Lighthouse's measure of the machine's speed at the run (environment.benchmarkIndex). */
  benchmarkIndex?: number;
  /** The CPU slowdown Lighthouse simulated, calibrated from the run's benchmark index
   * (bench/calibration.ts). */
  cpuSlowdown?: number;
  /** Failed picture-size audits (too few or too many pixels for the screen), each with its
   * first picture; empty when every picture fits. With Lighthouse 13, "too many" is
   * image-delivery-insight's responsive-size finding (bench/lighthouse.ts, imageAudits). */
  imageFindings: string[];
  /** Diagnostics behind a missed score: failed audits, the LCP element, layout shifts. */
  notes: string[];
  /** How many runs each figure is the median of (1 unless the first missed a budget). */
  runs?: number;
  /** The LCP of every run, ms, when there were several. */
  lcpRunsMs?: number[];
}

/** The figures of one run that the relative budgets compare. */
export type RunFigures = Pick<
  LighthouseRun,
  'performance' | 'lcpMs' | 'tbtMs' | 'cls' | 'mainThreadMs' | 'benchmarkIndex' | 'cpuSlowdown'
>;

/** One run of a page and the run of its ceiling made right after it (the machine at the same
 * pace, as near as can be): the relative budgets judge each pair, then take the median. */
export interface PairedRun {
  page: RunFigures;
  ceiling: RunFigures;
}

/** One template measured on the site and on its bare-HTML ceiling. */
export interface TemplateResult {
  template: string;
  path: string;
  ceilingPath: string;
  /** Checked against the public JS budget (home 60 KB, others 15 KB); member pages are not. */
  publicPage: boolean;
  /** False for a page that asks not to be indexed (robots noindex): no SEO budget. */
  indexed: boolean;
  weight: PageWeight;
  ceilingWeight: PageWeight;
  lighthouse: LighthouseRun | null;
  ceilingLighthouse: LighthouseRun | null;
  /** Each run of the page with the ceiling's run after it (absent in earlier results). */
  pairs?: PairedRun[];
  /** The picture-size audits at Lighthouse's desktop preset (the mobile ones are in
   * `lighthouse`): failed audits with their first picture; null when not run. */
  desktopImageFindings: string[] | null;
}

/** A member page measured as the signed-in demo member loads it. */
export interface MemberPageResult {
  template: string;
  path: string;
  /** What the page downloads, its API calls and pictures included (`requests`). */
  weight: PageWeight;
  /** The bare HTML of the same first screen with the member's data written in. */
  ceilingPath: string;
  ceilingWeight: PageWeight | null;
  /** The median of 3 runs, signed in. */
  lighthouse: LighthouseRun | null;
  /** The median of 3 runs, each right after one of the page's (the same moment's machine). */
  ceilingLighthouse: LighthouseRun | null;
  /** Each run of the page with the ceiling's run after it (absent in earlier results). */
  pairs?: PairedRun[];
  /** Its JavaScript by file and module, from the build's own account. */
  modules: PageModules | null;
  /** --real-throttling: one run of the page and one of its ceiling under real throttling. */
  realThrottled?: RealThrottledLcp;
}

/** The LCP of a page and of its ceiling under Lighthouse's DevTools throttling, one run each. */
export interface RealThrottledLcp {
  lcpMs: number;
  ceilingLcpMs: number;
}

/** A member page's call floor (bench/ceiling.ts): its ceiling shown only once one
 * authenticated call to the member API has answered, against the ceiling itself. */
export interface CallFloorResult {
  /** The member page whose ceiling it is. */
  template: string;
  path: string;
  ceilingPath: string;
  /** The call it waits for (the page's own first call). */
  call: string;
  lighthouse: LighthouseRun | null;
  ceilingLighthouse: LighthouseRun | null;
  pairs?: PairedRun[];
  realThrottled?: RealThrottledLcp;
}

/** One navigation from a menu link: the pointer on the link, then the click. */
export interface NavigationRun {
  /** From the click to the next page's largest contentful paint, ms (wall clock). */
  clickToLcpMs: number;
  /** The next page's own LCP, counted from its activation when it was prerendered, ms. */
  lcpMs: number;
  /** Whether the browser had prerendered the page (its activationStart was after 0). */
  prerendered: boolean;
  /** How long the pointer rested on the link before the click, ms. */
  hoverMs: number;
}

/** A menu navigation measured on the page and on its target's bare-HTML ceiling. */
export interface NavigationResult {
  /** 'public → public', 'public → member' or 'member → member'. */
  kind: string;
  from: string;
  /** The menu link's name. */
  link: string;
  to: string;
  /** The same link pointed at the target's ceiling (bare HTML), measured the same way. */
  ceilingPath: string;
  runs: NavigationRun[];
  ceilingRuns: NavigationRun[];
}

export interface BudgetCheck {
  budget: string;
  subject: string;
  actual: string;
  limit: string;
  ok: boolean;
  /** How far over, in the budget's unit, when broken. */
  missedBy?: string;
}

export interface BenchResults {
  startedAt: string;
  seconds: number;
  /** lighthouse: the version of the Lighthouse package that measured the pages;
   * machineSlowdown: how many times slower Chromium was made for real (--cpu-slowdown; 1: as
   * it is); cpuSlowdown (runs before the calibration): the CPU slowdown Lighthouse simulated. */
  machine: {
    cpus: number;
    node: string;
    chromium: string;
    lighthouse: string;
    machineSlowdown?: number;
    cpuSlowdown?: number;
  };
  builds: ScaleResult[];
  templates: TemplateResult[];
  memberPages: MemberPageResult[];
  /** Menu navigations, mouse over the link then a click (absent in results before issue 27). */
  navigations?: NavigationResult[];
  /** The call floor of one member page (absent in results before it). */
  callFloor?: CallFloorResult | null;
  /** The floors of the member pages whose largest paint is text their first call brings: each
   * page as built with its answer drawn the moment it came (absent in results before them). */
  pageFloors?: CallFloorResult[];
  budgets: BudgetCheck[];
}

/** What a built member page loads, by file and module (bench/modules.ts). */
export interface PageModules {
  path: string;
  files: number;
  inlineScripts: number;
  gzipBytes: number;
  /** Everything but the shared React chunk. */
  beyondReactGzipBytes: number;
  /** The largest modules: id, the file it went into, minified bytes, share of gzip bytes. */
  largest: { id: string; file: string; bytes: number; gzipBytes: number }[];
}
