import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureScale, outDirFor, scaleBuilder } from './build-scaling.ts';
import { chromiumPath } from '../tests/e2e/chromium.ts';
import {
  checkBudgets,
  meetsLighthouseBudgets,
  MEMBER_RUNS_NEAR_BUDGET,
  memberBudgetsNear,
} from './budgets.ts';
import { measurePublishes } from './publish-scaling.ts';
import { scalesFrom } from './scales.ts';
import {
  CALL_FLOOR_PATH,
  callFloorHtml,
  ceilingHtml,
  ceilingPathOf,
  pageFloorHtml,
  pageFloorPathOf,
  writeCeilings,
} from './ceiling.ts';
import { cpuSlowdownFrom } from './calibration.ts';
import { launchLighthouse, lighthouseVersion, medianRun, pairsOf } from './lighthouse.ts';
import { measureNavigations } from './navigations.ts';
import { launchBrowser, measurePageWeight } from './page-weight.ts';
import { renderReport } from './report.ts';
import { serveSite } from './site-server.ts';
import { startStandIn, type StandIn } from './stand-in.ts';
import { memberState } from './member-session.ts';
import { pageModules, readBundleReport } from './modules.ts';
import { benchPages, memberPages, memberShellOf } from './templates.ts';
import type {
  BenchResults,
  CallFloorResult,
  LighthouseRun,
  MemberPageResult,
  NavigationResult,
  ScaleResult,
  TemplateResult,
} from './types.ts';

// `npm run bench`: builds at SEED_SCALE 1 and 10, then page weight and Lighthouse for one page
// of each template and its bare-HTML ceiling, the menu navigations, then the budgets. Writes
// bench/results.json and bench/RESULTS.md; exits 1 when a budget is broken. Scratch files go
// to bench/tmp/.
// Ports: BENCH_API_PORT (5110; the scale-10 stand-in takes the next one), BENCH_SITE_PORT (5121).
// Quicker looks (their results go to bench/tmp/, not over the committed ones):
//   --builds-only          the builds and publishes alone (no pages, no page budgets)
//   --pages-only           one build of the scale-1 site, then its pages (no build figures)
//   --members-only         one build of the scale-1 site, then the member pages alone
//   --only=<t1>,<t2>,…     the public pages of these templates alone (e.g. --only=home,login)
//   --scales 1,10,100      the scales the builds are measured at (1000 works too: tens of
//                          thousands of pages, some minutes each build)
//   --cpu-slowdown=2       Chromium's CPU really slowed that many times for Lighthouse and the
//                          navigations (a slower machine), to see that the verdicts hold: the
//                          simulated phone is calibrated from each run's benchmark index
//   --real-throttling      also each member page, its ceiling and the call floor once under
//                          Lighthouse's DevTools throttling (a real slow-4G load, not the
//                          simulation): evidence beside the budgets, not judged

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = Number(process.env.BENCH_API_PORT ?? 5110);
const sitePort = Number(process.env.BENCH_SITE_PORT ?? 5121);
const scales = scalesFrom(process.argv.slice(2));
const buildsOnly = process.argv.includes('--builds-only');
const membersOnly = process.argv.includes('--members-only');
const pagesOnly = process.argv.includes('--pages-only');
const cpuSlowdown = cpuSlowdownFrom(process.argv.slice(2));
const onlyTemplates = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const realThrottling = process.argv.includes('--real-throttling');
const partial =
  buildsOnly ||
  pagesOnly ||
  membersOnly ||
  onlyTemplates !== undefined ||
  cpuSlowdown !== 1 ||
  realThrottling;
// Every build of the bench writes its chunks and modules here (integrations/bundle-report.ts).
const bundleReportFile = join(root, 'bench/tmp/bundle-report.json');
process.env.BUNDLE_REPORT_FILE = bundleReportFile;
/** Lighthouse runs per member page; the median counts (issue 11). */
const MEMBER_RUNS = 3;
const started = Date.now();
const log = (message: string) =>
  console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

