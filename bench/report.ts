import { PHONE_BENCHMARK_INDEX, PUBLISH_BUDGET_PACE, runStretch } from './calibration.ts';
import {
  budgets,
  lcpRatio,
  MEMBER_LCP_EDGE,
  MEMBER_RUNS_NEAR_BUDGET,
  MEMBER_TBT_EDGE_MS,
  paired,
  type Measured,
} from './budgets.ts';
import { format, resolveConfig } from 'prettier';
import { median } from './median.ts';
import { NAVIGATION_RUNS } from './navigations.ts';
import { PUBLISHES_IN_A_ROW } from './publish-row.ts';
import type {
  BenchResults,
  Bytes,
  LighthouseRun,
  NavigationRun,
  PageWeight,
  TemplateResult,
} from './types.ts';

// bench/RESULTS.md: the figures as tables a person reads (bench/results.json has them all).

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const pair = ({ raw, gzip }: Bytes) => `${kb(raw)} / ${kb(gzip)}`;
const total = (w: PageWeight) =>
  w.html.gzip + w.css.gzip + w.js.gzip + w.images.gzip + w.other.gzip;
const ratio = (value: number | null | undefined, ceiling: number | null | undefined) =>
  value == null || ceiling == null || !Number.isFinite(value) || !ceiling
    ? ''
    : ` (${(value / ceiling).toFixed(2)}×)`;
