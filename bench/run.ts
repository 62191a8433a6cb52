import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { measureScale, scaleBuilder } from './build-scaling.ts';
import { chromiumPath } from '../tests/e2e/chromium.ts';
import { budgets, checkBudgets, COLD_LOADS, PAIRS, pairsWanted } from './budgets.ts';
import { measurePublishes } from './publish-scaling.ts';
import { scalesFrom } from './scales.ts';
import { ceilingHtml, floorHtml, floorPathOf, floorUrlOf, writeCeilings } from './ceiling.ts';
import { cpuSlowdownFrom } from './calibration.ts';
import { interactions, measureInteraction } from './interactions.ts';
import { launchLighthouse, lighthouseVersion } from './lighthouse.ts';
import { measureNavigations } from './navigations.ts';
import { measurePageWeight } from './page-weight.ts';
import { pageJsWeight } from '../scripts/check-page-weight.ts';
import { launchRealBrowser, realLoad } from './real-load.ts';
import { renderReport } from './report.ts';
import {
  benchCertificate,
  serveSite,
  serveTlsFront,
  type BenchCertificate,
} from './site-server.ts';
import { startStandIn, type StandIn } from './stand-in.ts';
import { memberState, type StoredState } from './member-session.ts';
import { pageModules, readBundleReport } from './modules.ts';
import { benchPages, memberPages, memberShellOf } from './templates.ts';
import type {
  BenchResults,
  InteractionResult,
  LoadPair,
  MemberPageResult,
  NavigationResult,
  RealLoad,
  ScaleResult,
  TemplateResult,
} from './types.ts';

// `npm run bench`: builds and publishes at SEED_SCALE 1, 10 and 100, then one page of each
// public template and every member page loaded for real as a cheap phone on slow 4G
// (bench/real-load.ts), each beside its reference (a public page's bare-HTML ceiling, a member
// page's floor, loaded from /login as a member reaches it), each member page cold too, the
// common taps and typing (INP, bench/interactions.ts), their weight and Lighthouse's audits,
// the menu navigations, then the budgets.
// Writes bench/results.json and bench/RESULTS.md; exits 1 when a budget is broken. Scratch
// files go to bench/tmp/.
// Ports: BENCH_API_PORT (5110; each larger scale's stand-in takes the next one, the pages'
// stand-in 50 and its TLS front 51 above it), BENCH_SITE_PORT (5121).
// Quicker looks (their results go to bench/tmp/, not over the committed ones):
//   --builds-only          the builds and publishes alone (no pages, no page budgets)
//   --pages-only           one build of the scale-1 site, then its pages (no build figures)
//   --members-only         one build of the scale-1 site, then the member pages alone
//   --only=<t1>,<t2>,…     the public pages of these templates alone (e.g. --only=home,login);
//                          with --members-only, these member pages alone (--only=cart); the
//                          interactions of the templates measured come with them
//   --inp-only             one build of the scale-1 site, then the interactions alone (with
//                          --only, those on these templates: --inp-only --only=home,food-menu)
//   --scales 1,10          the scales the builds are measured at (1000 works too: tens of
//                          thousands of pages, some minutes each build)
//   --cpu-slowdown=2       Chromium's CPU slowed that many times more than the phone's (a
//                          slower machine), to see that the verdicts hold

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = Number(process.env.BENCH_API_PORT ?? 5110);
const sitePort = Number(process.env.BENCH_SITE_PORT ?? 5121);
const scales = scalesFrom(process.argv.slice(2));
const buildsOnly = process.argv.includes('--builds-only');
const membersOnly = process.argv.includes('--members-only');
const pagesOnly = process.argv.includes('--pages-only');
const inpOnly = process.argv.includes('--inp-only');
const cpuSlowdown = cpuSlowdownFrom(process.argv.slice(2));
const onlyTemplates = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const partial =
  buildsOnly ||
  pagesOnly ||
  membersOnly ||
  inpOnly ||
  onlyTemplates !== undefined ||
  cpuSlowdown !== 1;
// Every build of the bench writes its chunks and modules here (integrations/bundle-report.ts).
const bundleReportFile = join(root, 'bench/tmp/bundle-report.json');
process.env.BUNDLE_REPORT_FILE = bundleReportFile;
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

async function measureBuilds(): Promise<ScaleResult[]> {
  const builds: ScaleResult[] = [];
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
    await standIn.stop();
  }
  return builds;
}

/** The site the pages are measured on, and what serves its API. */
interface PagesSite {
  dir: string;
  standIn: StandIn;
  certificate: BenchCertificate;
  stop: () => Promise<void>;
}

