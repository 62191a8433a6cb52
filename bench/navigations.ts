import puppeteer, { type Browser, type CDPSession, type Page } from 'puppeteer-core';
import { mainMenu } from '../src/lib/menu.ts';
import { chromiumArgs, chromiumPath, mousePointerArgs } from '../tests/e2e/chromium.ts';
import { phoneSlowdownInTab } from './calibration.ts';
import { storeState, type StoredState } from './member-session.ts';
import type { NavigationResult, NavigationRun } from './types.ts';
import { trustArgs, type BenchCertificate } from './site-server.ts';

// Navigations ready before the click (issue 27): from a menu link to the next page's largest
// contentful paint, the way a visitor with a mouse goes — the menu opened, the pointer on the
// link, a click — on the mobile preset's screen (412×823 at 1.75×) and the bench's phone's CPU
// (a real slowdown, calibrated from Lighthouse's benchmark index measured in the tab before
// each run: bench/calibration.ts), the network as it is (loopback). The pointer rests on the
// link for 200 ms (what the site's speculation rules wait for) and then until the page the
// browser prerenders has loaded and gone quiet (at most 8 s), so the figure is what the click
// costs once the page is ready: activation and the first frame. The same navigation is measured to
// the next page's bare-HTML ceiling (the menu link pointed at it), one run after the other,
// and the budget is the difference (bench/budgets.ts). Each run starts in a new browser
// context (empty cache and storage; a member's session put in place first).
//
// Chromium prerenders only for a client that attaches to the tab, not to each page (puppeteer,
// not Playwright), and only while no such client watches the page: whether the prerender is
// ready is read by attaching to the prerendered page itself, found through target discovery.

/** The navigations measured: the menu link to `to`, from `from`. */
export const navigationRows = [
  { kind: 'public → public', from: '/', to: '/news', template: 'news', member: false },
  { kind: 'public → member', from: '/', to: '/notice-list', template: 'notice-list', member: true },
  {
    kind: 'member → member',
    from: '/notice-list',
    to: '/circular-list',
    template: 'circular-list',
    member: true,
  },
] as const;

/** Runs of each navigation (and of its ceiling); the median counts. */
export const NAVIGATION_RUNS = 3;
const HOVER_MS = 200;
const READY_WAIT_MS = 8000;
const QUIET_MS = 400;

/** The menu link's name (main menu entries are unique by path). */
const linkName = (path: string) =>
  mainMenu.flatMap((item) => [item, ...item.children]).find((item) => item.path === path)?.name ??
  path;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

interface TargetInfo {
  targetId: string;
  type: string;
  subtype?: string;
  url: string;
}

/** The browser's targets as discovery reports them, prerendered pages among them. */
function watchTargets(root: CDPSession): Map<string, TargetInfo> {
  const targets = new Map<string, TargetInfo>();
  const note = ({ targetInfo }: { targetInfo: TargetInfo }) =>
    targets.set(targetInfo.targetId, targetInfo);
  root.on('Target.targetCreated', note);
  root.on('Target.targetInfoChanged', note);
  root.on('Target.targetDestroyed', ({ targetId }: { targetId: string }) =>
    targets.delete(targetId),
  );
  return targets;
}

/**
 * Waits (the pointer resting on the link) at least HOVER_MS, then until the page prerendered
 * for `url` has loaded and fetched nothing new for QUIET_MS; gives up after READY_WAIT_MS.
 */
async function waitForPrerender(
  root: CDPSession,
  targets: Map<string, TargetInfo>,
  url: string,
): Promise<void> {
  const started = Date.now();
  await sleep(HOVER_MS);
  const until = started + READY_WAIT_MS;
  let target: TargetInfo | undefined;
  while (!target && Date.now() < until) {
    target = [...targets.values()].find((t) => t.subtype === 'prerender' && t.url === url);
    if (!target) await sleep(25);
  }
  if (!target) return;
  const { sessionId } = (await root.send('Target.attachToTarget', {
    targetId: target.targetId,
    flatten: true,
  })) as { sessionId: string };
  const session = root.connection()?.session(sessionId);
  try {
    let seen = -1;
    let quietSince = Date.now();
    while (session && Date.now() < until) {
      const { result } = (await session.send('Runtime.evaluate', {
        expression:
          "document.readyState === 'complete' ? performance.getEntriesByType('resource').length : -1",
        returnByValue: true,
      })) as { result: { value: number } };
      if (result.value !== seen) {
        seen = result.value;
        quietSince = Date.now();
      } else if (seen >= 0 && Date.now() - quietSince >= QUIET_MS) return;
      await sleep(50);
    }
  } catch {
    // The prerender went away (the browser dropped it): the click navigates as usual.
  } finally {
    await root.send('Target.detachFromTarget', { sessionId }).catch(() => undefined);
  }
}

interface Shown {
  timeOrigin: number;
  lcp: number;
  activationStart: number;
}