function chromiumVersion(): string {
  try {
    // The Debian wrapper script prints shell noise on stderr; only the version line counts.
    const browser = chromiumPath() ?? 'chromium';
    return execFileSync(browser, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'Chromium (version unknown)';
  }
}

async function measureBuilds(): Promise<{ builds: ScaleResult[]; site: StandIn }> {
  const builds: ScaleResult[] = [];
  let site: StandIn | null = null;
  for (const [index, scale] of scales.entries()) {
    log(`Build at SEED_SCALE ${scale}: starting the stand-in API on port ${apiPort + index}.`);
    const standIn = await startStandIn(root, scale, apiPort + index);
    try {
      const measured = await measureScale({ root, standIn, log });
      builds.push({ ...measured, ...(await measurePublishes({ root, standIn, log })) });
    } catch (error) {
      await standIn.stop();
      throw error;
    }
    // The scale-1 stand-in keeps running: the pages measured next may ask it for media.
    if (index === 0) site = standIn;
    else await standIn.stop();
  }
  return { builds, site: site! };
}

/** --pages-only: one full build of the scale-1 site, as the bench's first build makes it. */
async function buildSiteOnly(): Promise<StandIn> {
  log(`Build at SEED_SCALE 1 (pages only): starting the stand-in API on port ${apiPort}.`);
  const standIn = await startStandIn(root, 1, apiPort);
  const { builder } = scaleBuilder(root, standIn);
  try {
    const run = await builder.run('full', { cold: true });
    log(`  scale 1 full: ${run.seconds.toFixed(1)} s, ${run.pages} pages`);
    return standIn;
  } catch (error) {
    await standIn.stop();
    throw error;
  } finally {
    await builder.close();
  }
}

/**
 * Writes a floor of a member page at `path` (bench/ceiling.ts), made by `make` from the page's
 * ceiling and the page as built, and returns it to be measured beside that ceiling.
 */
function writeFloor(
  siteDir: string,
  member: MemberPageResult,
  path: string,
  make: (ceiling: string, built: string) => { html: string; call: string },
): CallFloorResult {
  const ceiling = readFileSync(join(siteDir, member.ceilingPath), 'utf8');
  const built = readFileSync(join(siteDir, member.path, 'index.html'), 'utf8');
  const { html, call } = make(ceiling, built);
  writeFileSync(join(siteDir, path), html);
  return {
    template: member.template,
    path,
    ceilingPath: member.ceilingPath,
    call,
    lighthouse: null,
    ceilingLighthouse: null,
  };
}

/** The member page whose call floor is measured: a list drawn from one call. */
const CALL_FLOOR_TEMPLATE = 'notice-list';

/**
 * Writes the call floor of the notice list beside its ceiling: the same bare page, shown once
 * the list's own first call, made by the page's own head script, has answered. Null without
 * that member page (a run of public templates alone).
 */
function writeCallFloor(
  siteDir: string,
  members: readonly MemberPageResult[],
): CallFloorResult | null {
  const member = members.find(({ template }) => template === CALL_FLOOR_TEMPLATE);
  return member ? writeFloor(siteDir, member, CALL_FLOOR_PATH, callFloorHtml) : null;
}

/** The member pages whose largest paint is text their first call brings (bench/RESULTS.md:
 * a notice's preview, a circular's, the account's name over the balance). */
const PAGE_FLOOR_TEMPLATES = ['notice-list', 'circular-list', 'billing-list'];

/**
 * Writes the floor of each of those member pages beside its ceiling: the page as built
 * without anything that loads a script, its <main> the ceiling's, shown once its own head
 * call has answered: the page with its answer drawn the moment it came.
 */
function writePageFloors(siteDir: string, members: readonly MemberPageResult[]): CallFloorResult[] {
  return members
    .filter(({ template }) => PAGE_FLOOR_TEMPLATES.includes(template))
    .map((member) => writeFloor(siteDir, member, pageFloorPathOf(member.template), pageFloorHtml));
}

async function measurePages(
  siteDir: string,
  standIn: StandIn,
): Promise<{
  templates: TemplateResult[];
  memberPages: MemberPageResult[];
  navigations: NavigationResult[];
  callFloor: CallFloorResult | null;
  pageFloors: CallFloorResult[];
}> {
  const pages = membersOnly ? [] : benchPages(siteDir, onlyTemplates);
  const ceilings = writeCeilings(siteDir, pages);
  const server = await serveSite(siteDir, sitePort);
  try {
    log(`Page weight of ${pages.length} pages and their ceilings (${server.origin}).`);
    const browser = await launchBrowser();
    const results: TemplateResult[] = [];
    const members: MemberPageResult[] = [];
    let memberStored: Awaited<ReturnType<typeof memberState>>['stored'] | undefined;
    let callFloor: CallFloorResult | null = null;
    let pageFloors: CallFloorResult[] = [];
    try {
      for (const page of pages) {
        const ceilingPath = ceilings.get(page.template)!;
        results.push({
          ...page,
          ceilingPath,
          weight: await measurePageWeight(browser, server.origin + page.path),
          ceilingWeight: await measurePageWeight(browser, server.origin + ceilingPath),
          lighthouse: null,
          ceilingLighthouse: null,
          desktopImageFindings: null,
        });
      }
      const state = await memberState(standIn.apiUrl, standIn.orderApiUrl);
      const chunks = existsSync(bundleReportFile) ? readBundleReport(bundleReportFile) : null;
      // --only: the public templates asked for alone.
      const memberList = onlyTemplates ? [] : memberPages(state);
      log(`Page weight of ${memberList.length} member pages, signed in as the demo member.`);
      for (const page of memberList) {
        // The ceiling: the page's <main> as it stands once the member's data is in, as bare HTML.
        let loadedHtml = '';
        const weight = await measurePageWeight(
          browser,
          server.origin + page.path,
          state.stored,
          async (loaded) => void (loadedHtml = await loaded.content()),
        );
        const ceilingPath = ceilingPathOf(`member-${page.template}`);
        writeFileSync(join(siteDir, ceilingPath), ceilingHtml(loadedHtml));
        members.push({
          ...page,
          weight,
          ceilingPath,
          ceilingWeight: await measurePageWeight(browser, server.origin + ceilingPath),
          lighthouse: null,
          ceilingLighthouse: null,
          modules: chunks ? pageModules(siteDir, memberShellOf(page.path), chunks) : null,
        });
      }
      memberStored = state.stored;
      callFloor = writeCallFloor(siteDir, members);
      pageFloors = writePageFloors(siteDir, members);
    } finally {
      await browser.close();
    }
    // The member pages' ceilings and floors were made from pages loaded here: served
    // compressed from now on, as the pages they are measured beside are.
    log(
      `Compressed copies of ${await server.compressNewFiles()} files written since the site was served.`,
    );
    const lighthouse = await launchLighthouse(cpuSlowdown);
    try {
      for (const result of results) {
        log(`Lighthouse: ${result.path} and ${result.ceilingPath}`);
        const url = server.origin + result.path;
        const ceilingUrl = server.origin + result.ceilingPath;
        const runs = [await lighthouse.run(url)];
        const ceilingRuns = [await lighthouse.run(ceilingUrl)];
        // One run is noisy on a shared 2-core machine: a miss is confirmed by the median of 3,
        // the ceiling run again alongside (the LCP budget is the ratio of the two medians).
        if (!meetsLighthouseBudgets(result, runs[0]!, ceilingRuns[0]!)) {
          for (let again = 0; again < 2; again++) {
            runs.push(await lighthouse.run(url));
            ceilingRuns.push(await lighthouse.run(ceilingUrl));
          }
        }
        result.lighthouse = medianRun(runs);
        result.ceilingLighthouse = medianRun(ceilingRuns);
        result.pairs = pairsOf(runs, ceilingRuns);
        result.desktopImageFindings = await lighthouse.desktopImageFindings(url);
      }
      /** A signed-in page and its ceiling, each ceiling run right after the page's: the
       * budgets compare the two (issue 27). Median of MEMBER_RUNS; a page with budgets
       * (`judged`) whose LCP ratio or TBT fell near one, of MEMBER_RUNS_NEAR_BUDGET. */
      const signedInPairs = async (
        target: { path: string; ceilingPath: string },
        judged: boolean,
      ) => {
        const runs: LighthouseRun[] = [];
        const ceilingRuns: LighthouseRun[] = [];
        const measured = () => ({
          lighthouse: medianRun(runs),
          ceilingLighthouse: medianRun(ceilingRuns),
          pairs: pairsOf(runs, ceilingRuns),
        });
        const pair = async () => {
          runs.push(await lighthouse.run(server.origin + target.path, memberStored));
          ceilingRuns.push(await lighthouse.run(server.origin + target.ceilingPath));
        };
        for (let run = 0; run < MEMBER_RUNS; run++) await pair();
        const near = judged ? memberBudgetsNear(measured()) : [];
        if (near.length) {
          log(`  near its budget (${near.join(', ')}): ${MEMBER_RUNS_NEAR_BUDGET} pairs settle it`);
          while (runs.length < MEMBER_RUNS_NEAR_BUDGET) await pair();
        }
        return measured();
      };
      for (const member of members) {
        log(`Lighthouse signed in (median of ${MEMBER_RUNS}): ${member.path} and its ceiling`);
        Object.assign(member, await signedInPairs(member, true));
      }
      if (callFloor) {
        log(`Lighthouse signed in (median of ${MEMBER_RUNS}): the call floor and its ceiling`);
        Object.assign(callFloor, await signedInPairs(callFloor, false));
      }
      for (const floor of pageFloors) {
        log(`Lighthouse signed in (median of ${MEMBER_RUNS}): ${floor.path} and its ceiling`);
        Object.assign(floor, await signedInPairs(floor, false));
      }
      const floors = [...(callFloor ? [callFloor] : []), ...pageFloors];
      for (const target of realThrottling ? [...members, ...floors] : []) {
        log(`Lighthouse, real throttling: ${target.path} and its ceiling`);
        target.realThrottled = {
          lcpMs: (await lighthouse.realRun(server.origin + target.path, memberStored)).lcpMs,
          ceilingLcpMs: (await lighthouse.realRun(server.origin + target.ceilingPath)).lcpMs,
        };
      }
    } finally {
      await lighthouse.close();
    }
    const navigations = await measureNavigations({
      origin: server.origin,
      stored: memberStored,
      ceilings: new Map(
        [...results, ...members].map(({ template, ceilingPath }) => [template, ceilingPath]),
      ),
      machineSlowdown: cpuSlowdown,
      log,
    });
    return { templates: results, memberPages: members, navigations, callFloor, pageFloors };
  } finally {
    await server.close();
  }
}

mkdirSync(join(root, 'bench/tmp'), { recursive: true });
const { builds, site } =
  pagesOnly || membersOnly ? { builds: [], site: await buildSiteOnly() } : await measureBuilds();
let pages: Awaited<ReturnType<typeof measurePages>>;
try {
  pages = buildsOnly
    ? { templates: [], memberPages: [], navigations: [], callFloor: null, pageFloors: [] }
    : await measurePages(outDirFor(root, pagesOnly || membersOnly ? 1 : scales[0]!), site);
} finally {
  await site.stop();
}
const measured = {
  startedAt: new Date(started).toISOString(),
  seconds: (Date.now() - started) / 1000,
  machine: {
    cpus: availableParallelism(),
    node: process.version,
    chromium: chromiumVersion(),
    lighthouse: lighthouseVersion,
    machineSlowdown: cpuSlowdown,
  },
  builds,
  ...pages,
};
const results: BenchResults = { ...measured, budgets: checkBudgets(measured) };
// A partial run does not replace the committed figures of a whole one.
const resultsDir = join(root, partial ? 'bench/tmp' : 'bench');
const resultsFile = join(resultsDir, 'results.json');
const reportFile = join(resultsDir, 'RESULTS.md');
writeFileSync(resultsFile, JSON.stringify(results, null, 2) + '\n');
writeFileSync(reportFile, await renderReport(results, reportFile));
log(`Wrote ${resultsFile} and ${reportFile}.`);

const broken = results.budgets.filter((check) => !check.ok);
for (const check of broken) {
  console.error(
    `Budget broken: ${check.budget} on ${check.subject}: ${check.actual} (limit ${check.limit}` +
      (check.missedBy ? `, missed by ${check.missedBy})` : ')'),
  );
}
if (broken.length > 0) process.exit(1);
log(`All ${results.budgets.length} budgets held.`);