/**
 * The scale-1 site the pages are measured on: a full build against a fresh stand-in behind a
 * TLS front, so that the pictures its answers name are https as a provider's are (the site is
 * served over TLS: an http picture would be mixed content). The build worker trusts the bench's
 * certificate; the browser's calls are forwarded to the stand-in itself.
 */
async function buildPagesSite(): Promise<PagesSite> {
  const certificate = benchCertificate(join(root, 'bench/tmp/tls'));
  const frontPort = apiPort + 51;
  const publicOrigin = `https://localhost:${frontPort}`;
  log(
    `The pages' site at SEED_SCALE 1: the stand-in API on port ${apiPort + 50}, TLS ${frontPort}.`,
  );
  const standIn = await startStandIn(root, 1, apiPort + 50, { publicOrigin });
  const front = await serveTlsFront(standIn.forward, frontPort, certificate);
  const stop = async () => {
    await front.close();
    await standIn.stop();
  };
  const { builder, outDir } = scaleBuilder(
    root,
    {
      scale: 1,
      apiUrl: `${publicOrigin}/web/bc-member/v1`,
      orderApiUrl: `${publicOrigin}/ordering`,
    },
    { name: 'pages', env: { NODE_EXTRA_CA_CERTS: certificate.file } },
  );
  try {
    const run = await builder.run('full', { cold: true });
    log(`  the pages' site: ${run.seconds.toFixed(1)} s, ${run.pages} pages`);
    return { dir: outDir, standIn, certificate, stop };
  } catch (error) {
    await stop();
    throw error;
  } finally {
    await builder.close();
  }
}

/** The pairs of real loads of a page and its reference, as many as `pairsWanted` asks for
 * the page's kind (bench/budgets.ts). */
async function loadPairs(
  browser: Browser,
  url: string,
  referenceUrl: string,
  {
    stored,
    limit,
    kind,
    via,
  }: { stored?: StoredState; limit: number; kind: keyof typeof PAIRS; via?: readonly string[] },
): Promise<LoadPair[]> {
  const pairs: LoadPair[] = [];
  const options = { stored, machineSlowdown: cpuSlowdown, via };
  // The reference loads at the page's calibrated slowdown: the same phone for both.
  const pair = async () => {
    const page = await realLoad(browser, url, options);
    const reference = await realLoad(browser, referenceUrl, {
      ...options,
      cpuSlowdown: page.cpuSlowdown,
    });
    pairs.push({ page, reference });
  };
  while (pairs.length < pairsWanted(kind, pairs, limit)) await pair();
  return pairs;
}

/** COLD_LOADS real loads of a member page alone: a new context each (empty cache, service
 * workers blocked), no way there. The first calibrates the phone's CPU, the others take its
 * slowdown, as a pair's reference does. */
async function coldLoads(browser: Browser, url: string, stored: StoredState): Promise<RealLoad[]> {
  const loads: RealLoad[] = [];
  while (loads.length < COLD_LOADS)
    loads.push(
      await realLoad(browser, url, {
        stored,
        machineSlowdown: cpuSlowdown,
        cpuSlowdown: loads[0]?.cpuSlowdown,
      }),
    );
  return loads;
}

