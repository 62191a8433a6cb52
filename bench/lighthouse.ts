import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result, type RunnerResult } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import lighthousePackage from 'lighthouse/package.json' with { type: 'json' };
import puppeteer, { type Page } from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../tests/e2e/chromium.ts';
import { calibratedCpuSlowdown, phoneSlowdownInTab } from './calibration.ts';
import { median } from './median.ts';
import { storeState, type StoredState } from './member-session.ts';
import type { LighthouseRun, PairedRun, RunFigures } from './types.ts';

// Lighthouse's default (mobile) preset with its simulated throttling, on the system Chromium,
// one page at a time through one browser (each run opens its own tab with an empty cache).
// A member page runs signed in: Lighthouse empties the origin's storage and cache as usual,
// then the page's document finds the member's session in storage before its scripts run
// (an init script of the tab, the way the login page would have left it).
// The picture-size audits also run at the desktop preset (a wide screen at 1×).
// The simulated CPU slowdown is calibrated at every run from the benchmark index Lighthouse
// measured in it (bench/calibration.ts), so the phone simulated is the same on any machine.
// `machineSlowdown` (the bench's --cpu-slowdown) slows the tab's CPU for real through the
// DevTools protocol (Lighthouse's simulated throttling keeps it): a machine that many times
// slower, to check that the verdicts do not change.

const flags = ['--headless=new', ...chromiumArgs];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The flags of every mobile run. */
const baseFlags = (port: number) =>
  ({ port, output: 'json', logLevel: 'error', onlyCategories: categories }) as const;

/** The Lighthouse release the bench runs (the report names it). */
export const lighthouseVersion: string = lighthousePackage.version;

/**
 * Lighthouse's picture-size audits: no picture with fewer pixels than the screen shows
 * (image-size-responsive, a best-practices audit) or many more. Lighthouse 13 removed the
 * latter's audit, uses-responsive-images: its check is now the "responsive size" finding of
 * image-delivery-insight (same rule: the picture's pixels against its largest painted box at
 * the device's pixel ratio, more than 4 KB wasted, 12 KB with srcset). That insight also
 * suggests other compression or formats; those are no picture-size finding and stay in the
 * notes only.
 */
export const imageAudits = ['image-size-responsive', 'image-delivery-insight'] as const;

export interface LighthouseBrowser {
  /** One run; with `stored`, the page starts with that in its storage (a member). */
  run: (url: string, stored?: StoredState) => Promise<LighthouseRun>;
  /** One run under Lighthouse's DevTools throttling (a real slow-4G load at the bench's
   * phone's CPU, not the simulation): the bench's --real-throttling, evidence only. */
  realRun: (url: string, stored?: StoredState) => Promise<LighthouseRun>;
  /** The picture-size audits at the desktop preset: the failed ones, with their first picture. */
  desktopImageFindings: (url: string) => Promise<string[]>;
  close: () => Promise<void>;
}

