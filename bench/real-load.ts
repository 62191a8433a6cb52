import { chromium, devices, type Browser, type CDPSession, type Page } from '@playwright/test';
import { throttling } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromiumArgs, chromiumPath } from '../tests/e2e/chromium.ts';
import { calibratedCpuSlowdown } from './calibration.ts';
import { storeState, type StoredState } from './member-session.ts';
import { trustArgs, type BenchCertificate } from './site-server.ts';
import type { RealLoad } from './types.ts';

// A page loaded for real as a cheap phone on a mobile network loads it: Chromium's own
// throttling through the DevTools protocol (what Lighthouse's `throttlingMethod: 'devtools'`
// does), not a simulation. The network is Lighthouse's slow 4G as DevTools applies it (562.5 ms
// a request, 1.47 Mbit/s down, 675 kbit/s up); the CPU is slowed to the phone the budgets were
// set on, calibrated in the tab before each load from the machine's benchmark index
// (bench/calibration.ts), so a busy or slower machine loads the same phone. Each load is a new
// context: empty cache, a phone's screen, touch and user agent (Moto G Power, Lighthouse's),
// and, for a member, the session in storage before the page's scripts run.
//
// What is read comes from the page's own performance entries: the largest contentful paint
// (the last candidate before any input), the first contentful paint, the layout shifts (CLS, as
// the browser counts them outside input), and the main thread's long tasks after the first
// paint (total blocking time: each task's time over 50 ms, until the page is quiet).

/** The slow-4G network as DevTools throttles it. */
export const SLOW_4G = throttling.mobileSlow4G;

/** The phone's screen as Lighthouse's mobile preset emulates it. */
const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Moto G4'].userAgent,
};

/** The page's own observers, installed before any of its scripts: what `readFigures` reads. */
function observePage() {
  const seen = {
    lcp: 0,
    lcpElement: '',
    fcp: 0,
    cls: 0,
    longTasks: [] as [number, number][],
    lastActivity: 0,
  };
  (window as unknown as { __realLoad: typeof seen }).__realLoad = seen;
  const describe = (node: Element | null | undefined) => {
    if (!node) return '';
    const id = node.id ? `#${node.id}` : '';
    const classes = [...node.classList]
      .slice(0, 2)
      .map((name) => `.${name}`)
      .join('');
    return `${node.tagName.toLowerCase()}${id}${classes}`;
  };
  const observe = (type: string, take: (entry: PerformanceEntry) => void) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({
        type,
        buffered: true,
      });
    } catch {
      // A type this browser does not report.
    }
  };
  observe('largest-contentful-paint', (entry) => {
    const lcp = entry as PerformanceEntry & { element?: Element; renderTime: number };
    seen.lcp = lcp.startTime;
    seen.lcpElement = describe(lcp.element);
    seen.lastActivity = performance.now();
  });
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
  });
  observe('layout-shift', (entry) => {
    const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
    if (!shift.hadRecentInput) seen.cls += shift.value;
  });
  observe('longtask', (entry) => {
    seen.longTasks.push([entry.startTime, entry.duration]);
    seen.lastActivity = performance.now();
  });
}

/** Reads what the observers saw; TBT counts the long tasks after the first paint. */
async function readFigures(page: Page) {
  return page.evaluate(() => {
    const seen = (window as unknown as { __realLoad: Record<string, unknown> }).__realLoad as {
      lcp: number;
      lcpElement: string;
      fcp: number;
      cls: number;
      longTasks: [number, number][];
    };
    const tbt = seen.longTasks
      .filter(([start, duration]) => start + duration > seen.fcp)
      .reduce((sum, [start, duration]) => {
        const from = Math.max(start, seen.fcp);
        return sum + Math.max(0, start + duration - from - 50);
      }, 0);
    return { lcp: seen.lcp, fcp: seen.fcp, cls: seen.cls, tbt, lcpElement: seen.lcpElement };
  });
}

/** How long the page must be quiet (no request, no new paint candidate, no long task) before
 * its figures are read; and the longest a load may take. */
const QUIET_MS = 1000;
const LOAD_LIMIT_MS = 60_000;

/** Follows the page's requests; `settled` then waits until the page has loaded and nothing
 * has happened on it or its network for QUIET_MS. */
