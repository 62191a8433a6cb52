import { PHONE_BENCHMARK_INDEX, PUBLISH_BUDGET_PACE, runStretch } from './calibration.ts';
import {
  budgets,
  COLD_LOADS,
  coldLcp,
  lcpRatio,
  LCP_EDGE,
  medianOf,
  pairedLcpRatio,
  PAIRS,
} from './budgets.ts';
import { INP_EDGE, INTERACTION_RUNS } from './interactions.ts';
import { format, resolveConfig } from 'prettier';
import { median } from './median.ts';
import { NAVIGATION_RUNS } from './navigations.ts';
import { PUBLISHES_IN_A_ROW } from './publish-row.ts';
import { SLOW_4G } from './real-load.ts';
import type {
  BenchResults,
  Bytes,
  LoadPair,
  NavigationRun,
  PageAudits,
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
    results.memberPages.map((m) => weightRow(m.template, m.path, m.weight)),
  );
}

/** The cells of a page's real loads: medians, each pair's LCP ratio, the LCP element. */
function loadCells(pairs: readonly LoadPair[]): string[] {
  const ratio = pairedLcpRatio(pairs);
  const each = pairs.map((pair) => lcpRatio(pair)?.toFixed(2) ?? 'n/a').join(', ');
  return [
    shown(medianOf(pairs, 'lcp')),
    shown(medianOf(pairs, 'lcp', 'reference')),
    ratio === null ? 'n/a' : `${ratio.toFixed(2)}× (${each})`,
    shown(medianOf(pairs, 'fcp')),
    shown(medianOf(pairs, 'tbt')),
    shown(medianOf(pairs, 'cls'), 4),
    pairs[0]?.page.lcpElement ?? '',
  ];
}

/** The CPU slowdowns the loads ran at ("3.8–4.1×"). */
function realSlowdowns(results: BenchResults): string {
  const slowdowns = [
    ...[...results.templates, ...results.memberPages].flatMap(({ pairs }) =>
      pairs.flatMap(({ page, reference }) => [page.cpuSlowdown, reference.cpuSlowdown]),
    ),
    ...results.memberPages.flatMap(({ coldLoads }) => coldLoads.map((load) => load.cpuSlowdown)),
    ...(results.interactions ?? []).flatMap(({ runs }) => runs.map((run) => run.cpuSlowdown)),
  ];
  if (slowdowns.length === 0) return 'none ran';
  const [low, high] = [Math.min(...slowdowns), Math.max(...slowdowns)].map((x) => x.toFixed(1));
  return low === high ? `${low}×` : `${low}–${high}×`;
}

function realLoadTable(
  rows: readonly { template: string; path: string; via?: string[]; pairs: readonly LoadPair[] }[],
  reference: string,
): string {
  const head = ['template', 'page', 'LCP ms', `${reference} LCP ms`, 'LCP ratio (each pair)'];
  head.push('FCP ms', 'TBT ms', 'CLS', 'LCP element');
  return table(
    head,
    rows.map((row) => [
      row.template,
      row.via?.length ? `${row.path} (from ${row.via.join(', ')})` : row.path,
      ...loadCells(row.pairs),
    ]),
  );
}

/** The member pages' cold loads: median LCP (each load's), FCP, TBT, CLS, the LCP element. */
function coldLoadTable(results: BenchResults): string {
  const rows = results.memberPages
    .filter(({ coldLoads }) => coldLoads.length > 0)
    .map(({ template, path, coldLoads }) => {
      const of = (figure: 'fcp' | 'tbt' | 'cls') => median(coldLoads.map((load) => load[figure]));
      return [
        template,
        path,
        `${shown(coldLcp(coldLoads))} (${coldLoads.map((load) => shown(load.lcp)).join(', ')})`,
        shown(of('fcp')),
        shown(of('tbt')),
        shown(of('cls'), 4),
        coldLoads[0]!.lcpElement,
      ];
    });
  if (rows.length === 0) return 'Not measured in this run.';
  return table(
    ['template', 'page', 'LCP ms (each load)', 'FCP ms', 'TBT ms', 'CLS', 'LCP element'],
    rows,
  );
}