/** Starts Chromium for Lighthouse; `machineSlowdown` slows its tabs' CPU for real. */
export async function launchLighthouse(machineSlowdown = 1): Promise<LighthouseBrowser> {
  const chromePath = chromiumPath();
  if (!chromePath) throw new Error('No Chromium found (/usr/bin/chromium).');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  /** `run` in a tab of its own: the member's storage put in place first, its CPU slowed for
   * real when asked. */
  async function inTab<T>(stored: StoredState | undefined, run: (page: Page) => Promise<T>) {
    const page = await browser.newPage();
    try {
      if (stored) await page.evaluateOnNewDocument(storeState, stored);
      if (machineSlowdown > 1) await page.emulateCPUThrottling(machineSlowdown);
      return await run(page);
    } finally {
      await page.close();
    }
  }
  // A trace Lighthouse could not record (NO_NAVSTART, NO_FCP on a busy machine) says nothing
  // of the page: it is run again, up to twice, before the bench gives up.
  async function recorded(url: string, once: () => Promise<RunnerResult | undefined>) {
    for (let attempt = 1; ; attempt++) {
      const result = await once();
      if (!result) throw new Error(`Lighthouse gave no result for ${url}.`);
      const failure = result.lhr.runtimeError;
      if (!failure) return result.lhr;
      if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${failure.message}`);
      console.warn(`Lighthouse could not record ${url} (${failure.code}); running it again.`);
    }
  }
  return {
    async run(url, stored) {
      const lhr = await recorded(url, () =>
        inTab(stored, async (page) => {
          const gathered = await navigationGather(page, url, {
            flags: { ...baseFlags(chrome.port), throttling: throttling.mobileSlow4G },
          });
          // What `lighthouse()` does, with the CPU slowdown set from this run's benchmark index
          // between the two steps (the trace is recorded unthrottled; the slowdown is applied
          // when the run is simulated).
          const { settings } = gathered.runnerOptions.resolvedConfig;
          settings.throttling = {
            ...settings.throttling,
            cpuSlowdownMultiplier: calibratedCpuSlowdown(gathered.artifacts.BenchmarkIndex),
          };
          return Runner.audit(gathered.artifacts, gathered.runnerOptions);
        }),
      );
      return summary(lhr);
    },
    async realRun(url, stored) {
      const lhr = await recorded(url, () =>
        inTab(stored, async (page) => {
          // DevTools throttling slows the tab while it loads, so the slowdown is set before,
          // from the index measured in the tab, as the navigations do.
          const cpuSlowdownMultiplier = await phoneSlowdownInTab(page, machineSlowdown);
          return lighthouse(
            url,
            {
              ...baseFlags(chrome.port),
              throttlingMethod: 'devtools',
              throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
            },
            undefined,
            page,
          );
        }),
      );
      return summary(lhr);
    },
    close: async () => {
      await browser.disconnect();
      chrome.kill();
    },
    async desktopImageFindings(url) {
      const lhr = await recorded(url, () =>
        lighthouse(
          url,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyAudits: [...imageAudits] },
          desktopConfig,
        ),
      );
      return imageFindings(lhr);
    },
  };
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;

type Item = Record<string, unknown>;
type Details = { items?: Item[]; type?: string };

/** How a finding names its element (its HTML) or else its URL, on one short line. */
function named(item: Item | undefined, fallback?: Item): string {
  const node = (item?.node ?? fallback?.node) as
    { snippet?: string; selector?: string } | undefined;
  const text = node?.snippet ?? node?.selector ?? item?.url ?? fallback?.url;
  return text ? String(text).replace(/\s+/g, ' ').slice(0, 160) : '';
}

/** The element or URL an audit's first finding names. */
function firstFinding(details: Details | undefined): string {
  // A list (Lighthouse 13's insights, e.g. lcp-breakdown-insight) holds its tables and a
  // node item for the element it is about.
  if (details?.type === 'list') {
    const node = details.items?.find((item) => item.type === 'node');
    return node ? named({ node }) : firstFinding(details.items?.[0] as Details | undefined);
  }
  const item = details?.items?.[0];
  if (!item) return '';
  return named((item.items as Item[] | undefined)?.[0] ?? item, item);
}

/** The message id of image-delivery-insight's "larger than it needs to be for its displayed
 * dimensions" reason (the trace engine's RESPONSIVE_SIZE), the same in every locale. */
const responsiveSizeMessage = /\/insights\/ImageDelivery\.js \| useResponsiveSize$/;

/** The image-delivery-insight items (by index) that have a responsive-size reason, found in
 * the record Lighthouse keeps of where each of its messages stands in the report. */
function responsiveSizeItems(lhr: Pick<Result, 'i18n'>): Set<number> {
  const paths = Object.entries(lhr.i18n?.icuMessagePaths ?? {})
    .filter(([id]) => responsiveSizeMessage.test(id))
    .flatMap(([, where]) => where.map((at) => (typeof at === 'string' ? at : at.path)));
  const indices = paths.map(
    (path) => /^audits\[image-delivery-insight\]\.details\.items\[(\d+)\]/.exec(path)?.[1],
  );
  return new Set(indices.filter((index) => index !== undefined).map(Number));
}

/** The picture-size findings, each with the first picture it names: image-size-responsive's
 * items, and image-delivery-insight's pictures with too many pixels (see imageAudits). */
export function imageFindings(lhr: Pick<Result, 'audits' | 'i18n'>): string[] {
  return imageAudits.flatMap((id) => {
    const audit = lhr.audits[id];
    let items = (audit?.details as Details | undefined)?.items ?? [];
    if (id === 'image-delivery-insight') {
      const responsive = responsiveSizeItems(lhr);
      items = items.filter((_, index) => responsive.has(index));
    }
    if (!audit || items.length === 0) return [];
    const where = firstFinding({ items });
    const label = id === 'image-delivery-insight' ? `${id}, responsive size` : id;
    return [`${label} (${items.length})${where ? ` — ${where}` : ''}`];
  });
}

/** The failed audits of each category and the elements behind LCP and layout shifts. */
function notes(lhr: Result): string[] {
  const found: string[] = [];
  for (const [categoryId, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (ref.group === 'metrics' || audit.scoreDisplayMode === 'informative') continue;
      if (categoryId !== 'performance' && ref.weight === 0) continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      const where = firstFinding(audit.details as Details);
      found.push(`${categoryId}: ${ref.id}${value}${where ? ` — ${where}` : ''}`);
    }
  }
  // Lighthouse 13 names the LCP element in lcp-breakdown-insight (12's
  // largest-contentful-paint-element); layout-shifts is still its own (hidden) audit.
  const lcp = firstFinding(lhr.audits['lcp-breakdown-insight']?.details as Details);
  if (lcp) found.push(`LCP element: ${lcp}`);
  const shift = firstFinding(lhr.audits['layout-shifts']?.details as Details);
  if (shift && numeric(lhr, 'cumulative-layout-shift') > 0) found.push(`layout shift: ${shift}`);
  return [...new Set(found)];
}

/** The scores and metrics the bench reports. */
export function summary(lhr: Result): LighthouseRun {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    mainThreadMs: numeric(lhr, 'mainthread-work-breakdown'),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    cpuSlowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier,
    imageFindings: imageFindings(lhr),
    notes: notes(lhr),
  };
}

/**
 * Several runs of one page as one (Lighthouse's advice for noisy machines): each score and
 * metric is the median of its runs; the findings and notes are those of the run whose LCP
 * is the median one. One run is returned as it is.
 */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  if (runs.length === 1) return { ...runs[0]!, runs: 1 };
  const middle = [...runs].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor((runs.length - 1) / 2)]!;
  const of = (metric: (run: LighthouseRun) => number) => median(runs.map(metric))!;
  return {
    ...middle,
    performance: of((run) => run.performance),
    accessibility: of((run) => run.accessibility),
    bestPractices: of((run) => run.bestPractices),
    seo: of((run) => run.seo),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    mainThreadMs: of((run) => run.mainThreadMs),
    benchmarkIndex: of((run) => run.benchmarkIndex ?? NaN),
    cpuSlowdown: of((run) => run.cpuSlowdown ?? NaN),
    runs: runs.length,
    lcpRunsMs: runs.map((run) => run.lcpMs),
  };
}

const figures = (run: LighthouseRun): RunFigures => ({
  performance: run.performance,
  lcpMs: run.lcpMs,
  tbtMs: run.tbtMs,
  cls: run.cls,
  mainThreadMs: run.mainThreadMs,
  benchmarkIndex: run.benchmarkIndex,
  cpuSlowdown: run.cpuSlowdown,
});

/** Each run of a page with its ceiling's run made right after it, as the budgets judge them. */
export function pairsOf(runs: LighthouseRun[], ceilingRuns: LighthouseRun[]): PairedRun[] {
  return runs.map((run, index) => ({ page: figures(run), ceiling: figures(ceilingRuns[index]!) }));
}