/** The shown page's LCP and activation, once it is `path`, loaded and painted. */
async function shownPage(page: Page, path: string): Promise<Shown> {
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    const shown = await page
      .evaluate(async (expected: string): Promise<Shown | null> => {
        if (location.pathname.replace(/\/$/, '') !== expected) return null;
        if (document.readyState !== 'complete')
          await new Promise((loaded) => addEventListener('load', loaded, { once: true }));
        await new Promise((framed) => requestAnimationFrame(() => requestAnimationFrame(framed)));
        const entries = await new Promise<PerformanceEntryList>((found) => {
          const observer = new PerformanceObserver((list) => {
            observer.disconnect();
            found(list.getEntries());
          });
          observer.observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => found([]), 1000);
        });
        const last = entries.at(-1);
        if (!last) return null;
        const [navigation] = performance.getEntriesByType('navigation') as (PerformanceEntry & {
          activationStart?: number;
        })[];
        return {
          timeOrigin: performance.timeOrigin,
          lcp: last.startTime,
          activationStart: navigation?.activationStart ?? 0,
        };
      }, path)
      // The page is swapped or navigating: ask again.
      .catch(() => null);
    if (shown) return shown;
    await sleep(50);
  }
  throw new Error(`The navigation to ${path} showed no largest contentful paint within 20 s.`);
}

interface RunOptions {
  origin: string;
  from: string;
  /** The menu link's address as the page has it, and where the run points it. */
  link: string;
  to: string;
  stored?: StoredState;
  /** How many times slower the machine is made for real (--cpu-slowdown; 1: as it is). */
  machineSlowdown: number;
}

/** One navigation, tried again once when the browser lost it (a busy machine). */
async function navigateOnce(
  browser: Browser,
  root: CDPSession,
  targets: Map<string, TargetInfo>,
  options: RunOptions,
): Promise<NavigationRun> {
  try {
    return await navigateInContext(browser, root, targets, options);
  } catch (error) {
    console.warn(`The navigation to ${options.to} failed (${String(error)}); running it again.`);
    return navigateInContext(browser, root, targets, options);
  }
}

/** One navigation in a new browser context. */
async function navigateInContext(
  browser: Browser,
  root: CDPSession,
  targets: Map<string, TargetInfo>,
  options: RunOptions,
): Promise<NavigationRun> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (options.stored) await page.evaluateOnNewDocument(storeState, options.stored);
    await page.emulateCPUThrottling(await phoneSlowdownInTab(page, options.machineSlowdown));
    await page.goto(options.origin + options.from, { waitUntil: 'load' });
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 15_000 }).catch(() => undefined);
    await page.locator('button.menu-toggle').click();
    const selector = `#menu-overlay a[href="${options.link}"]`;
    await page.waitForSelector(selector, { visible: true });
    if (options.to !== options.link)
      await page.$eval(selector, (link, to) => link.setAttribute('href', to), options.to);
    const link = `#menu-overlay a[href="${options.to}"]`;
    await page.hover(link);
    const hoverStart = Date.now();
    await waitForPrerender(root, targets, options.origin + options.to);
    await page.mouse.down();
    const clickAt = Date.now();
    await page.mouse.up();
    const shown = await shownPage(page, options.to);
    return {
      clickToLcpMs: shown.timeOrigin + Math.max(shown.lcp, shown.activationStart) - clickAt,
      lcpMs: Math.max(0, shown.lcp - shown.activationStart),
      prerendered: shown.activationStart > 0,
      hoverMs: clickAt - hoverStart,
    };
  } finally {
    await context.close();
  }
}

export interface NavigationOptions {
  origin: string;
  /** The member's stored state for the rows that start signed in. */
  stored: StoredState | undefined;
  /** Each row's target's ceiling path, by template (rows without one are not measured). */
  ceilings: ReadonlyMap<string, string>;
  machineSlowdown: number;
  /** The site's certificate, trusted as a real one (a navigation's files come from the cache). */
  certificate: BenchCertificate;
  log: (message: string) => void;
}

/** The navigation table: each row and its ceiling, NAVIGATION_RUNS runs each, alternately. */
export async function measureNavigations(options: NavigationOptions): Promise<NavigationResult[]> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('No Chromium found (/usr/bin/chromium).');
  const browser = await puppeteer.launch({
    executablePath,
    args: [...chromiumArgs, ...mousePointerArgs, ...trustArgs(options.certificate)],
    headless: true,
    defaultViewport: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true },
  });
  try {
    const root = await browser.target().createCDPSession();
    const targets = watchTargets(root);
    await root.send('Target.setDiscoverTargets', { discover: true, filter: [{}] });
    const results: NavigationResult[] = [];
    for (const row of navigationRows) {
      const ceiling = options.ceilings.get(row.template);
      if (!ceiling || (row.member && !options.stored)) continue;
      // The ceiling file served without its extension: the speculation rules never prepare a
      // path with one (a file), and the static server finds `<path>.html`.
      const ceilingPath = ceiling.replace(/\.html$/, '');
      options.log(`Navigation ${row.kind}: ${row.from} → ${row.to} and to ${ceilingPath}`);
      const result: NavigationResult = {
        kind: row.kind,
        from: row.from,
        link: linkName(row.to),
        to: row.to,
        ceilingPath,
        runs: [],
        ceilingRuns: [],
      };
      const base = {
        origin: options.origin,
        from: row.from,
        link: row.to,
        stored: row.member ? options.stored : undefined,
        machineSlowdown: options.machineSlowdown,
      };
      for (let run = 0; run < NAVIGATION_RUNS; run++) {
        result.runs.push(await navigateOnce(browser, root, targets, { ...base, to: row.to }));
        result.ceilingRuns.push(
          await navigateOnce(browser, root, targets, { ...base, to: ceilingPath }),
        );
      }
      results.push(result);
    }
    return results;
  } finally {
    await browser.close();
  }
}