/** The interactions: median INP (each run's), the median run's parts, its target. */
function interactionTable(results: BenchResults): string {
  const measured = results.interactions ?? [];
  if (measured.length === 0) return 'Not measured in this run.';
  const rows = measured.map(({ name, path, via, runs }) => {
    const middle = median(runs.map((run) => run.value));
    const run = runs.find((candidate) => candidate.value === middle) ?? runs[0]!;
    return [
      name,
      via.length ? `${path} (from ${via.join(', ')})` : path,
      `${shown(middle)} (${runs.map((each) => shown(each.value)).join(', ')})`,
      `${shown(run.inputDelay)} / ${shown(run.processingDuration)} / ${shown(run.presentationDelay)}`,
      `${run.type} on ${run.target}`,
    ];
  });
  const head = ['interaction', 'page', 'INP ms (each run)', 'input / processing / presentation ms'];
  return table([...head, 'event and target'], rows);
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
    ['template', 'JS files', 'inline scripts', 'JS gzip'],
    withModules.map(({ template, modules: m }) => [
      template,
      String(m!.files),
      String(m!.inlineScripts),
      kb(m!.gzipBytes),
    ]),
  );
  const largest = withModules.map(
    ({ template, modules: m }) =>
      `- **${template}**: ` +
      m!.largest
        .map(
          (module) =>
            `${module.id} ${kb(module.gzipBytes)} (${module.file.replace(/^_astro\//, '')})`,
        )
        .join('; '),
  );
  return [
    "From the build's own account of its chunks (integrations/bundle-report.ts). A module's gzip " +
      "size is its share of its file's gzip size by its bytes before minifying.",
    summary,
    'Largest modules of each page:',
    largest.join('\n'),
  ].join('\n\n');
}

/** The picture-size audits at one preset: 'fit', or how many failed. */
const pictures = (findings: string[] | null | undefined) =>
  findings == null ? 'n/a' : findings.length === 0 ? 'fit' : `${findings.length} failed`;

function auditTable(rows: readonly { template: string; audits: PageAudits | null }[]): string {
  const head = ['template', 'accessibility', 'best practices', 'SEO', 'pictures mobile / desktop'];
  return table(
    head,
    rows.map(({ template, audits: a }) =>
      a
        ? [
            template,
            String(a.accessibility),
            String(a.bestPractices ?? '—'),
            String(a.seo ?? '—'),
            `${pictures(a.imageFindings)} / ${pictures(a.desktopImageFindings)}`,
          ]
        : [template, 'not run', '', '', ''],
    ),
  );
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
  rows: readonly { template: string; path: string; audits: PageAudits | null }[],
): string {
  const lines = rows.flatMap(({ template, path, audits }) =>
    [
      ...(audits?.notes ?? []),
      ...(audits?.imageFindings ?? []).map((finding) => `mobile: ${finding}`),
      ...(audits?.desktopImageFindings ?? []).map((finding) => `desktop: ${finding}`),
    ].map((note) => `- ${template} (${path}): ${note}`),
  );
  return lines.length ? lines.join('\n') : 'No Lighthouse findings.';
}