async function measurePages({ dir: siteDir, standIn, certificate }: PagesSite): Promise<{
  templates: TemplateResult[];
  memberPages: MemberPageResult[];
  navigations: NavigationResult[];
  interactions: InteractionResult[];
}> {
  const pages = membersOnly || inpOnly ? [] : benchPages(siteDir, onlyTemplates);
  const ceilings = writeCeilings(siteDir, pages);
  const server = await serveSite(siteDir, sitePort, {
    api: { member: standIn.apiUrl, order: standIn.orderApiUrl },
    certificate,
  });
  try {
    log(`Page weight of ${pages.length} pages and their ceilings (${server.origin}).`);
    const browser = await launchRealBrowser(certificate);
    const results: TemplateResult[] = [];
    const members: MemberPageResult[] = [];
    const measuredInteractions: InteractionResult[] = [];
    let memberStored: StoredState | undefined;
    try {
      for (const page of pages) {
        const ceilingPath = ceilings.get(page.template)!;
        results.push({
          ...page,
          ceilingPath,
          weight: await measurePageWeight(browser, server.origin + page.path),
          ceilingWeight: await measurePageWeight(browser, server.origin + ceilingPath),
          jsGzip: pageJsWeight(
            siteDir,
            readFileSync(join(siteDir, page.path, 'index.html'), 'utf8'),
          ).gzipBytes,
          pairs: [],
          audits: null,
        });
      }
      const state = await memberState(standIn.apiUrl, standIn.orderApiUrl);
      memberStored = state.stored;
      const stored = state.stored;
      const chunks = existsSync(bundleReportFile) ? readBundleReport(bundleReportFile) : null;
      // --only: the public templates asked for alone.
      // --only names public templates, or with --members-only member ones.
      const memberList = inpOnly
        ? []
        : memberPages(state).filter((member) =>
            onlyTemplates ? membersOnly && onlyTemplates.includes(member.template) : true,
          );
      log(`Page weight of ${memberList.length} member pages, signed in as the demo member.`);
      for (const page of memberList) {
        // The floor: the page as built, its <main> as it stands once the member's data is in,
        // drawn the moment the page's head call answers (bench/ceiling.ts).
        let loadedHtml = '';
        const weight = await measurePageWeight(
          browser,
          server.origin + page.path,
          state.stored,
          async (loaded) => void (loadedHtml = await loaded.content()),
        );
        const built = readFileSync(join(siteDir, memberShellOf(page.path), 'index.html'), 'utf8');
        const floor = floorHtml(ceilingHtml(loadedHtml), built);
        const floorPath = floorPathOf(page.template);
        writeFileSync(join(siteDir, floorPath), floor.html);
        members.push({
          ...page,
          weight,
          floorPath,
          floorCall: floor.call,
          pairs: [],
          coldLoads: [],
          audits: null,
          modules: chunks ? pageModules(siteDir, memberShellOf(page.path), chunks) : null,
        });
      }
      // The floors were made from pages loaded here: served compressed from now on, as the
      // pages they are measured beside are.
      log(`Compressed copies of ${await server.compressNewFiles()} files written since served.`);
      for (const result of results) {
        log(`Real loads: ${result.path} and ${result.ceilingPath}`);
        result.pairs = await loadPairs(
          browser,
          server.origin + result.path,
          server.origin + result.ceilingPath,
          { limit: budgets.lcpToCeiling, kind: 'public' },
        );
      }
      for (const member of members) {
        log(`Real loads signed in: ${member.path} from ${member.via.join(', ')}, and its floor`);
        member.pairs = await loadPairs(
          browser,
          server.origin + member.path,
          floorUrlOf(server.origin + member.path, member.template),
          {
            stored: memberStored,
            limit: budgets.memberLcpToFloor,
            kind: 'member',
            via: member.via.map((path) => server.origin + path),
          },
        );
        log(`Cold loads signed in: ${member.path} (empty cache, no service worker)`);
        member.coldLoads = await coldLoads(browser, server.origin + member.path, stored);
      }
      // The interactions of the templates measured (all of them with --inp-only, or those
      // --only names).
      const measuredTemplates = new Set([...results, ...members].map((page) => page.template));
      for (const interaction of interactions(memberPages(state)).filter((candidate) =>
        inpOnly
          ? !onlyTemplates || onlyTemplates.includes(candidate.template)
          : measuredTemplates.has(candidate.template),
      )) {
        log(`Interaction: ${interaction.name} on ${interaction.path}`);
        measuredInteractions.push({
          name: interaction.name,
          template: interaction.template,
          path: interaction.path,
          via: interaction.via,
          runs: await measureInteraction(browser, server.origin, interaction, {
            stored: memberStored,
            machineSlowdown: cpuSlowdown,
          }),
        });
      }
    } finally {
      await browser.close();
    }
    const lighthouse = await launchLighthouse();
    try {
      for (const result of results) {
        log(`Lighthouse audits: ${result.path}`);
        result.audits = await lighthouse.audit(server.origin + result.path);
      }
      for (const member of members) {
        log(`Lighthouse audits signed in: ${member.path}`);
        member.audits = await lighthouse.audit(server.origin + member.path, memberStored);
      }
    } finally {
      await lighthouse.close();
    }
    const navigations = inpOnly
      ? []
      : await measureNavigations({
          origin: server.origin,
          certificate,
          stored: memberStored,
          ceilings: new Map([
            ...results.map(({ template, ceilingPath }) => [template, ceilingPath] as const),
            ...members.map(({ template, floorPath }) => [template, floorPath] as const),
          ]),
          machineSlowdown: cpuSlowdown,
          log,
        });
    return {
      templates: results,
      memberPages: members,
      navigations,
      interactions: measuredInteractions,
    };
  } finally {
    await server.close();
  }
}

mkdirSync(join(root, 'bench/tmp'), { recursive: true });
const builds = pagesOnly || membersOnly || inpOnly ? [] : await measureBuilds();
let pages: Awaited<ReturnType<typeof measurePages>> = {
  templates: [],
  memberPages: [],
  navigations: [],
  interactions: [],
};
if (!buildsOnly) {
  const site = await buildPagesSite();
  try {
    pages = await measurePages(site);
  } finally {
    await site.stop();
  }
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