const table = (head: string[], rows: string[][]) =>
  [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
const shown = (value: number | null | undefined, digits = 0) =>
  value == null || !Number.isFinite(value) ? 'n/a' : value.toFixed(digits);

function buildTable(results: BenchResults): string {
  const rows = results.builds.flatMap((scale) =>
    [scale.full, ...scale.rebuilds].map((run) => [
      String(scale.scale),
      run.kind,
      run.seconds.toFixed(2),
      `${Math.round((run.seconds / scale.full.seconds) * 100)} %`,
      String(run.pages),
      `${run.rendered} / ${run.reused}`,
      ((run.seconds * 1000) / run.pages).toFixed(1),
      run.peakMemoryMb.toFixed(0),
      `${run.phases.bundle.toFixed(2)} / ${run.phases.render.toFixed(2)} / ${run.phases.images.toFixed(2)}`,
    ]),
  );
  const head = ['scale', 'build', 'seconds', 'of full', 'pages', 'rendered / reused'];
  head.push('ms per page', 'peak MB', 'bundle / render / images (s)');
  return table(head, rows);
}

function publishTable(results: BenchResults): string {
  const rows = results.builds.flatMap((scale) => {
    const full = scale.publishes.find((run) => run.kind === 'full');
    return scale.publishes.map((run) => [
      String(scale.scale),
      run.kind,
      run.seconds.toFixed(2) +
        (run.samples ? ` (median of ${run.samples.map((x) => x.toFixed(2)).join(', ')})` : ''),
      full ? `${Math.round((run.seconds / full.seconds) * 100)} %` : '',
      run.result,
      run.result === 'published' ? `${run.rendered} / ${run.reused}` : '',
      run.result === 'published' ? String(run.changedPages) : '',
      run.peakMemoryMb === undefined ? '' : run.peakMemoryMb.toFixed(0),
    ]);
  });
  const head = ['scale', 'publish', 'seconds', 'of full', 'result', 'rendered / reused'];
  return table([...head, 'pages changed', 'peak MB'], rows);
}

/** The machine's pace measured beside each scale's publishes, against this machine quiet. */
function paceLine(results: BenchResults): string {
  const measured = results.builds.filter((scale) => scale.pace?.length);
  if (!measured.length) return '';
  const each = measured.map((scale) => {
    const kinds = (['cpu', 'exchange'] as const).map((kind) => {
      const { stretch } = runStretch(scale.pace!, kind);
      return `${kind} ${scale.pace!.map((pace) => pace[kind]).join(', ')} (×${stretch.toFixed(2)})`;
    });
    return `scale ${scale.scale}: ${kinds.join('; ')}`;
  });
  return (
    'Machine pace (bench/calibration.ts), before the full publish, before the watcher’s checks and ' +
    'after the last edit: cpu, Lighthouse’s benchmark index in as many threads at once as the ' +
    'machine has cores; exchange, conditional requests answered 304 per second on loopback, 32 in ' +
    `flight. ${each.join('. ')}. The budgets in seconds are this machine’s, quiet (cpu ` +
    `${PUBLISH_BUDGET_PACE.cpu}, exchange ${PUBLISH_BUDGET_PACE.exchange}), stretched by the median ` +
    'pace: the unchanged trigger and the watcher’s check by the exchange pace, a one-item publish by ' +
    'both (its change check’s share, the watcher’s check’s time over its own, by the exchange pace; ' +
    'the rest by the cpu pace).'
  );
}

function watchTable(results: BenchResults): string {
  const rows = results.builds.flatMap((scale) => {
    const run = scale.watch;
    if (!run) return [];
    return [
      [
        String(scale.scale),
        `${run.ms} (median of ${run.samples.join(', ')})`,
        String(run.api),
        `${run.notModified} of ${run.api}`,
        String(run.pictures),
        String(run.api + run.pictures),
        run.outcome,
      ],
    ];
  });
  const head = ['scale', 'ms', 'API calls', 'answered 304', 'pictures (HEAD)', 'requests', 'found'];
  return table(head, rows);
}

const weightHead = ['template', 'page', 'HTML', 'CSS', 'JS', 'images', 'total gzip', 'requests'];

/** One page's weight row; with its ceiling, the totals also as ratios to it. */
const weightRow = (template: string, path: string, w: PageWeight, c?: PageWeight) => [
  template,
  path,
  pair(w.html),
  pair(w.css),
  pair(w.js),
  pair(w.images),
  kb(total(w)) + (c ? ratio(total(w), total(c)) : ''),
  String(w.requests) + (c ? ratio(w.requests, c.requests) : ''),
];

function weightTable(templates: TemplateResult[]): string {
  const rows = templates.map((t) => weightRow(t.template, t.path, t.weight, t.ceilingWeight));
  const ceilingRows = templates.map(({ template, ceilingPath, ceilingWeight: c }) => [
    template,
    ceilingPath,
    pair(c.html),
    pair(c.images),
    kb(total(c)),
    String(c.requests),
  ]);
  return [
    'KB raw / gzip. Ratios: the page against its bare-HTML ceiling.',
    table(weightHead, rows),
    'Ceiling pages (no CSS, no JS):',
    table(['template', 'page', 'HTML', 'images', 'total gzip', 'requests'], ceilingRows),
  ].join('\n\n');
}

function memberTable(results: BenchResults): string {
  return table(
    weightHead,
    results.memberPages.map((m) =>
      weightRow(m.template, m.path, m.weight, m.ceilingWeight ?? undefined),
    ),
  );
}

function memberLighthouseTable(results: BenchResults): string {
  const head = ['template', 'performance', 'accessibility', 'best practices', 'SEO'];
  head.push('LCP ms', 'TBT ms', 'CLS', 'ceiling performance / LCP ms / TBT ms');
  const rows = results.memberPages.map(({ template, lighthouse, ceilingLighthouse: c }) => [
    template,
    ...lhCells(lighthouse, c),
    c ? `${shown(c.performance)} / ${shown(c.lcpMs)} / ${shown(c.tbtMs)}` : 'not run',
  ]);
  return [
    'Signed in as the demo member, median of 3 runs, each followed by a run of its ceiling (the ' +
      "bare HTML of the same first screen with the member's data written in; median of 3 too). " +
      `A page whose LCP ratio (the median of its pairs' ratios) fell within ${MEMBER_LCP_EDGE}× ` +
      `of its budget, or its TBT above the ceiling within ${MEMBER_TBT_EDGE_MS} ms of its, or whose ` +
      'pairs fell on both sides of either budget, is run ' +
      `again, with its ceiling: median of ${MEMBER_RUNS_NEAR_BUDGET}. ` +
      'Ratios: the page against its ceiling.',
    table(head, rows),
  ].join('\n\n');
}

/** The call floor beside the member pages' LCP: what no page showing one call's answer beats. */
function callFloorParagraph(results: BenchResults): string {
  const floor = results.callFloor;
  if (!floor?.lighthouse || !floor.ceilingLighthouse) return '';
  const page = results.memberPages.find(({ template }) => template === floor.template);
  const ratio = (lcp: number) => (lcp / floor.ceilingLighthouse!.lcpMs).toFixed(2);
  const pageLcp = page?.lighthouse?.lcpMs;
  return (
    `The call floor (\`${floor.path}\`): the ${floor.template} ceiling with its <main> shown only ` +
    "once the page's own first call to the member API has answered, made as the page makes it " +
    "(the page's head script, inline, as the HTML arrives, and its preconnect to the API: a " +
    'cross-site request with the token, so a preflight first). No page that shows what its ' +
    'first call brings paints it sooner. ' +
    `Median of 3, each followed by a run of the ceiling: LCP ${floor.lighthouse.lcpMs.toFixed(0)} ms ` +
    `against ${floor.ceilingLighthouse.lcpMs.toFixed(0)} ms (${ratio(floor.lighthouse.lcpMs)}×)` +
    (pageLcp === undefined
      ? '.'
      : `; the ${floor.template} page itself: ${pageLcp.toFixed(0)} ms (${ratio(pageLcp)}× that ceiling).`)
  );
}

/** The member pages whose largest paint is text their first call brings, beside their floor:
 * how near the budget any way of drawing them could come. */
function pageFloorTable(results: BenchResults): string {
  const rows = (results.pageFloors ?? []).flatMap((floor) => {
    const page = results.memberPages.find(({ template }) => template === floor.template);
    if (!page || !floor.lighthouse || !floor.ceilingLighthouse) return [];
    const cells = (measured: Measured) => {
      const ratio = paired(measured, lcpRatio);
      return [
        measured.lighthouse && measured.ceilingLighthouse
          ? `${measured.lighthouse.lcpMs.toFixed(0)} / ${measured.ceilingLighthouse.lcpMs.toFixed(0)}`
          : 'not run',
        ratio === null ? 'not run' : `${ratio.toFixed(2)}×`,
      ];
    };
    return [[floor.template, ...cells(page), ...cells(floor)]];
  });
  if (rows.length === 0) return '';
  return [
    'The floor of each member page whose largest paint is text its first call brings: the page ' +
      'as built (its head, styles, header, inline scripts and head call) with nothing that loads ' +
      "a script, its <main> the ceiling's (the member's data written in), shown once its own " +
      'first call has answered. It is the page with the answer drawn the moment it came, by no ' +
      'code at all: no way of drawing the page paints its data sooner. Median of 3 pairs, each ' +
      "with a run of the page's ceiling; ratios: the median of the pairs' ratios, against the " +
      `budget of ${budgets.memberLcpToCeiling}× (no budget of their own).`,
    table(
      ['member page', 'page LCP / ceiling ms', 'ratio', 'floor LCP / ceiling ms', 'ratio'],
      rows,
    ),
  ].join('\n\n');
}

/** --real-throttling: the member pages' LCP under real throttling beside the simulated one. */
function realThrottledTable(results: BenchResults): string {
  const rows = [
    ...results.memberPages,
    ...(results.callFloor ? [results.callFloor] : []),
    ...(results.pageFloors ?? []),
  ].flatMap(({ template, path, lighthouse, ceilingLighthouse, realThrottled: real }) => {
    if (!real) return [];
    const simulated =
      lighthouse && ceilingLighthouse
        ? `${(lighthouse.lcpMs / ceilingLighthouse.lcpMs).toFixed(2)}×`
        : 'not run';
    return [
      [
        path === results.callFloor?.path
          ? `${template} (call floor)`
          : path.startsWith('/__ceiling/')
            ? `${template} (page floor)`
            : template,
        `${real.lcpMs.toFixed(0)} / ${real.ceilingLcpMs.toFixed(0)}`,
        `${(real.lcpMs / real.ceilingLcpMs).toFixed(2)}×`,
        simulated,
      ],
    ];
  });
  if (rows.length === 0) return '';
  return [
    "Under Lighthouse's DevTools throttling (--real-throttling): the same slow-4G phone loading " +
      'the page for real (every request 562.5 ms later, 1.47 Mbps, the CPU slowed as calibrated), ' +
      "not Lantern's simulation, whose pessimistic graph puts every request started before the " +
      'paint in the unthrottled trace on the paint’s path. One run of the page, then one of its ' +
      'ceiling. Evidence beside the budgets, not judged.',
    table(['template', 'LCP / ceiling ms', 'ratio', 'simulated ratio (above)'], rows),
  ].join('\n\n');
}

/** Median click-to-LCP of the prerendered runs, with every run's figure and how it loaded. */
function navigationCell(runs: readonly NavigationRun[]): string {
  const prerendered = runs.filter((run) => run.prerendered);
  const middle = median(prerendered.map((run) => run.clickToLcpMs));
  const each = runs
    .map((run) => `${run.clickToLcpMs.toFixed(0)}${run.prerendered ? '' : ' not prerendered'}`)
    .join(', ');
  return `${middle === null ? 'none prerendered' : middle.toFixed(0)} (${each})`;
}

function navigationTable(results: BenchResults): string {
  const navigations = results.navigations ?? [];
  if (navigations.length === 0) return 'Not measured in this run.';
  const rows = navigations.map((n) => {
    const page = median(n.runs.filter((r) => r.prerendered).map((r) => r.clickToLcpMs));
    const ceiling = median(n.ceilingRuns.filter((r) => r.prerendered).map((r) => r.clickToLcpMs));
    return [
      n.kind,
      `${n.from} → ${n.link} → ${n.to}`,
      navigationCell(n.runs),
      navigationCell(n.ceilingRuns),
      page === null || ceiling === null ? 'n/a' : (page - ceiling).toFixed(0),
      shown(median(n.runs.map((r) => r.lcpMs))),
      shown(median(n.runs.map((r) => r.hoverMs))),
    ];
  });
  const head = ['navigation', 'from → menu link → to', 'click → LCP ms', 'to the ceiling'];
  head.push('above the ceiling', 'LCP after activation ms', 'hover ms');
  return [
    `From a menu link to the next page's largest contentful paint, a mouse on the link, at the mobile preset's screen (412×823 at 1.75×) and the bench's phone's CPU (a real slowdown, not simulated, calibrated from Lighthouse's benchmark index measured in the tab before each run), loopback network; a new browser context each run. The pointer rests on the link 200 ms (the speculation rules' moderate eagerness) and then until the page the browser prerenders has loaded and gone quiet (at most 8 s; hover ms), then clicks. click → LCP: wall clock from the click to the next page's LCP, taking activationStart into account (a prerendered page's paint counts from its activation); median of the prerendered runs of ${NAVIGATION_RUNS}, each run in brackets. to the ceiling: the same link pointed at the next page's bare-HTML ceiling, run after each run of the page. LCP after activation: the next page's own LCP minus its activationStart.`,
    table(head, rows),
  ].join('\n\n');
}

function memberModulesSection(results: BenchResults): string {
  const withModules = results.memberPages.filter((m) => m.modules);
  if (withModules.length === 0) return 'No bundle report (BUNDLE_REPORT_FILE) was written.';
  const summary = table(
    ['template', 'JS files', 'inline scripts', 'JS gzip', 'beyond React'],
    withModules.map(({ template, modules: m }) => [
      template,
      String(m!.files),
      String(m!.inlineScripts),
      kb(m!.gzipBytes),
      kb(m!.beyondReactGzipBytes),
    ]),
  );
  const largest = withModules.map(({ template, modules: m }) =>
    [
      `- **${template}**: ` +
        m!.largest
          .map(
            (module) =>
              `${module.id} ${kb(module.gzipBytes)} (${module.file.replace(/^_astro\//, '')})`,
          )
          .join('; '),
    ].join(''),
  );
  return [
    "From the build's own account of its chunks (integrations/bundle-report.ts). A module's gzip " +
      "size is its share of its file's gzip size by its bytes before minifying.",
    summary,
    'Largest modules of each page:',
    largest.join('\n'),
  ].join('\n\n');
}

const lhCells = (lh: LighthouseRun | null, c: LighthouseRun | null) =>
  lh
    ? [
        shown(lh.performance) + ratio(lh.performance, c?.performance),
        shown(lh.accessibility) + ratio(lh.accessibility, c?.accessibility),
        shown(lh.bestPractices) + ratio(lh.bestPractices, c?.bestPractices),
        shown(lh.seo) + ratio(lh.seo, c?.seo),
        shown(lh.lcpMs) + ratio(lh.lcpMs, c?.lcpMs),
        shown(lh.tbtMs) + ratio(lh.tbtMs, c?.tbtMs),
        shown(lh.cls, 4),
      ]
    : ['not run', '', '', '', '', '', ''];

/** The picture-size audits at one preset: 'fit', or how many failed. */
const pictures = (findings: string[] | null | undefined) =>
  findings == null ? 'n/a' : findings.length === 0 ? 'fit' : `${findings.length} failed`;

function lighthouseTable(templates: TemplateResult[]): string {
  const head = ['template', 'performance', 'accessibility', 'best practices', 'SEO'];
  head.push('LCP ms', 'TBT ms', 'CLS', 'runs', 'pictures mobile / desktop');
  const site = templates.map((t) => [
    t.template,
    ...lhCells(t.lighthouse, t.ceilingLighthouse),
    String(t.lighthouse?.runs ?? ''),
    `${pictures(t.lighthouse?.imageFindings)} / ${pictures(t.desktopImageFindings)}`,
  ]);
  const ceiling = templates.map((t) => [
    t.template,
    ...lhCells(t.ceilingLighthouse, null),
    String(t.ceilingLighthouse?.runs ?? ''),
    pictures(t.ceilingLighthouse?.imageFindings),
  ]);
  return [
    'Ratios: the page against its bare-HTML ceiling.',
    table(head, site),
    'Ceiling pages:',
    table([...head.slice(0, -1), 'pictures mobile'], ceiling),
  ].join('\n\n');
}

function budgetSection(results: BenchResults): string {
  const broken = results.budgets.filter((check) => !check.ok);
  const rows = results.budgets.map((c) => [
    c.budget,
    c.subject,
    c.actual,
    c.limit,
    c.ok ? 'held' : `**broken** by ${c.missedBy ?? 'n/a'}`,
  ]);
  const held = results.budgets.length - broken.length;
  return [
    `${held} of ${results.budgets.length} budgets held.`,
    table(['budget', 'subject', 'actual', 'limit', 'result'], rows),
  ].join('\n\n');
}

function notesSection(
  templates: readonly (Pick<TemplateResult, 'template' | 'path' | 'lighthouse'> &
    Partial<Pick<TemplateResult, 'desktopImageFindings'>>)[],
): string {
  const lines = templates.flatMap((t) =>
    [
      ...(t.lighthouse?.notes ?? []),
      ...(t.desktopImageFindings ?? []).map((finding) => `desktop: ${finding}`),
    ].map((note) => `- ${t.template} (${t.path}): ${note}`),
  );
  return lines.length ? lines.join('\n') : 'No Lighthouse findings.';
}

/** The CPU slowdowns Lighthouse simulated in the run ("CPU 3.9–4.1×, calibrated …"), or the
 * fixed one of a run made before the calibration. */
export function simulatedSlowdown(results: BenchResults): string {
  const runs = [
    ...results.templates,
    ...results.memberPages,
    results.callFloor ?? null,
    ...(results.pageFloors ?? []),
  ].flatMap((result) => (result ? [result.lighthouse, result.ceilingLighthouse] : []));
  const slowdowns = runs.flatMap((run) =>
    run?.cpuSlowdown === undefined ? [] : [run.cpuSlowdown],
  );
  if (slowdowns.length === 0) return `CPU ${results.machine.cpuSlowdown ?? 4}×`;
  const [low, high] = [Math.min(...slowdowns), Math.max(...slowdowns)].map((x) => x.toFixed(1));
  return `CPU ${low === high ? low : `${low}–${high}`}×, calibrated at each run from its benchmark index: the phone of index ${PHONE_BENCHMARK_INDEX}, bench/calibration.ts`;
}

/** The Markdown report, formatted as the repository's Prettier settings want it. */
export async function renderReport(results: BenchResults, file: string): Promise<string> {
  const { machine } = results;
  const markdown = [
    '# Benchmark results',
    `Written by \`npm run bench\` on ${results.startedAt} in ${results.seconds.toFixed(0)} s ` +
      `(${machine.cpus} CPUs, Node ${machine.node}, ${machine.chromium}, Lighthouse ${machine.lighthouse}). Figures vary with the load on the machine; ` +
      "the timing budgets are judged against the same run's bare-HTML ceilings, so their verdicts do not." +
      (machine.machineSlowdown && machine.machineSlowdown !== 1
        ? ` Chromium's CPU was slowed ${machine.machineSlowdown}× for real (--cpu-slowdown), a slower machine.`
        : ''),
    '## Build',
    'Stand-in API, fresh database per scale; every build made as the publisher makes it, in its build worker (a process kept warm between builds) with Astro’s incremental build, into an empty output directory. full: a new worker, empty caches; no-change: the same content again; one-item: one news title changed; forced: `--force` (images cached, every page rendered). Peak memory: the worker’s resident memory, sampled every 50 ms.',
    buildTable(results),
    '## Publish',
    `What an admin’s rebuild costs end to end (publisher/): build, checks, changed pages, compressed copies and the switch, as the publisher’s history records it. full: the first publish (cold worker, empty caches); no-change: a trigger with unchanged content (the content fingerprint skips the build), ${PUBLISHES_IN_A_ROW} in a row, the median; one-item: one news title changed, ${PUBLISHES_IN_A_ROW} edits in a row, the median.`,
    publishTable(results),
    paceLine(results),
    '## Watcher',
    'The cost of one watcher check with nothing changed (publisher/publish/watcher.ts), made against the live build of the publish runs above: each of the live build’s API calls asked again conditionally (If-None-Match / If-Modified-Since, a bodiless 304 when unchanged) and each of its pictures asked with HEAD. Three checks, the median time; requests of one check.',
    watchTable(results),
    '## Page weight',
    'First load of one page per template (scale-1 build), mobile viewport 412×823 at 1.75×, no session, empty cache, no scrolling. JS includes inline scripts.',
    weightTable(results.templates),
    'Member pages, signed in as the demo member (requests include the API calls of the page). ' +
      "Ratios: the page against its ceiling, the bare HTML of its first screen with the member's data written in:",
    memberTable(results),
    '## Member pages: Lighthouse',
    memberLighthouseTable(results),
    callFloorParagraph(results),
    pageFloorTable(results),
    realThrottledTable(results),
    '## Navigations',
    navigationTable(results),
    '## Member pages: JavaScript by module',
    memberModulesSection(results),
    '## Lighthouse',
    `Lighthouse ${results.machine.lighthouse}, mobile preset, simulated throttling (${simulatedSlowdown(results)}), system Chromium. One run of each page and one of its ceiling; when the page misses a budget, both are run twice more and every figure is the median of the three runs (runs). Pictures: Lighthouse’s picture-size checks at the mobile preset and at the desktop preset (1350×940 at 1×): too few pixels for the screen (image-size-responsive) or too many (the responsive-size findings of image-delivery-insight, which replaced uses-responsive-images in Lighthouse 13).`,
    lighthouseTable(results.templates),
    '## Budgets',
    budgetSection(results),
    '## Lighthouse findings on the site pages',
    notesSection(results.templates),
    '## Lighthouse findings on the member pages',
    notesSection(results.memberPages),
  ].join('\n\n');
  const options = (await resolveConfig(file)) ?? {};
  return format(markdown, { ...options, filepath: file });
}