/** The Markdown report, formatted as the repository's Prettier settings want it. */
export async function renderReport(results: BenchResults, file: string): Promise<string> {
  const { machine } = results;
  const markdown = [
    '# Benchmark results',
    `Written by \`npm run bench\` on ${results.startedAt} in ${results.seconds.toFixed(0)} s ` +
      `(${machine.cpus} CPUs, Node ${machine.node}, ${machine.chromium}, Lighthouse ${machine.lighthouse}). Figures vary with the load on the machine; ` +
      "the timing budgets are judged against the same run's references (a public page's bare-HTML ceiling, a member page's floor), so their verdicts do not." +
      (machine.machineSlowdown && machine.machineSlowdown !== 1
        ? ` Chromium's CPU was slowed ${machine.machineSlowdown}× more than the phone's (--cpu-slowdown), a slower machine.`
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
    '## Real loads',
    `Every page loaded for real in Chromium as a cheap phone on a mobile network (bench/real-load.ts): DevTools throttling, not a simulation; the network Lighthouse's slow 4G (${SLOW_4G.requestLatencyMs} ms a request, ${(SLOW_4G.downloadThroughputKbps / 1024).toFixed(2)} Mbit/s down); the CPU slowed to the bench's phone (the phone of benchmark index ${PHONE_BENCHMARK_INDEX}, calibrated in the tab before each load: ${realSlowdowns(results)} in this run); served over HTTP/2 and TLS as a CDN serves it, the member API on the site's own address. A new browser context each load (empty cache; a member's session in storage). Each load of a page is followed by one of its reference, and each pair's LCP ratio is judged before the median of the pairs is taken. Public pages: ${PAIRS.public.first} pair, ${PAIRS.public.nearBudget} when the first falls within ${LCP_EDGE} of the ${budgets.lcpToCeiling}× budget or over it; member pages: ${PAIRS.member.first} pair, ${PAIRS.member.nearBudget} when the first falls within ${LCP_EDGE} of the ${budgets.memberLcpToFloor}× budget or over it. Figures are medians.`,
    'Public templates against their bare-HTML ceiling (the same <main>, no CSS or JS):',
    realLoadTable(results.templates, 'ceiling'),
    `Member pages, signed in as the demo member, against their floor (budget ${budgets.memberLcpToFloor}×), both loaded as a member reaches the page: after /login (where every member signs in) in the same context and tab, and after the page a member can only come from (a category's foods from /order, the cart from a category), its files in the cache and its scripts compiled as the member's way there leaves them. The floor: the page as built (head, styles, header, footer, inline scripts, its head call) with no script of ours, its <main> as built until the head call answers, then as loaded with the member's data (its pictures asked for only then); a page without a head call shows its loaded <main> at once.`,
    realLoadTable(results.memberPages, 'floor'),
    `Member pages cold (budget LCP ≤ ${budgets.memberColdLcpMs} ms, no reference): each loaded alone in a new context, ${COLD_LOADS} times (the first calibrating the phone's CPU, the others at its slowdown): empty cache, service workers blocked, no way there, as a member's first visit on a new phone. Figures are medians.`,
    coldLoadTable(results),
    '## Responsiveness',
    `A visitor's and a member's common taps and typing (bench/interactions.ts), each on its page loaded for real as above (a member's from its way there), made once the page has loaded and gone quiet, on the phone's touch screen at the phone's CPU: the page's Interaction to Next Paint as the web-vitals library's \`onINP\` reports it (attribution build, every interaction counted), ${INTERACTION_RUNS.first} load each, ${INTERACTION_RUNS.nearBudget} when the first falls within ${INP_EDGE} ms of the budget or over it, the median (budget ≤ ${budgets.inpMs} ms). The parts are the median run's: from the touch to the handlers, the handlers, and from them to the next paint.`,
    interactionTable(results),
    '## Page weight',
    'First load of one page per template (scale-1 build), mobile viewport 412×823 at 1.75×, no session, empty cache, no scrolling. JS includes inline scripts.',
    weightTable(results.templates),
    'Member pages, signed in as the demo member (requests include the API calls of the page):',
    memberTable(results),
    '## Member pages: JavaScript by module',
    memberModulesSection(results),
    '## Navigations',
    navigationTable(results),
    '## Lighthouse audits',
    `Lighthouse ${results.machine.lighthouse}, mobile preset, no throttling (no performance figures: speed is judged by the real loads above), system Chromium, one run. Pictures: Lighthouse’s picture-size checks at the mobile preset and at the desktop preset (1350×940 at 1×): too few pixels for the screen (image-size-responsive) or too many (the responsive-size findings of image-delivery-insight). Member pages: accessibility, signed in.`,
    auditTable(results.templates),
    auditTable(results.memberPages.map((m) => ({ ...m, template: `${m.template} (member)` }))),
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
