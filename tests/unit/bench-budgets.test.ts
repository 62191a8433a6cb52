import { describe, expect, it } from 'vitest';
import {
  checkBudgets,
  meetsLighthouseBudgets,
  memberBudgetsNear,
  nearMemberLcpBudget,
} from '../../bench/budgets.ts';
import { CALL_FLOOR_RULE, callFloorHtml, ceilingHtml, pageFloorHtml } from '../../bench/ceiling.ts';
import { imageFindings, medianRun, summary } from '../../bench/lighthouse.ts';
import { renderReport } from '../../bench/report.ts';
import { isNoindex } from '../../bench/templates.ts';
import { JSDOM } from 'jsdom';
import { FIRST_ANSWER_MARK } from '../../src/lib/first-answer.ts';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageModules } from '../../bench/modules.ts';
import type {
  BenchResults,
  LighthouseRun,
  MemberPageResult,
  NavigationResult,
  NavigationRun,
  PageModules,
  PageWeight,
  ScaleResult,
} from '../../bench/types.ts';
import { scalesFrom } from '../../bench/scales.ts';
import { medianPublish, PUBLISHES_IN_A_ROW } from '../../bench/publish-row.ts';
import { cpuSlowdownFrom, PUBLISH_BUDGET_PACE, type MachinePace } from '../../bench/calibration.ts';

const bytes = (gzip: number) => ({ raw: gzip * 3, gzip });
const weight = (jsGzip: number): PageWeight => ({
  html: bytes(4000),
  css: bytes(2000),
  js: bytes(jsGzip),
  images: bytes(0),
  other: bytes(0),
  requests: 5,
  failedRequests: 0,
});
const lighthouse = (over: Partial<LighthouseRun> = {}): LighthouseRun => ({
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 0,
  cls: 0,
  mainThreadMs: 400,
  imageFindings: [],
  notes: [],
  ...over,
});
const run = (seconds: number, pages: number) => ({
  kind: 'full' as const,
  seconds,
  pages,
  rendered: pages,
  reused: 0,
  peakMemoryMb: 700,
  phases: { bundle: 1, render: 1, images: 1 },
});
const scale = (
  n: number,
  fullSeconds: number,
  pages: number,
  oneItem: number,
  publish: {
    full?: number;
    noChange?: number;
    peakMb?: number;
    watchMs?: number;
    watchNotModified?: number;
    pace?: MachinePace[];
  } = {},
): ScaleResult => ({
  scale: n,
  ...(publish.pace ? { pace: publish.pace } : {}),
  full: run(fullSeconds, pages),
  msPerPage: (fullSeconds * 1000) / pages,
  rebuilds: [],
  watch: {
    ms: publish.watchMs ?? 300,
    samples: [publish.watchMs ?? 300, 310, 290],
    api: 40,
    notModified: publish.watchNotModified ?? 40,
    pictures: 12,
    outcome: 'unchanged',
  },
  publishes: [
    {
      kind: 'full',
      seconds: publish.full ?? 10,
      result: 'published',
      pages,
      rendered: pages,
      reused: 0,
      changedPages: pages,
      peakMemoryMb: publish.peakMb ?? 900,
    },
    {
      kind: 'no-change',
      seconds: publish.noChange ?? 0.3,
      result: 'skipped',
      pages: 0,
      rendered: 0,
      reused: 0,
      changedPages: 0,
    },
    {
      kind: 'one-item',
      seconds: oneItem,
      result: 'published',
      pages,
      rendered: 50,
      reused: pages - 50,
      changedPages: 2,
    },
  ],
});

const KB = 1024;
const modules = (gzip: number, beyondReact: number): PageModules => ({
  path: '/member-directory',
  files: 8,
  inlineScripts: 3,
  gzipBytes: gzip,
  beyondReactGzipBytes: beyondReact,
  largest: [],
});
const member = (
  over: {
    lighthouse?: LighthouseRun | null;
    ceiling?: LighthouseRun | null;
    modules?: PageModules | null;
  } = {},
): MemberPageResult => ({
  template: 'member-directory',
  path: '/member-directory',
  weight: weight(85 * KB),
  ceilingPath: '/__ceiling/member-member-directory.html',
  ceilingWeight: weight(0),
  lighthouse: 'lighthouse' in over ? over.lighthouse! : lighthouse({ cls: 0.01, tbtMs: 60 }),
  ceilingLighthouse: 'ceiling' in over ? over.ceiling! : lighthouse(),
  modules: 'modules' in over ? over.modules! : modules(86 * KB, 18 * KB),
});

/** `clickToLcpMs` of three runs, each prerendered unless said otherwise. */
const navigationRuns = (...figures: (number | [number, 'not prerendered'])[]): NavigationRun[] =>
  figures.map((figure) => ({
    clickToLcpMs: Array.isArray(figure) ? figure[0] : figure,
    lcpMs: 40,
    prerendered: !Array.isArray(figure),
    hoverMs: 900,
  }));
const navigation = (runs: NavigationRun[], ceilingRuns: NavigationRun[]): NavigationResult => ({
  kind: 'member → member',
  from: '/notice-list',
  link: 'Circulars',
  to: '/circular-list',
  ceilingPath: '/__ceiling/member-circular-list',
  runs,
  ceilingRuns,
});

function results(over: {
  home?: LighthouseRun;
  homeCeiling?: LighthouseRun;
  homeDesktopImages?: string[] | null;
  homeJs?: number;
  newsJs?: number;
  login?: LighthouseRun;
  oneItem?: number;
  scale10Seconds?: number;
  member?: MemberPageResult;
  navigation?: NavigationResult;
  scale10OneItem?: number;
  scale100?: {
    build?: number;
    full?: number;
    noChange?: number;
    oneItem?: number;
    peakMb?: number;
    watchMs?: number;
    watchNotModified?: number;
    pace?: MachinePace[];
  };
}): Omit<BenchResults, 'budgets'> {
  const template = (
    name: string,
    path: string,
    js: number,
    lh = lighthouse(),
    ceiling = lighthouse({ lcpMs: 1000 }),
    desktopImageFindings: string[] | null = [],
  ) => ({
    template: name,
    path,
    ceilingPath: `/__ceiling/${name}.html`,
    publicPage: name !== 'login',
    indexed: name !== 'login',
    weight: weight(js),
    ceilingWeight: weight(0),
    lighthouse: lh,
    ceilingLighthouse: ceiling,
    desktopImageFindings,
  });
  return {
    startedAt: '',
    seconds: 0,
    machine: { cpus: 2, node: 'v24', chromium: 'Chromium', lighthouse: '13.5.0' },
    builds: [
      scale(1, 5, 150, over.oneItem ?? 2),
      scale(10, over.scale10Seconds ?? 8, 640, over.scale10OneItem ?? 0.9),
      scale(100, over.scale100?.build ?? 30, 4700, over.scale100?.oneItem ?? 2.5, {
        full: over.scale100?.full ?? 40,
        noChange: over.scale100?.noChange ?? 0.8,
        peakMb: over.scale100?.peakMb,
        watchMs: over.scale100?.watchMs,
        watchNotModified: over.scale100?.watchNotModified,
        pace: over.scale100?.pace,
      }),
    ],
    templates: [
      template(
        'home',
        '/',
        over.homeJs ?? 27_000,
        over.home,
        over.homeCeiling,
        over.homeDesktopImages,
      ),
      template('news', '/news', over.newsJs ?? 5_000),
      template('login', '/login', 100_000, over.login ?? lighthouse({ seo: 66 })),
    ],
    memberPages: [over.member ?? member()],
    navigations: [
      over.navigation ?? navigation(navigationRuns(90, 110, 100), navigationRuns(60, 80, 70)),
    ],
  };
}

