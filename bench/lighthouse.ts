import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../tests/e2e/chromium.ts';
import { storeState, type StoredState } from './member-session.ts';
import type { LighthouseRun } from './types.ts';

// Lighthouse's default (mobile) preset with its simulated throttling, on the system Chromium,
// one page at a time through one browser (each run opens its own tab with an empty cache).
// A member page runs signed in: Lighthouse empties the origin's storage and cache as usual,
// then the page's document finds the member's session in storage before its scripts run
// (an init script of the tab, the way the login page would have left it).

const flags = ['--headless=new', ...chromiumArgs];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

export interface LighthouseBrowser {
  /** One run; with `stored`, the page starts with that in its storage (a member). */
  run: (url: string, stored?: StoredState) => Promise<LighthouseRun>;
  close: () => Promise<void>;
}

/** Starts Chromium for Lighthouse. */
export async function launchLighthouse(): Promise<LighthouseBrowser> {
  const chromePath = chromiumPath();
  if (!chromePath) throw new Error('No Chromium found (/usr/bin/chromium).');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  return {
    async run(url, stored) {
      // A trace Lighthouse could not record (NO_NAVSTART, NO_FCP on a busy machine) says
      // nothing of the page: it is run again, up to twice, before the bench gives up.
      for (let attempt = 1; ; attempt++) {
        const page = stored ? await browser.newPage() : undefined;
        if (page && stored) await page.evaluateOnNewDocument(storeState, stored);
        const result = await lighthouse(
          url,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
          undefined,
          page,
        ).finally(() => page?.close());
        if (!result) throw new Error(`Lighthouse gave no result for ${url}.`);
        const failure = result.lhr.runtimeError;
        if (!failure) return summary(result.lhr);
        if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${failure.message}`);
        console.warn(`Lighthouse could not record ${url} (${failure.code}); running it again.`);
      }
    },
    close: async () => {
      await browser.disconnect();
      chrome.kill();
    },
  };
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;

type Details = { items?: Record<string, unknown>[]; type?: string };

/** The element or URL an audit's first finding names. */
function firstFinding(details: Details | undefined): string {
  const item = details?.items?.[0];
  if (!item) return '';
  const nested = (item.items as Record<string, unknown>[] | undefined)?.[0] ?? item;
  const node = (nested.node ?? item.node) as { selector?: string; snippet?: string } | undefined;
  const text = node?.snippet ?? node?.selector ?? (nested.url as string) ?? (item.url as string);
  return text ? String(text).replace(/\s+/g, ' ').slice(0, 160) : '';
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
  const lcp = firstFinding(lhr.audits['largest-contentful-paint-element']?.details as Details);
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
    notes: notes(lhr),
  };
}

/** The run with the median performance score (Lighthouse's advice for noisy machines). */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor(sorted.length / 2)]!, runs: runs.length };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Each figure's median over the runs (the member pages' budgets: one run's layout shift or
 * blocking time does not decide), with the findings of the run of median performance.
 */
export function medianFigures(runs: LighthouseRun[]): LighthouseRun {
  const figure = (pick: (run: LighthouseRun) => number) => median(runs.map(pick));
  return {
    ...medianRun(runs),
    performance: figure((run) => run.performance),
    accessibility: figure((run) => run.accessibility),
    bestPractices: figure((run) => run.bestPractices),
    seo: figure((run) => run.seo),
    lcpMs: figure((run) => run.lcpMs),
    tbtMs: figure((run) => run.tbtMs),
    cls: figure((run) => run.cls),
  };
}