function networkWatch(cdp: CDPSession) {
  const open = new Set<string>();
  let lastNetwork = Date.now();
  let mainFrame: string | undefined;
  cdp.on('Network.requestWillBeSent', ({ requestId, frameId, type }) => {
    mainFrame ??= frameId;
    lastNetwork = Date.now();
    // A frame's own document (the invoice: sandboxed, so in a process of its own) finishes
    // where that process reports it, never here: the page's requests are the ones waited for.
    if (type === 'Document' && frameId !== mainFrame) return;
    open.add(requestId);
  });
  const done = ({ requestId }: { requestId: string }) => {
    open.delete(requestId);
    lastNetwork = Date.now();
  };
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', done);
  return {
    async settled(page: Page): Promise<void> {
      await page.waitForLoadState('load', { timeout: LOAD_LIMIT_MS });
      const started = Date.now();
      for (;;) {
        await page.waitForTimeout(250);
        const sincePage = await page.evaluate(
          () =>
            performance.now() -
            (window as unknown as { __realLoad: { lastActivity: number } }).__realLoad.lastActivity,
        );
        const quiet =
          open.size === 0 && Date.now() - lastNetwork >= QUIET_MS && sincePage >= QUIET_MS;
        if (quiet || Date.now() - started > LOAD_LIMIT_MS) return;
      }
    },
  };
}

/** The browser real loads run in (the system Chromium, headless), trusting the bench's
 * certificate (bench/site-server.ts) as a phone trusts a CDN's. */
export function launchRealBrowser(certificate: BenchCertificate): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('No Chromium found (/usr/bin/chromium).');
  return chromium.launch({ executablePath, args: [...chromiumArgs, ...trustArgs(certificate)] });
}

/** Options of one real load. */
export interface RealLoadOptions {
  /** What the page finds in storage (a signed-in member). */
  stored?: StoredState;
  /** A machine this many times slower (the bench's --cpu-slowdown), on top of the phone. */
  machineSlowdown?: number;
  /** Called with the page once its figures are read (e.g. to keep its HTML). */
  loaded?: (page: Page) => Promise<void>;
  /** The pages loaded first in the same context and tab, in order (the member's way there:
   * /login, then the page a member can only come from; their files cached, their scripts
   * compiled in the same renderer). */
  via?: readonly string[];
  /** Scripts put in each page before any of its own (after the bench's observers). */
  initScripts?: readonly { content: string }[];
  /** The CPU slowdown to load at (a pair's second load takes its first's); calibrated in
   * the tab when not given. */
  cpuSlowdown?: number;
}

/** The real CPU slowdown that makes this tab the bench's phone (its index measured here). */
async function phoneSlowdown(page: Page, cdp: CDPSession, machineSlowdown: number) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: machineSlowdown });
  await page.goto('about:blank');
  const index = await page.evaluate(pageFunctions.computeBenchmarkIndex);
  return machineSlowdown * calibratedCpuSlowdown(index);
}

/** Loads `url` once as the bench's phone on slow 4G, and reads its figures. */
export async function realLoad(
  browser: Browser,
  url: string,
  {
    stored,
    machineSlowdown = 1,
    loaded,
    via = [],
    initScripts = [],
    cpuSlowdown: given,
  }: RealLoadOptions = {},
): Promise<RealLoad> {
  const context = await browser.newContext({ ...phone, serviceWorkers: 'block' });
  try {
    if (stored) await context.addInitScript(storeState, stored);
    await context.addInitScript(observePage);
    for (const script of initScripts) await context.addInitScript(script);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // Calibrated before the way there: a member goes from that page straight to this one (the
    // same renderer, its compiled scripts at hand), not through a blank page in between.
    const cpuSlowdown = given ?? (await phoneSlowdown(page, cdp, machineSlowdown));
    for (const before of via)
      await page.goto(before, { waitUntil: 'networkidle', timeout: LOAD_LIMIT_MS });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.requestLatencyMs,
      downloadThroughput: (SLOW_4G.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (SLOW_4G.uploadThroughputKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const network = networkWatch(cdp);
    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_LIMIT_MS });
    await network.settled(page);
    const figures = await readFigures(page);
    await loaded?.(page);
    return { ...figures, cpuSlowdown };
  } finally {
    await context.close();
  }
}