const broken = (input: ReturnType<typeof results>) =>
  checkBudgets(input)
    .filter((check) => !check.ok)
    .map((check) => `${check.budget} ${check.subject}`);

describe('bench budgets', () => {
  it('hold for figures within every budget', () => {
    expect(broken(results({}))).toEqual([]);
  });

  it.each([
    [
      'performance 6 points below the ceiling’s',
      { home: lighthouse({ performance: 93 }) },
      'Lighthouse performance below the bare-HTML ceiling home',
    ],
    [
      'performance 6 points below a slow machine’s ceiling',
      { home: lighthouse({ performance: 86 }), homeCeiling: lighthouse({ performance: 92 }) },
      'Lighthouse performance below the bare-HTML ceiling home',
    ],
    [
      'no performance score for the ceiling',
      { homeCeiling: lighthouse({ performance: Number.NaN, lcpMs: 1000 }) },
      'Lighthouse performance below the bare-HTML ceiling home',
    ],
    [
      'accessibility below 100',
      { home: lighthouse({ accessibility: 98 }) },
      'Lighthouse accessibility home',
    ],
    ['any layout shift', { home: lighthouse({ cls: 0.001 }) }, 'CLS home'],
    [
      'best practices below 100',
      { home: lighthouse({ bestPractices: 96 }) },
      'Lighthouse best practices home',
    ],
    [
      'best practices below 100 on a page that is not indexed',
      { login: lighthouse({ bestPractices: 96, seo: 66 }) },
      'Lighthouse best practices login',
    ],
    ['SEO below 100', { home: lighthouse({ seo: 92 }) }, 'Lighthouse SEO home'],
    [
      'LCP over 1.2× the ceiling’s',
      { home: lighthouse({ lcpMs: 1210 }), homeCeiling: lighthouse({ lcpMs: 1000 }) },
      'LCP against the bare-HTML ceiling home',
    ],
    [
      'LCP not measured on the ceiling',
      { homeCeiling: lighthouse({ lcpMs: Number.NaN }) },
      'LCP against the bare-HTML ceiling home',
    ],
    [
      'a prerendered navigation 151 ms slower than the same one to the ceiling',
      { navigation: navigation(navigationRuns(250, 221, 300), navigationRuns(90, 70, 60)) },
      'prerendered navigation: click to LCP above the ceiling member → member: /notice-list → /circular-list',
    ],
    [
      'a navigation the browser never prerendered',
      {
        navigation: navigation(
          navigationRuns([90, 'not prerendered'], [80, 'not prerendered'], [85, 'not prerendered']),
          navigationRuns(60, 70, 80),
        ),
      },
      'prerendered navigation: click to LCP above the ceiling member → member: /notice-list → /circular-list',
    ],
    [
      'a picture too small or too large at the mobile preset',
      { home: lighthouse({ imageFindings: ['image-size-responsive (1) — <img>'] }) },
      'picture sizes (Lighthouse, mobile) home',
    ],
    [
      'a picture too small or too large at the desktop preset',
      { homeDesktopImages: ['image-delivery-insight, responsive size (2) — <img>'] },
      'picture sizes (Lighthouse, desktop) home',
    ],
    [
      'picture sizes not measured at the desktop preset',
      { homeDesktopImages: null },
      'picture sizes (Lighthouse, desktop) home',
    ],
    ['home JS over 60 KB gzip', { homeJs: 61 * 1024 }, 'JS gzip home'],
    ['other public JS over 15 KB gzip', { newsJs: 16 * 1024 }, 'JS gzip news'],
    [
      'a one-item publish over 25 % of the full one',
      { oneItem: 2.6 },
      'one-item rebuild ≤ 25 % of a full build (publisher) scale 1 (full 10.00 s)',
    ],
    ['more time per page at scale 10', { scale10Seconds: 40 }, 'time per page scale 10 vs scale 1'],
    [
      'a one-item publish over 10 % of the full one at scale 10',
      { scale10OneItem: 1.1 },
      'one-item publish ≤ 10 % of a full publish scale 10 (full 10.00 s)',
    ],
    [
      'a one-item publish over 3 s at scale 100',
      { scale100: { oneItem: 3.2 } },
      'one-item publish scale 100',
    ],
    [
      'an unchanged trigger over 1 s at scale 100',
      { scale100: { noChange: 1.2 } },
      'unchanged trigger scale 100',
    ],
    [
      "a watcher's check over 1 s at scale 100",
      { scale100: { watchMs: 1200 } },
      "watcher's check scale 100",
    ],
    [
      "a watcher's check that got a body back for an unchanged answer",
      { scale100: { watchNotModified: 39 } },
      "watcher's check: every API call answered 304 scale 100",
    ],
    [
      'a full publish over 1.5 times the raw build at scale 100',
      { scale100: { full: 46 } },
      'full publish ≤ 1.5 × the raw build scale 100 (build 30.00 s)',
    ],
    ['more than 4 GB of memory', { scale100: { peakMb: 4200 } }, 'peak memory scale 100'],
    [
      'more time per page at scale 100 than at 10',
      { scale100: { build: 60, full: 80 } },
      'time per page scale 100 vs scale 10',
    ],
  ])('break on %s', (_, over, expected) => {
    expect(broken(results(over))).toEqual([expected]);
  });
});

