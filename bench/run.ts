import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureScale, outDirFor } from './build-scaling.ts';
import { chromiumPath } from '../tests/e2e/chromium.ts';
import { checkBudgets, meetsLighthouseBudgets } from './budgets.ts';
import { measurePublishes } from './publish-scaling.ts';
import { benchBuilder } from './astro-run.ts';
import { ceilingHtml, ceilingPathOf, writeCeilings } from './ceiling.ts';
import { launchLighthouse, medianFigures, medianRun } from './lighthouse.ts';
import { launchBrowser, measurePageWeight } from './page-weight.ts';
import { renderReport } from './report.ts';
import { serveSite } from './site-server.ts';
import { startStandIn, type StandIn } from './stand-in.ts';
import { memberState } from './member-session.ts';
import { pageModules, readBundleReport } from './modules.ts';
import { benchPages, memberPages, memberShellOf } from './templates.ts';
import type { BenchResults, MemberPageResult, ScaleResult, TemplateResult } from './types.ts';

// `npm run bench`: builds at SEED_SCALE 1 and 10, then page weight and Lighthouse for one page
// of each template and its bare-HTML ceiling, then the budgets. Writes bench/results.json and
// bench/RESULTS.md; exits 1 when a budget is broken. Scratch files go to bench/tmp/.
// Ports: BENCH_API_PORT (5110; the scale-10 stand-in takes the next one), BENCH_SITE_PORT (5121).
// `npm run bench -- --builds-only` measures the builds alone (a quicker look; the pages and
// their budgets are then left out of the results). `npm run bench -- --members-only` builds
// the site once and measures the member pages alone (weight, requests, modules, Lighthouse
// signed in, their ceilings and budgets).

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = Number(process.env.BENCH_API_PORT ?? 5110);
const sitePort = Number(process.env.BENCH_SITE_PORT ?? 5121);
const scales = [1, 10];
const buildsOnly = process.argv.includes('--builds-only');
const membersOnly = process.argv.includes('--members-only');
// Every build of the bench writes its chunks and modules here (bench/bundle-report.ts).
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
      builds.push({ ...measured, publishes: await measurePublishes({ root, standIn, log }) });
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

/** The scale-1 site built once, for `--members-only`. */
async function buildSiteOnce(): Promise<StandIn> {
  log(`Members only: the stand-in API on port ${apiPort}, one build.`);
  const standIn = await startStandIn(root, 1, apiPort);
  const outDir = outDirFor(root, 1);
  rmSync(outDir, { recursive: true, force: true });
  const builder = benchBuilder({
    env: {
      ...process.env,
      PUBLIC_API_URL: standIn.apiUrl,
      PUBLIC_ORDER_API_URL: standIn.orderApiUrl,
    },
    outDir,
    cacheDir: join(root, 'bench/tmp/cache-members') + '/',
  });
  try {
    const run = await builder.run('full', { cold: true });
    log(`  built ${run.pages} pages in ${run.seconds.toFixed(1)} s`);
    return standIn;
  } catch (error) {
    await standIn.stop();
    throw error;
  } finally {
    await builder.close();
  }
}

async function measurePages(
  siteDir: string,
  standIn: StandIn,
): Promise<{ templates: TemplateResult[]; memberPages: MemberPageResult[] }> {
  const pages = membersOnly ? [] : benchPages(siteDir);
  const ceilings = writeCeilings(siteDir, pages);
  const server = await serveSite(siteDir, sitePort);
  try {
    log(`Page weight of ${pages.length} pages and their ceilings (${server.origin}).`);
    const browser = await launchBrowser();
    const results: TemplateResult[] = [];
    const members: MemberPageResult[] = [];
    let memberStored: Awaited<ReturnType<typeof memberState>>['stored'] | undefined;
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
        });
      }
      const state = await memberState(standIn.apiUrl, standIn.orderApiUrl);
      const chunks = existsSync(bundleReportFile) ? readBundleReport(bundleReportFile) : null;
      const memberList = memberPages(state);
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
    } finally {
      await browser.close();
    }
    const lighthouse = await launchLighthouse();
    try {
      for (const result of results) {
        log(`Lighthouse: ${result.path} and ${result.ceilingPath}`);
        const url = server.origin + result.path;
        const first = await lighthouse.run(url);
        // One run is noisy on a shared 2-core machine: a miss is confirmed by the median of 3.
        const runs = meetsLighthouseBudgets(first)
          ? [first]
          : [first, await lighthouse.run(url), await lighthouse.run(url)];
        result.lighthouse = medianRun(runs);
        result.ceilingLighthouse = await lighthouse.run(server.origin + result.ceilingPath);
      }
      for (const member of members) {
        log(`Lighthouse signed in (median of ${MEMBER_RUNS}): ${member.path} and its ceiling`);
        const runs = [];
        for (let run = 0; run < MEMBER_RUNS; run++)
          runs.push(await lighthouse.run(server.origin + member.path, memberStored));
        member.lighthouse = medianFigures(runs);
        member.ceilingLighthouse = await lighthouse.run(server.origin + member.ceilingPath);
      }
    } finally {
      await lighthouse.close();
    }
    return { templates: results, memberPages: members };
  } finally {
    await server.close();
  }
}

mkdirSync(join(root, 'bench/tmp'), { recursive: true });
const { builds, site } = membersOnly
  ? { builds: [], site: await buildSiteOnce() }
  : await measureBuilds();
let pages: Awaited<ReturnType<typeof measurePages>>;
try {
  pages = buildsOnly
    ? { templates: [], memberPages: [] }
    : await measurePages(outDirFor(root, 1), site);
} finally {
  await site.stop();
}
const measured = {
  startedAt: new Date(started).toISOString(),
  seconds: (Date.now() - started) / 1000,
  machine: { cpus: availableParallelism(), node: process.version, chromium: chromiumVersion() },
  builds,
  ...pages,
};
const results: BenchResults = { ...measured, budgets: checkBudgets(measured) };
// A members-only run is a partial look: it leaves the committed results alone.
const resultsDir = membersOnly ? join(root, 'bench/tmp') : join(root, 'bench');
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
