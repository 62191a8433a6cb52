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

/** One page loaded for real as the bench's phone on slow 4G (bench/real-load.ts). */
export interface RealLoad {
  lcp: number;
  fcp: number;
  cls: number;
  /** Total blocking time after the first paint, ms. */
  tbt: number;
  /** The largest paint's element. */
  lcpElement: string;
  /** The real CPU slowdown the load ran at (calibrated in the tab). */
  cpuSlowdown: number;
}

/** A page loaded, then its reference (a public page's ceiling, a member page's floor) loaded
 * right after it: the machine at the same pace, as near as can be. */
export interface LoadPair {
  page: RealLoad;
  reference: RealLoad;
}

/** Lighthouse's audits of a page (its scores other than performance, and picture sizes). */
export interface PageAudits {
  accessibility: number;
  /** Null when not run (member pages: accessibility alone). */
  bestPractices: number | null;
  seo: number | null;
  /** Failed picture-size audits at the mobile preset (too few or too many pixels), each with
   * its first picture (bench/lighthouse.ts, imageAudits). */
  imageFindings: string[];
  /** The same at the desktop preset; null when not run (member pages). */
  desktopImageFindings: string[] | null;
  /** The failed audits behind a score under 100. */
  notes: string[];
}

/** One template measured on the site and beside its bare-HTML ceiling. */
export interface TemplateResult {
  template: string;
  path: string;
  ceilingPath: string;
  /** A visitor's page (the public JS budget); false for /login, held to the member budget. */
  publicPage: boolean;
  /** False for a page that asks not to be indexed (robots noindex): no SEO budget. */
  indexed: boolean;
  weight: PageWeight;
  ceilingWeight: PageWeight;
  /** The JavaScript the built page loads, gzip, as the page-weight check counts it (its budget's
   * measure, as a member page's `modules.gzipBytes`). */
  jsGzip: number;
  /** Real loads of the page, each with its ceiling's after it. */
  pairs: LoadPair[];
  audits: PageAudits | null;
}

/** A member page measured as the signed-in demo member loads it. */
export interface MemberPageResult {
  template: string;
  path: string;
  /** The pages loaded before it in the same context and tab (/login, then the page a member
   * can only come from), as the member's way there goes. */
  via: string[];
  /** What the page downloads, its API calls and pictures included (`requests`). */
  weight: PageWeight;
  /** The page as built with its answers drawn the moment they arrive and no script of ours
   * (bench/ceiling.ts, floorHtml). */
  floorPath: string;
  /** The call the floor's data waits for (the page's head call); null when it draws at once. */
  floorCall: string | null;
  /** Real loads of the page from its way there, each with its floor's after it. */
  pairs: LoadPair[];
  /** Real loads of the page alone: empty cache, no service worker, no way there (a member's
   * first visit); judged by an absolute bound, no reference. */
  coldLoads: RealLoad[];
  audits: PageAudits | null;
  /** Its JavaScript by file and module, from the build's own account. */
  modules: PageModules | null;
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

/** One interaction made on a page loaded for real (bench/interactions.ts), its Interaction
 * to Next Paint as the web-vitals library reports it (attribution build), ms. */
export interface InteractionRun {
  value: number;
  /** The element the interaction was made on (web-vitals' selector) and its kind. */
  target: string;
  type: string;
  inputDelay: number;
  processingDuration: number;
  presentationDelay: number;
  /** The real CPU slowdown the page ran at. */
  cpuSlowdown: number;
}

/** A common tap or typing, measured on its page as the bench's phone. */
export interface InteractionResult {
  name: string;
  template: string;
  path: string;
  via: string[];
  runs: InteractionRun[];
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
  /** lighthouse: the version of the Lighthouse package that audited the pages;
   * machineSlowdown: how many times slower Chromium was made on top of the phone
   * (--cpu-slowdown; 1: none). */
  machine: {
    cpus: number;
    node: string;
    chromium: string;
    lighthouse: string;
    machineSlowdown?: number;
  };
  builds: ScaleResult[];
  templates: TemplateResult[];
  memberPages: MemberPageResult[];
  /** Menu navigations, mouse over the link then a click (absent in results before issue 27). */
  navigations?: NavigationResult[];
  /** Taps and typing, their INP (absent in results before issue 55). */
  interactions?: InteractionResult[];
  budgets: BudgetCheck[];
}

/** What a built member page loads, by file and module (bench/modules.ts). */
export interface PageModules {
  path: string;
  files: number;
  inlineScripts: number;
  gzipBytes: number;
  /** The largest modules: id, the file it went into, minified bytes, share of gzip bytes. */
  largest: { id: string; file: string; bytes: number; gzipBytes: number }[];
}