describe('member page budgets (signed in)', () => {
  const subject = 'member-directory (member)';
  it.each([
    [
      'performance 6 points below the ceiling’s',
      member({ lighthouse: lighthouse({ performance: 93 }) }),
      ['Lighthouse performance below the bare-HTML ceiling'],
    ],
    [
      'accessibility below 100',
      member({ lighthouse: lighthouse({ accessibility: 97 }) }),
      ['Lighthouse accessibility'],
    ],
    ['CLS above 0.02', member({ lighthouse: lighthouse({ cls: 0.021 }) }), ['CLS']],
    [
      'TBT 101 ms above the ceiling’s',
      member({ lighthouse: lighthouse({ tbtMs: 101 }) }),
      ['TBT above the bare-HTML ceiling'],
    ],
    [
      'TBT 101 ms above a busy machine’s ceiling',
      member({
        lighthouse: lighthouse({ tbtMs: 341 }),
        ceiling: lighthouse({ tbtMs: 240 }),
      }),
      ['TBT above the bare-HTML ceiling'],
    ],
    [
      'LCP over 1.5× the ceiling’s (until member data is drawn before React)',
      member({ lighthouse: lighthouse({ lcpMs: 1820 }), ceiling: lighthouse({ lcpMs: 1200 }) }),
      ['LCP against the bare-HTML ceiling'],
    ],
    ['more than 90 KB of JavaScript', member({ modules: modules(91 * KB, 19 * KB) }), ['JS gzip']],
    [
      'more than 20 KB beside React',
      member({ modules: modules(88 * KB, 21 * KB) }),
      ['JS gzip beyond React'],
    ],
    [
      'a page Lighthouse could not run',
      member({ lighthouse: null }),
      [
        'Lighthouse performance below the bare-HTML ceiling',
        'Lighthouse accessibility',
        'CLS',
        'TBT above the bare-HTML ceiling',
        'LCP against the bare-HTML ceiling',
      ],
    ],
    [
      'a ceiling Lighthouse could not run',
      member({ ceiling: null }),
      [
        'Lighthouse performance below the bare-HTML ceiling',
        'TBT above the bare-HTML ceiling',
        'LCP against the bare-HTML ceiling',
      ],
    ],
  ])('break on %s', (_, page, budgetsBroken) => {
    expect(broken(results({ member: page }))).toEqual(budgetsBroken.map((b) => `${b} ${subject}`));
  });

  it('hold at the limits: 5 points, CLS 0.02, TBT 100 ms over, LCP 1.5×, 90 KB and 20 KB', () => {
    const page = member({
      lighthouse: lighthouse({ cls: 0.02, tbtMs: 130, performance: 90, lcpMs: 1500 }),
      ceiling: lighthouse({ tbtMs: 30, performance: 95, lcpMs: 1000 }),
      modules: modules(90 * KB, 20 * KB),
    });
    expect(broken(results({ member: page }))).toEqual([]);
  });

  it('judge each run against the ceiling run made right after it, then take the median', () => {
    const run = (tbtMs: number) => ({
      performance: 98,
      lcpMs: 1200,
      tbtMs,
      cls: 0,
      mainThreadMs: 400,
    });
    const page: MemberPageResult = {
      ...member({ lighthouse: lighthouse({ tbtMs: 200 }), ceiling: lighthouse({ tbtMs: 30 }) }),
      pairs: [
        { page: run(300), ceiling: run(250) }, // a busy moment of the machine: both slow
        { page: run(40), ceiling: run(0) },
        { page: run(200), ceiling: run(150) },
      ],
    };
    // The medians alone (200 ms against 30 ms) would say 170 ms; pair by pair: 50, 40, 50.
    const tbt = checkBudgets(results({ member: page })).find(
      (c) => c.subject === subject && c.budget.startsWith('TBT'),
    );
    expect(tbt).toMatchObject({
      actual: '50 ms (200 ms against 30 ms; median of 3 pairs)',
      ok: true,
    });
  });

  it('show the figures behind a relative budget', () => {
    const page = member({
      lighthouse: lighthouse({ tbtMs: 180, performance: 93 }),
      ceiling: lighthouse({ tbtMs: 120, performance: 96 }),
    });
    const checks = checkBudgets(results({ member: page })).filter((c) => c.subject === subject);
    expect(checks.find((c) => c.budget.startsWith('TBT'))).toMatchObject({
      actual: '60 ms (180 ms against 120 ms)',
      limit: '≤ 100 ms',
      ok: true,
    });
    expect(checks.find((c) => c.budget.startsWith('Lighthouse performance'))).toMatchObject({
      actual: '3 points (93 against 96)',
      limit: '≤ 5 points',
      ok: true,
    });
  });
});

describe('pageModules (a member page by file and module, from the build report)', () => {
  it("sums the page's files and inline scripts, sets React apart, names its largest modules", () => {
    const site = mkdtempSync(join(tmpdir(), 'bench-modules-'));
    mkdirSync(join(site, '_astro'));
    mkdirSync(join(site, 'member-directory'));
    const island = 'import"./members.a1.js";import"./react.b2.js";export default 1;';
    writeFileSync(join(site, '_astro/Island.c3.js'), island);
    writeFileSync(
      join(site, '_astro/members.a1.js'),
      'export const members=' + '"m".repeat(9);'.repeat(50),
    );
    writeFileSync(
      join(site, '_astro/react.b2.js'),
      'export const react=' + '"r".repeat(9);'.repeat(400),
    );
    writeFileSync(join(site, '_astro/other-page.d4.js'), 'export const unused=1;');
    writeFileSync(
      join(site, 'member-directory/index.html'),
      '<html><head><script>document.documentElement.dataset.session="member"</script></head>' +
        '<body><astro-island component-url="/_astro/Island.c3.js"></astro-island></body></html>',
    );
    const report = [
      {
        file: '_astro/Island.c3.js',
        imports: [],
        dynamicImports: [],
        modules: [{ id: 'src/islands/Island.tsx', bytes: 60 }],
      },
      {
        file: '_astro/members.a1.js',
        imports: [],
        dynamicImports: [],
        modules: [
          { id: 'node_modules/valibot/dist/index.mjs', bytes: 300 },
          { id: 'src/lib/api/client.ts', bytes: 100 },
        ],
      },
      {
        file: '_astro/react.b2.js',
        imports: [],
        dynamicImports: [],
        modules: [{ id: 'node_modules/react-dom/client.js', bytes: 5000 }],
      },
      {
        file: '_astro/other-page.d4.js',
        imports: [],
        dynamicImports: [],
        modules: [{ id: 'src/islands/Other.tsx', bytes: 9000 }],
      },
    ];
    const page = pageModules(site, '/member-directory', report, 3);
    expect(page).toMatchObject({ path: '/member-directory', files: 3, inlineScripts: 1 });
    expect(page.largest.map((module) => module.id)).toEqual([
      'node_modules/react-dom/client.js',
      'node_modules/valibot/dist/index.mjs',
      'src/lib/api/client.ts',
    ]);
    expect(page.beyondReactGzipBytes).toBeLessThan(page.gzipBytes);
    expect(page.largest[1]!.gzipBytes / page.largest[2]!.gzipBytes).toBeCloseTo(3, 0);
  });
});

