import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result, type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import lighthousePackage from 'lighthouse/package.json' with { type: 'json' };
import puppeteer, { type Page } from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../tests/e2e/chromium.ts';
import { storeState, type StoredState } from './member-session.ts';
import type { PageAudits } from './types.ts';

// Lighthouse audits each page for what a simulator cannot get wrong: accessibility, best
// practices, SEO, and the picture sizes at its mobile and desktop presets. Its performance
// figures (a simulated phone) are no verdict of the bench's: pages are judged by real loads
// (bench/real-load.ts). On the system Chromium, one page at a time, each run in a tab of its
// own with an empty cache; a member page runs signed in (the member's session in storage
// before the page's scripts run, as the login page would have left it).

const flags = ['--headless=new', ...chromiumArgs, '--ignore-certificate-errors'];
const categories = ['accessibility', 'best-practices', 'seo'];

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
  /** The audits of one page; with `stored`, the page starts with that in its storage (a
   * member), and only accessibility counts (a member page is not indexed, nor crawled). */
  audit: (url: string, stored?: StoredState) => Promise<PageAudits>;
  close: () => Promise<void>;
}

/** Starts Chromium for Lighthouse. */
export async function launchLighthouse(): Promise<LighthouseBrowser> {
  const chromePath = chromiumPath();
  if (!chromePath) throw new Error('No Chromium found (/usr/bin/chromium).');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  /** `run` in a tab of its own, the member's storage put in place first. */
  async function inTab<T>(stored: StoredState | undefined, run: (page: Page) => Promise<T>) {
    const page = await browser.newPage();
    try {
      if (stored) await page.evaluateOnNewDocument(storeState, stored);
      return await run(page);
    } finally {
      await page.close();
    }
  }
  // A run Lighthouse could not record (NO_NAVSTART on a busy machine) says nothing of the
  // page: it is run again, up to twice, before the bench gives up.
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
  const options = (extra: object) => ({
    port: chrome.port,
    output: 'json' as const,
    logLevel: 'error' as const,
    // Simulated: the page loads unthrottled (these audits do not depend on the network's pace)
    // and Lighthouse waits its usual second for the page to go quiet; any other method makes it
    // observe a load and wait 5.25 s at each step (what made the audits half the bench's time).
    throttlingMethod: 'simulate' as const,
    // The report's element thumbnails, which the bench does not read.
    disableFullPageScreenshot: true,
    ...extra,
  });
  return {
    async audit(url, stored) {
      const lhr = await recorded(url, () =>
        inTab(stored, (page) =>
          // Categories and the picture-size audits in one run (Lighthouse takes both).
          lighthouse(
            url,
            stored
              ? options({ onlyCategories: ['accessibility'] })
              : options({ onlyCategories: categories, onlyAudits: [...imageAudits] }),
            undefined,
            page,
          ),
        ),
      );
      const desktop = stored
        ? null
        : await recorded(url, () =>
            lighthouse(url, options({ onlyAudits: [...imageAudits] }), desktopConfig),
          );
      return {
        accessibility: score(lhr, 'accessibility'),
        bestPractices: stored ? null : score(lhr, 'best-practices'),
        seo: stored ? null : score(lhr, 'seo'),
        imageFindings: stored ? [] : imageFindings(lhr),
        desktopImageFindings: desktop ? imageFindings(desktop) : null,
        notes: notes(lhr),
      };
    },
    close: async () => {
      await browser.disconnect();
      chrome.kill();
    },
  };
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

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
      if (ref.weight === 0) continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      const where = firstFinding(audit.details as Details);
      found.push(`${categoryId}: ${ref.id}${value}${where ? ` — ${where}` : ''}`);
    }
  }
  return [...new Set(found)];
}
