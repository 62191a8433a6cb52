import { describe, expect, it } from 'vitest';
import { checkBudgets } from '../../bench/budgets.ts';
import { ceilingHtml } from '../../bench/ceiling.ts';
import { scalesFrom } from '../../bench/scales.ts';
import { medianRun } from '../../bench/lighthouse.ts';
import type { BenchResults, LighthouseRun, PageWeight, ScaleResult } from '../../bench/types.ts';

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
const scale = (
  n: number,
  fullSeconds: number,
  pages: number,
  oneItem: number,
  publish: { full?: number; noChange?: number; peakMb?: number } = {},
): ScaleResult => ({
  scale: n,
  full: run(fullSeconds, pages),
  msPerPage: (fullSeconds * 1000) / pages,
  rebuilds: [],
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

function results(over: {
  home?: LighthouseRun;
  homeJs?: number;
  newsJs?: number;
  oneItem?: number;
  scale10Seconds?: number;
  scale10OneItem?: number;
  scale100?: {
    build?: number;
    full?: number;
    noChange?: number;
    oneItem?: number;
    peakMb?: number;
  };
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
    builds: [
      scale(1, 5, 150, over.oneItem ?? 2),
      scale(10, over.scale10Seconds ?? 8, 640, over.scale10OneItem ?? 0.9),
      scale(100, over.scale100?.build ?? 30, 4700, over.scale100?.oneItem ?? 2.5, {
        full: over.scale100?.full ?? 40,
        noChange: over.scale100?.noChange ?? 0.8,
        peakMb: over.scale100?.peakMb,
      }),
    ],
    templates: [
      template('home', '/', over.homeJs ?? 27_000, over.home),
      template('news', '/news', over.newsJs ?? 5_000),
    ],
    memberPages: [],
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