describe('medianRun (member pages)', () => {
  it("takes each figure's median over the runs, so one shifting run does not decide", () => {
    const runs = [
      lighthouse({ performance: 97, cls: 0.07, tbtMs: 20, lcpMs: 1900 }),
      lighthouse({ performance: 99, cls: 0.0, tbtMs: 150, lcpMs: 1700 }),
      lighthouse({ performance: 98, cls: 0.01, tbtMs: 40, lcpMs: 2100 }),
    ];
    expect(medianRun(runs)).toMatchObject({
      performance: 98,
      cls: 0.01,
      tbtMs: 40,
      lcpMs: 1900,
      runs: 3,
    });
  });
});

describe('bench budgets on a page that is not indexed', () => {
  it('leave its SEO score out (robots noindex scores low by design)', () => {
    const checks = checkBudgets(results({ login: lighthouse({ seo: 66 }) }));
    expect(checks.filter((c) => c.subject === 'login').map((c) => c.budget)).not.toContain(
      'Lighthouse SEO',
    );
    expect(checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('hold an LCP of exactly 1.2× the ceiling’s and show it as the ratio', () => {
    const checks = checkBudgets(
      results({ home: lighthouse({ lcpMs: 1200 }), homeCeiling: lighthouse({ lcpMs: 1000 }) }),
    );
    const lcp = checks.find((c) => c.subject === 'home' && c.budget.startsWith('LCP'));
    expect(lcp).toMatchObject({ ok: true, actual: '1.20×', limit: '≤ 1.20×' });
  });

  it('say when the LCP figure is the median of three runs', () => {
    const home = { ...lighthouse({ lcpMs: 1100 }), runs: 3 };
    const lcp = checkBudgets(results({ home })).find(
      (c) => c.subject === 'home' && c.budget.startsWith('LCP'),
    );
    expect(lcp?.actual).toBe('1.10× (median of 3)');
  });
});

describe('meetsLighthouseBudgets (whether a first run needs two more)', () => {
  const indexed = { indexed: true };
  const ceiling = lighthouse({ lcpMs: 1000 });
  it.each([
    ['a run within every budget', indexed, lighthouse(), true],
    ['LCP over 1.2× the ceiling’s', indexed, lighthouse({ lcpMs: 1250 }), false],
    ['best practices 96', indexed, lighthouse({ bestPractices: 96 }), false],
    ['SEO 92 on an indexed page', indexed, lighthouse({ seo: 92 }), false],
    ['SEO 66 on a noindex page', { indexed: false }, lighthouse({ seo: 66 }), true],
    ['a picture-size finding', indexed, lighthouse({ imageFindings: ['x'] }), false],
    ['performance 93, 6 points below the ceiling', indexed, lighthouse({ performance: 93 }), false],
    ['performance 94, 5 points below the ceiling', indexed, lighthouse({ performance: 94 }), true],
  ])('%s → %s', (_, page, run, expected) => {
    expect(meetsLighthouseBudgets(page, run, ceiling)).toBe(expected);
  });
});

describe('nearMemberLcpBudget (whether a member page needs two more pairs)', () => {
  const run = (lcpMs: number) => ({ performance: 99, lcpMs, tbtMs: 0, cls: 0, mainThreadMs: 300 });
  const pairsAt = (...lcps: number[]) => ({
    lighthouse: lighthouse(),
    ceilingLighthouse: lighthouse(),
    pairs: lcps.map((lcpMs) => ({ page: run(lcpMs), ceiling: run(1000) })),
  });
  it.each([
    ['well within it: 1.20×', pairsAt(1200, 1150, 1250), false],
    ['just outside the edge below: 1.39×', pairsAt(1390, 1380, 1400), false],
    ['within the edge below: 1.47×', pairsAt(1470, 1440, 1490), true],
    ['a median of pairs within the edge above: 1.51×', pairsAt(1510, 1300, 1900), true],
    ['just outside the edge above: 1.61×', pairsAt(1610, 1620, 1600), false],
    ['a median of 1.70× with one pair within it: split', pairsAt(1700, 1400, 1750), true],
    ['a median of 1.30× with one pair over it: split', pairsAt(1300, 1250, 1600), true],
    ['far over it: 2.20×', pairsAt(2200, 2100, 2300), false],
    ['no LCP measured', pairsAt(Number.NaN, Number.NaN, Number.NaN), false],
  ])('%s → %s', (_, measured, expected) => {
    expect(nearMemberLcpBudget(measured)).toBe(expected);
  });
});

describe('memberBudgetsNear (which budgets call for two more pairs: LCP ratio, TBT)', () => {
  const run = (lcpMs: number, tbtMs: number) => ({
    performance: 99,
    lcpMs,
    tbtMs,
    cls: 0,
    mainThreadMs: 300,
  });
  /** Pairs of [page LCP ms, page TBT ms] against a ceiling of 1,000 ms LCP and 20 ms TBT. */
  const pairsAt = (...pages: [number, number][]) => ({
    lighthouse: lighthouse(),
    ceilingLighthouse: lighthouse(),
    pairs: pages.map(([lcpMs, tbtMs]) => ({ page: run(lcpMs, tbtMs), ceiling: run(1000, 20) })),
  });
  it.each([
    ['both well within: 1.20×, 30 ms above', pairsAt([1200, 50], [1150, 40], [1250, 60]), []],
    // Issue 27's second run: the invoice's pairs (102 ms median, 3 pairs) would have had five.
    [
      'TBT 102 ms above, just over its line',
      pairsAt([1200, 122], [1200, 130], [1200, 106]),
      ['TBT above the ceiling'],
    ],
    [
      'TBT 74 ms above, within 30 ms below',
      pairsAt([1200, 94], [1200, 60], [1200, 140]),
      ['TBT above the ceiling'],
    ],
    ['TBT 69 ms above, outside the edge', pairsAt([1200, 89], [1200, 80], [1200, 100]), []],
    ['TBT 131 ms above, outside the edge', pairsAt([1200, 151], [1200, 160], [1200, 140]), []],
    // This stop's whole run: the invoice at 141, 139 and 50 ms, a median one pair decided.
    [
      'TBT 139 ms above with one pair within: split',
      pairsAt([1200, 161], [1200, 159], [1200, 70]),
      ['TBT above the ceiling'],
    ],
    [
      'TBT 40 ms above with one pair over: split',
      pairsAt([1200, 60], [1200, 50], [1200, 180]),
      ['TBT above the ceiling'],
    ],
    ['LCP 1.48× only', pairsAt([1480, 30], [1470, 30], [1490, 30]), ['LCP ratio']],
    [
      'both near their lines',
      pairsAt([1520, 120], [1510, 110], [1530, 125]),
      ['LCP ratio', 'TBT above the ceiling'],
    ],
    ['no TBT measured', pairsAt([1200, Number.NaN], [1200, Number.NaN], [1200, Number.NaN]), []],
  ])('%s → %j', (_, measured, expected) => {
    expect(memberBudgetsNear(measured)).toEqual(expected);
  });
});

/** Paces beside a scale's publishes, as shares of this machine's quiet pace. */
const paced = (...shares: number[]): MachinePace[] =>
  shares.map((share) => ({
    cpu: PUBLISH_BUDGET_PACE.cpu * share,
    exchange: PUBLISH_BUDGET_PACE.exchange * share,
  }));

describe('verdicts that travel (issue 27.3)', () => {
  // The same pages measured on a fast machine and on one twice as slow, or busy with other
  // work (figures of the kind such runs give): the bare-HTML ceilings slow down with the
  // pages, so the verdicts are the same.
  const fast = results({
    home: lighthouse({ performance: 99, lcpMs: 1150 }),
    homeCeiling: lighthouse({ performance: 100, lcpMs: 1000 }),
    member: member({
      lighthouse: lighthouse({ performance: 98, tbtMs: 20, lcpMs: 1300 }),
      ceiling: lighthouse({ performance: 100, tbtMs: 0, lcpMs: 1000 }),
    }),
    navigation: navigation(navigationRuns(70, 90, 80), navigationRuns(50, 60, 55)),
    // The publisher's seconds at the budgets' machine's pace (PUBLISH_BUDGET_PACE).
    scale100: { oneItem: 2.5, noChange: 0.8, watchMs: 800, pace: paced(1, 1, 1) },
  });
  const slow = results({
    home: lighthouse({ performance: 90, lcpMs: 2250 }),
    homeCeiling: lighthouse({ performance: 94, lcpMs: 1950 }),
    member: member({
      lighthouse: lighthouse({ performance: 89, tbtMs: 310, lcpMs: 2500 }),
      ceiling: lighthouse({ performance: 92, tbtMs: 250, lcpMs: 1900 }),
    }),
    navigation: navigation(navigationRuns(190, 240, 210), navigationRuns(120, 150, 130)),
    // Twice the seconds on a machine of half the pace (a second busy process on two cores).
    scale10Seconds: 16,
    scale100: {
      build: 60,
      full: 80,
      oneItem: 5,
      noChange: 1.6,
      watchMs: 1600,
      pace: paced(0.52, 0.5, 0.47),
    },
  });
  // A subject may name the figure a relative budget is taken of (a full publish's seconds).
  const verdicts = (input: ReturnType<typeof results>) =>
    checkBudgets(input).map(
      (c) => `${c.budget} ${c.subject.replace(/ \(.*\)$/, '')}: ${c.ok ? 'held' : 'broken'}`,
    );

  it('are the same on a fast machine and a slow one', () => {
    expect(verdicts(slow)).toEqual(verdicts(fast));
    expect(broken(fast)).toEqual([]);
  });

  it.each([
    [
      'a publish slower than its machine: broken on the slow machine too',
      { build: 50, full: 70, oneItem: 6.5, noChange: 1.6, watchMs: 1600, pace: paced(0.5) },
      ['one-item publish scale 100'],
    ],
    [
      'a faster machine: the seconds budgets shorten',
      { oneItem: 2.5, noChange: 0.8, watchMs: 800, pace: paced(2) },
      ['one-item publish scale 100', 'unchanged trigger scale 100', "watcher's check scale 100"],
    ],
    [
      'requests slowed, not the CPU: the trigger and the check stretch',
      {
        oneItem: 2.5,
        noChange: 1.6,
        watchMs: 1600,
        pace: [{ ...PUBLISH_BUDGET_PACE, exchange: PUBLISH_BUDGET_PACE.exchange / 2 }],
      },
      [],
    ],
    [
      'requests slowed, not the CPU: a one-item publish that is mostly build stretches little',
      {
        oneItem: 3.5,
        pace: [{ ...PUBLISH_BUDGET_PACE, exchange: PUBLISH_BUDGET_PACE.exchange / 2 }],
      },
      ['one-item publish scale 100'],
    ],
    [
      'requests slowed, not the CPU: a one-item publish stretches by its change check’s share',
      {
        oneItem: 3.8,
        noChange: 1.6,
        watchMs: 1600,
        pace: [{ ...PUBLISH_BUDGET_PACE, exchange: PUBLISH_BUDGET_PACE.exchange / 2 }],
      },
      [],
    ],
    [
      'no pace measured (results of an older bench): the seconds as set',
      { oneItem: 3.1, noChange: 0.8, watchMs: 800 },
      ['one-item publish scale 100'],
    ],
  ])('in seconds are judged at the run’s machine pace: %s', (_, scale100, expected) => {
    expect(broken(results({ scale100 })).sort()).toEqual([...expected].sort());
  });

  it('show the stretch and the pace beside a budget in seconds', () => {
    const slowPublish = checkBudgets(slow).find(
      (c) => c.budget === 'one-item publish' && c.subject === 'scale 100',
    );
    expect(slowPublish).toMatchObject({
      actual:
        "5.00 s (budget 3.00 s × 2.00: the change check's 32 % at exchange pace " +
        `${PUBLISH_BUDGET_PACE.exchange / 2} against ${PUBLISH_BUDGET_PACE.exchange}, the rest ` +
        `at cpu pace ${PUBLISH_BUDGET_PACE.cpu / 2} against ${PUBLISH_BUDGET_PACE.cpu})`,
      limit: '≤ 6.00 s',
      ok: true,
    });
  });
});

describe('--cpu-slowdown', () => {
  it.each([
    [[], 1],
    [['--cpu-slowdown=2'], 2],
    [['--scales', '1', '--cpu-slowdown', '1.5'], 1.5],
  ])('%j → %d', (argv, expected) => expect(cpuSlowdownFrom(argv)).toBe(expected));

  it.each([['--cpu-slowdown=0.5'], ['--cpu-slowdown=fast'], ['--cpu-slowdown']])(
    'refuses %j with the reason',
    (arg) => expect(() => cpuSlowdownFrom([arg])).toThrow(/--cpu-slowdown takes a number/),
  );
});

describe('--scales', () => {
  it.each([
    [[], [1, 10]],
    [
      ['--scales', '1,10,100'],
      [1, 10, 100],
    ],
    [
      ['--builds-only', '--scales=100,1'],
      [1, 100],
    ],
  ])('%j measures scales %j', (argv, expected) => {
    expect(scalesFrom(argv)).toEqual(expected);
  });

  it.each([
    ['--scales', 'big'],
    ['--scales', '0'],
    ['--scales', '5000'],
  ])('refuses %j %j with the reason', (...argv) =>
    expect(() => scalesFrom(argv)).toThrow(/--scales takes whole numbers/),
  );
});

describe('medianRun', () => {
  it('takes the median of each figure and says how many ran', () => {
    const runs = [
      lighthouse({ performance: 93, lcpMs: 1400, tbtMs: 0, notes: ['slow'] }),
      lighthouse({ performance: 99, lcpMs: 900, tbtMs: 20, notes: ['fast'] }),
      lighthouse({ performance: 96, lcpMs: 1100, tbtMs: 10, notes: ['middle'] }),
    ];
    expect(medianRun(runs)).toMatchObject({
      performance: 96,
      lcpMs: 1100,
      tbtMs: 10,
      notes: ['middle'],
      runs: 3,
      lcpRunsMs: [1400, 900, 1100],
    });
  });

  it('keeps one run as it is', () => {
    expect(medianRun([lighthouse({ lcpMs: 777 })])).toMatchObject({ lcpMs: 777, runs: 1 });
  });
});

describe('imageFindings (Lighthouse’s picture-size audits)', () => {
  const audit = (items: unknown[]) => ({
    id: 'x',
    title: '',
    description: '',
    score: items.length ? 0 : 1,
    scoreDisplayMode: 'binary' as const,
    details: { type: 'table' as const, headings: [], items },
  });
  // Lighthouse 13's image-delivery-insight: one row per picture, its reasons as sub-items;
  // the report records which message each reason is (the same in every locale).
  const delivered = (src: string, ...reasons: string[]) => ({
    node: { snippet: `<img src="${src}">` },
    url: src,
    subItems: { type: 'subitems', items: reasons.map((reason) => ({ reason })) },
  });
  const message = (name: string) =>
    `node_modules/@paulirish/trace_engine/models/trace/insights/ImageDelivery.js | ${name}`;
  const reasonAt = (item: number, reason: number) =>
    `audits[image-delivery-insight].details.items[${item}].subItems.items[${reason}].reason`;

  it('names each failed audit with its count and first picture', () => {
    const lhr = {
      audits: {
        'image-size-responsive': audit([{ node: { snippet: '<img src="/a.webp">' } }]),
        'image-delivery-insight': audit([]),
      },
      i18n: { rendererFormattedStrings: {}, icuMessagePaths: {} },
    };
    expect(imageFindings(lhr as never)).toEqual([
      'image-size-responsive (1) — <img src="/a.webp">',
    ]);
  });

  it('counts the pictures image-delivery-insight finds too large for their box, not those it would compress', () => {
    const lhr = {
      audits: {
        'image-size-responsive': audit([]),
        'image-delivery-insight': audit([
          delivered('/photo.jpg', 'Use a modern format'),
          delivered('/big.webp', 'Compress more', 'Larger than it needs to be'),
          delivered('/wide.webp', 'Larger than it needs to be'),
        ]),
      },
      i18n: {
        rendererFormattedStrings: {},
        icuMessagePaths: {
          [message('useModernFormat')]: [reasonAt(0, 0)],
          [message('useCompression')]: [reasonAt(1, 0)],
          [message('useResponsiveSize')]: [
            { values: { PH1: '1600x900', PH2: '400x225' }, path: reasonAt(1, 1) },
            { values: { PH1: '1200x800', PH2: '600x400' }, path: reasonAt(2, 0) },
          ],
        },
      },
    };
    expect(imageFindings(lhr as never)).toEqual([
      'image-delivery-insight, responsive size (2) — <img src="/big.webp">',
    ]);
  });

  it('finds nothing when every picture fits, though one could be compressed', () => {
    const lhr = {
      audits: {
        'image-size-responsive': audit([]),
        'image-delivery-insight': audit([delivered('/photo.jpg', 'Use a modern format')]),
      },
      i18n: {
        rendererFormattedStrings: {},
        icuMessagePaths: { [message('useModernFormat')]: [reasonAt(0, 0)] },
      },
    };
    expect(imageFindings(lhr as never)).toEqual([]);
  });
});

describe('summary (the figures of one Lighthouse run)', () => {
  it('names the LCP element from lcp-breakdown-insight', () => {
    const lhr = {
      categories: {},
      audits: {
        'largest-contentful-paint': { numericValue: 900 },
        'lcp-breakdown-insight': {
          details: {
            type: 'list',
            items: [
              { type: 'table', headings: [], items: [{ subpart: 'timeToFirstByte' }] },
              { type: 'node', snippet: '<img class="hero__image" src="/hero.webp">' },
            ],
          },
        },
      },
      i18n: { rendererFormattedStrings: {} },
    };
    expect(summary(lhr as never)).toMatchObject({
      lcpMs: 900,
      notes: ['LCP element: <img class="hero__image" src="/hero.webp">'],
    });
  });
});

describe('renderReport', () => {
  it('names the Lighthouse version that measured the pages', async () => {
    const measured = results({});
    const report = await renderReport(
      { ...measured, budgets: checkBudgets(measured) },
      join(tmpdir(), 'RESULTS.md'),
    );
    expect(report).toContain('Chromium, Lighthouse 13.5.0)');
    expect(report).toContain('Lighthouse 13.5.0, mobile preset');
  });

  const reportOf = async (measured: ReturnType<typeof results>) =>
    renderReport({ ...measured, budgets: checkBudgets(measured) }, join(tmpdir(), 'RESULTS.md'));

  it("names the machine's pace beside the publishes and the stretch it gives", async () => {
    const pace = [
      { cpu: 1300, exchange: 13000 },
      { cpu: 1235, exchange: 13500 },
      { cpu: 1200, exchange: 12000 },
    ];
    const report = await reportOf(results({ scale100: { pace } }));
    expect(report).toContain(
      `scale 100: cpu 1300, 1235, 1200 (×${(PUBLISH_BUDGET_PACE.cpu / 1235).toFixed(2)}); ` +
        `exchange 13000, 13500, 12000 (×${(PUBLISH_BUDGET_PACE.exchange / 13000).toFixed(2)})`,
    );
    expect(await reportOf(results({}))).not.toContain('Machine pace');
  });

  it.each([
    ['a run before the calibration: the fixed slowdown', undefined, undefined, 'CPU 4×'],
    ['one slowdown in every run', 4, 4, 'CPU 4.0×, calibrated'],
    ['the range of the calibrated slowdowns', 3.94, 4.12, 'CPU 3.9–4.1×, calibrated'],
  ])('names the simulated CPU slowdown: %s', async (_, low, high, text) => {
    const measured = results({
      home: lighthouse({ cpuSlowdown: low }),
      homeCeiling: lighthouse({ lcpMs: 1000, cpuSlowdown: high }),
    });
    expect(await reportOf(measured)).toContain(text);
  });

  it("shows each page floor beside its page's ratio, judged pair by pair, with the budget named", async () => {
    expect(await reportOf(results({}))).not.toContain('The floor of each member page');
    const pairsOf = (lcps: number[], ceilings: number[]) =>
      lcps.map((lcpMs, n) => ({
        page: lighthouse({ lcpMs }),
        ceiling: lighthouse({ lcpMs: ceilings[n]! }),
      }));
    const page = {
      ...member({ lighthouse: lighthouse({ lcpMs: 1300 }), ceiling: lighthouse({ lcpMs: 650 }) }),
      pairs: pairsOf([1300, 1250, 1350], [650, 640, 660]),
    };
    const floor = {
      template: 'member-directory',
      path: '/__ceiling/member-member-directory-floor.html',
      ceilingPath: page.ceilingPath,
      call: 'http://127.0.0.1:4000/v1/member/list',
      lighthouse: lighthouse({ lcpMs: 950 }),
      ceilingLighthouse: lighthouse({ lcpMs: 650 }),
      pairs: pairsOf([950, 980, 900], [650, 640, 600]),
    };
    const report = await reportOf({ ...results({ member: page }), pageFloors: [floor] });
    expect(report).toContain('The floor of each member page');
    expect(report).toContain('against the budget of 1.5×');
    // The ratios are the medians of the pairs': 2.00, 1.95, 2.05 and 1.46, 1.53, 1.50.
    expect(report).toMatch(
      /\| member-directory +\| 1300 \/ 650 +\| 2\.00× +\| 950 \/ 650 +\| 1\.50× +\|/,
    );
  });

  it('shows the member pages under real throttling beside the simulated ratio, when run', async () => {
    const plain = results({});
    expect(await reportOf(plain)).not.toContain("Under Lighthouse's DevTools throttling");
    const real = results({
      member: { ...member(), realThrottled: { lcpMs: 900, ceilingLcpMs: 750 } },
    });
    const report = await reportOf(real);
    expect(report).toContain("Under Lighthouse's DevTools throttling");
    expect(report).toMatch(/\| member-directory +\| 900 \/ 750 +\| 1\.20× +\| 1\.00× +\|/);
  });
});

describe('isNoindex', () => {
  it.each([
    ['<meta name="robots" content="noindex">', true],
    ['<meta content="noindex, nofollow" name="robots" />', true],
    ['<meta name="robots" content="index, follow">', false],
    ['<meta name="description" content="noindex is a word here">', false],
    ['<title>No meta</title>', false],
  ])('%s → %s', (html, expected) => {
    expect(isNoindex(`<html><head>${html}</head></html>`)).toBe(expected);
  });
});

describe('ceilingHtml (the bare-HTML twin of a page)', () => {
  const page = `<!doctype html><html lang="en"><head><title>News | Club</title>
    <meta name="description" content="All the news"><link rel="stylesheet" href="/a.css">
    <script type="module" src="/a.js"></script></head><body><header>Menu</header>
    <main><h1 style="color:red">News</h1><img src="/_astro/a.webp" alt="Cover" width="480" height="320" loading="lazy">
    <button onclick="go()">Load More</button><script>go()</script><iframe src="https://maps"></iframe></main>
    <footer>Footer</footer></body></html>`;
  const ceiling = ceilingHtml(page);

  it('keeps the main content, its images, the title and the description', () => {
    expect(ceiling).toContain('<h1>News</h1>');
    expect(ceiling).toContain(
      '<img src="/_astro/a.webp" alt="Cover" width="480" height="320" loading="lazy">',
    );
    expect(ceiling).toContain('<title>News | Club</title>');
    expect(ceiling).toContain('content="All the news"');
  });

  it('has no CSS but the rule that fits pictures to a phone screen', () => {
    expect(ceiling.match(/<style>[^<]*<\/style>/g)).toEqual([
      '<style>img{max-width:100%;height:auto}</style>',
    ]);
  });

  it.each(['<script', 'stylesheet', 'onclick', 'style=', '<iframe', 'Menu', 'Footer'])(
    'drops %s',
    (text) => expect(ceiling).not.toContain(text),
  );
});

/** How a floor shows its <main>: before its head call has answered, and once the head script
 * has marked the answer (what it does when its call answers). */
function mainShown(floor: string): { before: string; answered: string } {
  const { window } = new JSDOM(floor);
  const main = window.document.querySelector('main')!;
  const before = window.getComputedStyle(main).display;
  window.document.documentElement.dataset[FIRST_ANSWER_MARK] = '';
  return { before, answered: window.getComputedStyle(main).display };
}

/** A built page that makes no first call from its head (a public page, an ordering page). */
const PAGE_WITHOUT_HEAD_CALL =
  '<html><head><script>{}</script></head><body><main></main></body></html>';

describe("the call floor (a ceiling shown once the page's own first call has answered)", () => {
  const ceiling = ceilingHtml(
    '<!doctype html><html lang="en"><head><title>Notices</title></head><body><main id="main"><h1>Club Notice</h1></main></body></html>',
  );
  const headScript = '<script>{const d=document.documentElement.dataset;fetch(d.call)}</script>';
  const preconnect = '<link rel="preconnect" href="http://127.0.0.1:4000" crossorigin>';
  const built =
    '<!doctype html><html lang="en" data-call="http://127.0.0.1:4000/v1/notice-list?page=1&amp;size=5">' +
    `<head><title>Notices | Club</title>${headScript}<script type="speculationrules">{}</script>` +
    `${preconnect}<link rel="modulepreload" href="/_astro/notices.js"></head>` +
    '<body><main id="main"><h1>Club Notice</h1></main><script type="module" src="/_astro/page.js"></script></body></html>';
  const { html: floor, call } = callFloorHtml(ceiling, built);

  it("makes the page's own first call: its head script byte for byte (the hash the site's policy names), its marks and its preconnect", () => {
    expect(call).toBe('http://127.0.0.1:4000/v1/notice-list?page=1&size=5');
    expect(floor).toContain(
      '<html lang="en" data-call="http://127.0.0.1:4000/v1/notice-list?page=1&amp;size=5">',
    );
    expect(floor).toContain(`<style>${CALL_FLOOR_RULE}</style>${preconnect}${headScript}</head>`);
  });

  it('adds nothing else to the ceiling: no page script, no preload', () => {
    expect(
      floor
        .replace(' data-call="http://127.0.0.1:4000/v1/notice-list?page=1&amp;size=5"', '')
        .replace(`<style>${CALL_FLOOR_RULE}</style>${preconnect}${headScript}`, ''),
    ).toBe(ceiling);
  });

  it('keeps <main> off screen until the head script has marked the answer', () => {
    expect(mainShown(floor)).toEqual({ before: 'none', answered: 'block' });
  });

  it('refuses a page without a first call from its head (a public page)', () => {
    expect(() => callFloorHtml(ceiling, PAGE_WITHOUT_HEAD_CALL)).toThrow(
      'The built page has no first call made from its head.',
    );
  });
});

describe("a member page's floor (the page as built, its answer drawn the moment it came)", () => {
  const ceiling = ceilingHtml(
    '<!doctype html><html lang="en"><head><title>Notices</title></head><body>' +
      '<main id="main"><h1>Club Notice</h1><p class="notice-entry__preview">AGM on Friday</p></main></body></html>',
  );
  const headScript = '<script>{const d=document.documentElement.dataset;fetch(d.call)}</script>';
  const styles = '<style>.notice-entry__preview{font-size:1rem}</style>';
  const header = '<header><a href="/">Banyan Club</a><nav><a href="/news">News</a></nav></header>';
  const built =
    '<!doctype html><html lang="en" data-call="http://127.0.0.1:4000/v1/notice-list?page=1&amp;size=5">' +
    `<head><title>Notices | Club</title>${headScript}${styles}<script type="speculationrules">{}</script>` +
    '<link rel="preconnect" href="http://127.0.0.1:4000" crossorigin>' +
    '<link rel="modulepreload" href="/_astro/notices.js"><link rel="preload" as="script" href="/_astro/old.js">' +
    '<template data-after-paint><link rel="modulepreload" href="/_astro/late.js"></template></head>' +
    `<body>${header}<main id="main"><h1>Club Notice</h1><div class="member-room" aria-busy="true"></div>` +
    '<template data-early-room="notices"><p data-fill-text="{title}"></p></template>' +
    '<script type="module">import "/_astro/room.js"</script></main>' +
    '<script type="module" src="/_astro/page.js"></script><footer>Footer</footer></body></html>';
  const { html: floor, call } = pageFloorHtml(ceiling, built);
  const { document } = new JSDOM(floor).window;

  it("keeps the page's own head call byte for byte (the hash the site's policy names), its styles, header and footer", () => {
    expect(call).toBe('http://127.0.0.1:4000/v1/notice-list?page=1&size=5');
    for (const kept of [headScript, styles, header, '<footer>Footer</footer>'])
      expect(floor).toContain(kept);
    expect(document.documentElement.dataset.call).toBe(call);
  });

  it.each([
    ['a module script', 'script[type="module"]'],
    ['a module preload', 'link[rel="modulepreload"]'],
    ['a script preload', 'link[rel="preload"][as="script"]'],
    ['the preloads kept for after the paint', 'template[data-after-paint]'],
  ])('loads no script: no %s is left', (_, selector) =>
    expect(document.querySelectorAll(selector)).toHaveLength(0),
  );

  it("shows the ceiling's <main>, the member's data written in, in place of the page's room", () => {
    expect(floor).toContain(
      ceiling.slice(ceiling.indexOf('<main'), ceiling.indexOf('</main>') + 7),
    );
    expect(document.querySelector('main .notice-entry__preview')?.textContent).toBe(
      'AGM on Friday',
    );
    expect(document.querySelector('[data-early-room], .member-room')).toBeNull();
  });

  it('keeps <main> off screen until the head script has marked the answer', () => {
    expect(mainShown(floor)).toEqual({ before: 'none', answered: 'block' });
  });

  it('refuses a page without a first call from its head (an ordering page)', () => {
    expect(() => pageFloorHtml(ceiling, PAGE_WITHOUT_HEAD_CALL)).toThrow(
      'The built page has no first call made from its head.',
    );
  });
});

describe('medianPublish (an unchanged trigger or an edit, judged on the middle of a row)', () => {
  const publishRun = (seconds: number, changedPages = 2) => ({
    kind: 'one-item' as const,
    seconds,
    result: 'published' as const,
    pages: 4696,
    rendered: 64,
    reused: 6601,
    changedPages,
  });
  it('publishes more than three in a row, an odd number so that the median is a real run', () => {
    expect(PUBLISHES_IN_A_ROW).toBeGreaterThan(3);
    expect(PUBLISHES_IN_A_ROW % 2).toBe(1);
  });
  it.each([
    // This stop's whole run at scale 100: 0.99, 0.89, 0.75 s, and two more as fast as the last.
    ['one slow trigger among five', [0.99, 0.89, 0.75, 0.7, 0.72], 0.75],
    ['the slowest first, after the full publish', [1.4, 0.62, 0.66, 0.6, 0.65], 0.65],
    ['three in a row, as before', [2.455, 2.892, 2.662], 2.662],
  ])('%s → %s s', (_, seconds, expected) => {
    const runs = seconds.map((value, at) => publishRun(value, at));
    const middle = medianPublish(runs);
    expect(middle.seconds).toBe(expected);
    // The middle run's own figures, with every run's seconds beside them.
    expect(middle.changedPages).toBe(seconds.indexOf(expected));
    expect(middle.samples).toEqual(seconds);
  });
  it('refuses an empty row', () => {
    expect(() => medianPublish([])).toThrow('No publish to take the median of.');
  });
});
