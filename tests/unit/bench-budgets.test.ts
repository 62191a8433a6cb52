import { describe, expect, it } from 'vitest';
import { checkBudgets } from '../../bench/budgets.ts';
import { ceilingHtml } from '../../bench/ceiling.ts';
import { medianFigures, medianRun } from '../../bench/lighthouse.ts';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageModules } from '../../bench/modules.ts';
import type {
  BenchResults,
  LighthouseRun,
  MemberPageResult,
  PageModules,
  PageWeight,
  ScaleResult,
} from '../../bench/types.ts';

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
const scale = (n: number, fullSeconds: number, pages: number, oneItem: number): ScaleResult => ({
  scale: n,
  full: run(fullSeconds, pages),
  msPerPage: (fullSeconds * 1000) / pages,
  rebuilds: [],
  publishes: [
    {
      kind: 'full',
      seconds: 10,
      result: 'published',
      pages,
      rendered: pages,
      reused: 0,
      changedPages: pages,
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
  over: { lighthouse?: LighthouseRun | null; modules?: PageModules | null } = {},
): MemberPageResult => ({
  template: 'member-directory',
  path: '/member-directory',
  weight: weight(85 * KB),
  ceilingPath: '/__ceiling/member-member-directory.html',
  ceilingWeight: weight(0),
  lighthouse: 'lighthouse' in over ? over.lighthouse! : lighthouse({ cls: 0.01, tbtMs: 60 }),
  ceilingLighthouse: lighthouse(),
  modules: 'modules' in over ? over.modules! : modules(86 * KB, 18 * KB),
});

function results(over: {
  home?: LighthouseRun;
  homeJs?: number;
  newsJs?: number;
  oneItem?: number;
  scale10Seconds?: number;
  member?: MemberPageResult;
}): Omit<BenchResults, 'budgets'> {
  const template = (name: string, path: string, js: number, lh = lighthouse()) => ({
    template: name,
    path,
    ceilingPath: `/__ceiling/${name}.html`,
    publicPage: true,
    weight: weight(js),
    ceilingWeight: weight(0),
    lighthouse: lh,
    ceilingLighthouse: lighthouse(),
  });
  return {
    startedAt: '',
    seconds: 0,
    machine: { cpus: 2, node: 'v24', chromium: 'Chromium' },
    builds: [scale(1, 5, 150, over.oneItem ?? 2), scale(10, over.scale10Seconds ?? 8, 640, 2)],
    templates: [
      template('home', '/', over.homeJs ?? 27_000, over.home),
      template('news', '/news', over.newsJs ?? 5_000),
    ],
    memberPages: [over.member ?? member()],
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
      'performance below 95',
      { home: lighthouse({ performance: 94 }) },
      'Lighthouse performance home',
    ],
    [
      'accessibility below 100',
      { home: lighthouse({ accessibility: 98 }) },
      'Lighthouse accessibility home',
    ],
    ['any layout shift', { home: lighthouse({ cls: 0.001 }) }, 'CLS home'],
    ['SEO below 100 on a public page', { home: lighthouse({ seo: 92 }) }, 'Lighthouse SEO home'],
    [
      'best practices below 100 on a public page',
      { home: lighthouse({ bestPractices: 96 }) },
      'Lighthouse best practices home',
    ],
    ['home JS over 60 KB gzip', { homeJs: 61 * 1024 }, 'JS gzip home'],
    ['other public JS over 15 KB gzip', { newsJs: 16 * 1024 }, 'JS gzip news'],
    [
      'a one-item publish over 25 % of the full one',
      { oneItem: 2.6 },
      'one-item rebuild ≤ 25 % of a full build (publisher) scale 1 (full 10.00 s)',
    ],
    ['more time per page at scale 10', { scale10Seconds: 40 }, 'time per page scale 10 vs scale 1'],
  ])('break on %s', (_, over, expected) => {
    expect(broken(results(over))).toEqual([expected]);
  });
});

describe('member page budgets (signed in)', () => {
  const subject = 'member-directory (member)';
  it.each([
    [
      'performance below 95',
      member({ lighthouse: lighthouse({ performance: 94 }) }),
      ['Lighthouse performance'],
    ],
    [
      'accessibility below 100',
      member({ lighthouse: lighthouse({ accessibility: 97 }) }),
      ['Lighthouse accessibility'],
    ],
    ['CLS above 0.02', member({ lighthouse: lighthouse({ cls: 0.021 }) }), ['CLS']],
    ['TBT above 100 ms', member({ lighthouse: lighthouse({ tbtMs: 101 }) }), ['TBT']],
    ['more than 90 KB of JavaScript', member({ modules: modules(91 * KB, 19 * KB) }), ['JS gzip']],
    [
      'more than 20 KB beside React',
      member({ modules: modules(88 * KB, 21 * KB) }),
      ['JS gzip beyond React'],
    ],
    [
      'a page Lighthouse could not run',
      member({ lighthouse: null }),
      ['Lighthouse performance', 'Lighthouse accessibility', 'CLS', 'TBT'],
    ],
  ])('break on %s', (_, page, budgetsBroken) => {
    expect(broken(results({ member: page }))).toEqual(budgetsBroken.map((b) => `${b} ${subject}`));
  });

  it('hold at the limits: CLS 0.02, TBT 100 ms, 90 KB and 20 KB', () => {
    const page = member({
      lighthouse: lighthouse({ cls: 0.02, tbtMs: 100, performance: 95 }),
      modules: modules(90 * KB, 20 * KB),
    });
    expect(broken(results({ member: page }))).toEqual([]);
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

describe('medianFigures (member pages)', () => {
  it("takes each figure's median over the runs, so one shifting run does not decide", () => {
    const runs = [
      lighthouse({ performance: 97, cls: 0.07, tbtMs: 20, lcpMs: 1900 }),
      lighthouse({ performance: 99, cls: 0.0, tbtMs: 150, lcpMs: 1700 }),
      lighthouse({ performance: 98, cls: 0.01, tbtMs: 40, lcpMs: 2100 }),
    ];
    expect(medianFigures(runs)).toMatchObject({
      performance: 98,
      cls: 0.01,
      tbtMs: 40,
      lcpMs: 1900,
      runs: 3,
    });
  });
});

describe('medianRun', () => {
  it('keeps the run with the median performance and says how many ran', () => {
    const runs = [93, 99, 96].map((performance) => lighthouse({ performance }));
    expect(medianRun(runs)).toMatchObject({ performance: 96, runs: 3 });
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
