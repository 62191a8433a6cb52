import {
  HOME_BUDGET,
  MEMBER_PAGE_BUDGET,
  PUBLIC_PAGE_BUDGET,
} from '../scripts/check-page-weight.ts';
import { PUBLISH_BUDGET_PACE, runStretch, type MachinePace } from './calibration.ts';
import { median } from './median.ts';
import type {
  BenchResults,
  BudgetCheck,
  LoadPair,
  NavigationResult,
  NavigationRun,
  PageAudits,
  RealLoad,
} from './types.ts';

// The budgets the bench holds the site to. A broken one makes `npm run bench` exit non-zero;
// the figures are never loosened to fit.
//
// Speed is judged the way a phone lives it: real loads in Chromium on slow 4G at the phone's
// CPU (bench/real-load.ts), each page against a reference loaded right after it on the same
// machine at the same moment: a public page against its bare-HTML ceiling, a member page
// against its floor (the page as built with its answers drawn the moment they arrive and no
// script of ours). Each pair is judged on its own, then the median of the pairs is taken, so
// a slow or busy machine slows the reference as it slows the page and the same code gets the
// same verdict. The publisher's budgets in seconds have no reference page: they are the
// seconds of this machine, quiet, stretched by the machine's pace measured beside the
// publishes (bench/calibration.ts).

export const budgets = {
  accessibility: 100,
  bestPractices: 100,
  /** Pages that ask not to be indexed (robots noindex, e.g. /login) are not held to it. */
  seo: 100,
  /** Cumulative layout shift of a real load, every page. */
  cls: 0.02,
  /** A public page's LCP against its bare-HTML ceiling's. */
  lcpToCeiling: 1.2,
  /** A member page's LCP against its floor's, both loaded from the member's way there. */
  memberLcpToFloor: 1.25,
  /** A member page's LCP loaded cold (empty cache, no service worker), ms: an absolute bound
   * (Core Web Vitals' "good"), no reference. */
  memberColdLcpMs: 2500,
  /** Interaction to Next Paint of each common tap or typing, ms (Core Web Vitals' "good"). */
  inpMs: 200,
  /** The JavaScript a page loads, gzip, React included: the home page, other visitors' pages,
   * member pages and sign-in screens. */
  homeJsGzip: HOME_BUDGET,
  publicJsGzip: PUBLIC_PAGE_BUDGET,
  memberJsGzip: MEMBER_PAGE_BUDGET,
  /** A one-item publish against the full one, at scales below 10 … */
  oneItemRebuildShare: 0.25,
  /** … and at scale 10 and above (issue 12), where a share of the site costs more. */
  oneItemPublishShare: 0.1,
  /** At scale 100 and above (seconds of this machine, quiet, stretched by the run's pace): one
   * edited item live within this, */
  oneItemPublishSeconds: 3,
  /** a trigger with nothing changed answered within this (the watcher's check too), */
  unchangedTriggerSeconds: 1,
  /** and a full publish within this many times the raw build (checks, CSP, compression). */
  fullPublishOverBuild: 1.5,
  /** Peak resident memory of the build worker, and of publisher and worker together. */
  peakMemoryMb: 4096,
  /** A menu navigation the browser prerendered: from the click to the next page's LCP, at
   * most this much more than the same navigation to the next page's ceiling, ms. */
  navigationOverCeilingMs: 150,
} as const;

/** A pair's LCP ratio (the page's over its reference's); null when either is missing. */
export function lcpRatio({ page, reference }: LoadPair): number | null {
  return page.lcp > 0 && reference.lcp > 0 ? page.lcp / reference.lcp : null;
}

/** The median of each pair's LCP ratio: what the LCP budgets judge; null without pairs. */
export function pairedLcpRatio(pairs: readonly LoadPair[]): number | null {
  const ratios = pairs.map(lcpRatio);
  return ratios.length === 0 || ratios.includes(null) ? null : median(ratios as number[]);
}

/** The median of one figure over the page's loads (or its reference's). */
export function medianOf(
  pairs: readonly LoadPair[],
  figure: keyof Pick<RealLoad, 'lcp' | 'fcp' | 'cls' | 'tbt'>,
  side: keyof LoadPair = 'page',
): number | null {
  return median(pairs.map((pair) => pair[side][figure]));
}

/** How many cold loads a member page is measured in (empty cache, no service worker). */
export const COLD_LOADS = 3;

/** The median LCP of a page's cold loads; null without loads or when one has no LCP. */
export function coldLcp(loads: readonly RealLoad[]): number | null {
  return loads.length === 0 || loads.some((load) => !(load.lcp > 0))
    ? null
    : median(loads.map((load) => load.lcp));
}

/** How near its LCP budget a page's first pairs may fall and be taken as they are; nearer (or
 * over), two more pairs settle it, so that one load's noise does not decide. */
export const LCP_EDGE = 0.1;

/** The pairs a page is measured in: at first, and when those fall near its budget. */
export const PAIRS = {
  public: { first: 1, nearBudget: 3 },
  member: { first: 1, nearBudget: 3 },
} as const;

/** How many pairs a page of `kind` needs, given those it has: its first ones, and all the
 * more when those fall near its LCP budget. Decided on the first ones alone: a rule that
 * stopped as soon as the median looked safe would lean the verdict one way. */
export function pairsWanted(
  kind: keyof typeof PAIRS,
  pairs: readonly LoadPair[],
  limit: number,
): number {
  const { first, nearBudget } = PAIRS[kind];
  if (pairs.length < first) return first;
  return nearLcpBudget(pairs.slice(0, first), limit) ? nearBudget : first;
}

/** Whether a page's pairs so far put its LCP ratio within LCP_EDGE of `limit`, or over it. */
export function nearLcpBudget(pairs: readonly LoadPair[], limit: number): boolean {
  const ratio = pairedLcpRatio(pairs);
  return ratio === null || ratio > limit - LCP_EDGE;
}

/** The median click-to-LCP time of the runs the browser prerendered; null when none was. */
export const prerenderedClickToLcp = (runs: readonly NavigationRun[]) =>
  median(runs.filter((run) => run.prerendered).map((run) => run.clickToLcpMs));

/** How much longer a prerendered navigation took than the same one to the ceiling, ms. */
export function navigationOverCeiling(navigation: NavigationResult): number | null {
  const page = prerenderedClickToLcp(navigation.runs);
  const ceiling = prerenderedClickToLcp(navigation.ceilingRuns);
  return page === null || ceiling === null ? null : page - ceiling;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const s = (seconds: number) => `${seconds.toFixed(2)} s`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const times = (value: number) => `${value.toFixed(2)}×`;

function check(
  budget: string,
  subject: string,
  actual: number | null,
  limit: number,
  atLeast: boolean,
  show: (value: number) => string = String,
  /** The figures behind a relative one (the page's and its ceiling's), shown after it. */
  detail?: string,
): BudgetCheck {
  const ok = actual !== null && (atLeast ? actual >= limit : actual <= limit);
  const result: BudgetCheck = {
    budget,
    subject,
    actual: actual === null ? 'not measured' : show(actual) + (detail ? ` (${detail})` : ''),
    limit: `${atLeast ? '≥' : '≤'} ${show(limit)}`,
    ok,
  };
  if (!ok && actual !== null) result.missedBy = show(Math.abs(actual - limit));
  return result;
}

/** The figures behind an LCP ratio: the page's and the reference's medians, and the pairs. */
const behind = (pairs: readonly LoadPair[], reference: string) => {
  const page = medianOf(pairs, 'lcp');
  const other = medianOf(pairs, 'lcp', 'reference');
  if (page === null || other === null) return undefined;
  const many = pairs.length > 1 ? `; median of ${pairs.length} pairs` : '';
  return `${ms(page)} against ${reference} ${ms(other)}${many}`;
};

/** Lighthouse's scores a page is held to, and its picture sizes (public pages). */
function auditChecks(subject: string, audits: PageAudits | null, indexed: boolean, all: boolean) {
  const score = (budget: string, value: number | null | undefined, limit: number) =>
    check(`Lighthouse ${budget}`, subject, value ?? null, limit, true);
  const checks = [score('accessibility', audits?.accessibility, budgets.accessibility)];
  if (!all) return checks;
  checks.push(score('best practices', audits?.bestPractices, budgets.bestPractices));
  if (indexed) checks.push(score('SEO', audits?.seo, budgets.seo));
  // Picture sizes: image-size-responsive (too few pixels) and image-delivery-insight's
  // responsive-size findings (too many) (bench/lighthouse.ts, imageAudits).
  for (const [preset, findings] of [
    ['mobile', audits?.imageFindings ?? null],
    ['desktop', audits?.desktopImageFindings ?? null],
  ] as const)
    checks.push(
      check(
        `picture sizes (Lighthouse, ${preset})`,
        subject,
        findings?.length ?? null,
        0,
        false,
        (v) => `${v} failed`,
      ),
    );
  return checks;
}

/** Every budget against the measured figures. */
export function checkBudgets(results: Omit<BenchResults, 'budgets'>): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const result of results.templates) {
    const { template, publicPage, indexed, jsGzip, pairs, audits } = result;
    checks.push(
      check(
        'LCP against the bare-HTML ceiling (real loads)',
        template,
        pairedLcpRatio(pairs),
        budgets.lcpToCeiling,
        false,
        times,
        behind(pairs, 'ceiling'),
      ),
      check('CLS', template, medianOf(pairs, 'cls'), budgets.cls, false, (v) => v.toFixed(4)),
      ...auditChecks(template, audits, indexed, true),
    );
    const limit = !publicPage
      ? budgets.memberJsGzip
      : template === 'home'
        ? budgets.homeJsGzip
        : budgets.publicJsGzip;
    checks.push(check('JS gzip', template, jsGzip, limit, false, kb));
  }
  for (const member of results.memberPages) {
    const { template, pairs, coldLoads, audits, modules } = member;
    const subject = `${template} (member)`;
    checks.push(
      check(
        'LCP against the floor (real loads)',
        subject,
        pairedLcpRatio(pairs),
        budgets.memberLcpToFloor,
        false,
        times,
        behind(pairs, 'floor'),
      ),
      check('CLS', subject, medianOf(pairs, 'cls'), budgets.cls, false, (v) => v.toFixed(4)),
      check(
        'LCP cold: empty cache, no service worker (real loads)',
        subject,
        coldLcp(coldLoads),
        budgets.memberColdLcpMs,
        false,
        ms,
        coldLoads.length > 1
          ? `median of ${coldLoads.map((load) => ms(load.lcp)).join(', ')}`
          : undefined,
      ),
      check(
        'CLS cold',
        subject,
        median(coldLoads.map((load) => load.cls)),
        budgets.cls,
        false,
        (v) => v.toFixed(4),
      ),
      ...auditChecks(subject, audits, false, false),
      check('JS gzip', subject, modules?.gzipBytes ?? null, budgets.memberJsGzip, false, kb),
    );
  }
  for (const interaction of results.interactions ?? []) {
    const { name, path, runs } = interaction;
    checks.push(
      check(
        'INP (real loads, the phone’s touch screen)',
        `${name} (${path})`,
        median(runs.map((run) => run.value)),
        budgets.inpMs,
        false,
        ms,
        runs.length > 1 ? `median of ${runs.map((run) => ms(run.value)).join(', ')}` : undefined,
      ),
    );
  }
  for (const navigation of results.navigations ?? []) {
    const page = prerenderedClickToLcp(navigation.runs);
    const ceiling = prerenderedClickToLcp(navigation.ceilingRuns);
    const prerendered = (runs: readonly NavigationRun[]) =>
      `${runs.filter((run) => run.prerendered).length} of ${runs.length}`;
    checks.push(
      check(
        'prerendered navigation: click to LCP above the ceiling',
        `${navigation.kind}: ${navigation.from} → ${navigation.to}`,
        navigationOverCeiling(navigation),
        budgets.navigationOverCeilingMs,
        false,
        ms,
        page === null || ceiling === null
          ? undefined
          : `${ms(page)} against ${ms(ceiling)}; prerendered ${prerendered(navigation.runs)}, ` +
              `ceiling ${prerendered(navigation.ceilingRuns)}`,
      ),
    );
  }
  // Each larger scale builds a page in no more time than the next smaller one.
  const byScale = [...results.builds].sort((a, b) => a.scale - b.scale);
  for (const [index, large] of byScale.entries()) {
    const small = byScale[index - 1];
    if (!small) continue;
    checks.push(
      check(
        'time per page',
        `scale ${large.scale} vs scale ${small.scale}`,
        large.msPerPage,
        small.msPerPage,
        false,
        (v) => `${v.toFixed(1)} ms`,
      ),
    );
  }
  for (const scale of results.builds) {
    const full = scale.publishes.find((run) => run.kind === 'full');
    const noChange = scale.publishes.find((run) => run.kind === 'no-change');
    const oneItem = scale.publishes.find((run) => run.kind === 'one-item');
    // The rebuild an admin triggers after one edit, against the publisher's first (full) one.
    const small = scale.scale < 10;
    const share = small ? budgets.oneItemRebuildShare : budgets.oneItemPublishShare;
    checks.push(
      check(
        small
          ? 'one-item rebuild ≤ 25 % of a full build (publisher)'
          : 'one-item publish ≤ 10 % of a full publish',
        `scale ${scale.scale} (full ${s(full?.seconds ?? 0)})`,
        oneItem?.seconds ?? null,
        (full?.seconds ?? 0) * share,
        false,
        s,
      ),
    );
    // The watcher's check asks only whether anything changed: every call answered by a bodiless
    // 304 when nothing did (a body would mean the provider or the check lost its validators).
    if (scale.watch)
      checks.push(
        check(
          "watcher's check: every API call answered 304",
          `scale ${scale.scale}`,
          scale.watch.notModified,
          scale.watch.api,
          true,
        ),
      );
    if (scale.scale >= 100) {
      const subject = `scale ${scale.scale}`;
      // Seconds of this machine, quiet: stretched by this run's pace (bench/calibration.ts).
      const paced = (kind: keyof MachinePace) => {
        const { pace, stretch } = runStretch(scale.pace ?? [], kind);
        return {
          stretch,
          text:
            pace === undefined
              ? undefined
              : `${kind} pace ${pace.toFixed(0)} against ${PUBLISH_BUDGET_PACE[kind]}`,
        };
      };
      const cpu = paced('cpu');
      const exchange = paced('exchange');
      // A one-item publish asks the API again (as the watcher's check does), then builds: each
      // part stretches by its own pace, the check's share taken from this run.
      const checkShare =
        scale.watch && oneItem?.seconds ? Math.min(1, scale.watch.ms / 1000 / oneItem.seconds) : 0;
      const mixed = {
        stretch: checkShare * exchange.stretch + (1 - checkShare) * cpu.stretch,
        text:
          cpu.text && exchange.text
            ? `the change check's ${Math.round(checkShare * 100)} % at ${exchange.text}, ` +
              `the rest at ${cpu.text}`
            : undefined,
      };
      /** A budget in seconds, judged at this run's pace; the stretch shown beside it. */
      const secondsCheck = (
        budget: string,
        actual: number | null,
        seconds: number,
        { stretch, text }: { stretch: number; text?: string },
      ) =>
        check(
          budget,
          subject,
          actual,
          seconds * stretch,
          false,
          s,
          text === undefined
            ? 'no machine pace measured: the budget as set'
            : `budget ${s(seconds)} × ${stretch.toFixed(2)}: ${text}`,
        );
      checks.push(
        // The check and the unchanged trigger are the API asked again: the exchange pace.
        secondsCheck(
          "watcher's check",
          scale.watch ? scale.watch.ms / 1000 : null,
          budgets.unchangedTriggerSeconds,
          exchange,
        ),
        secondsCheck(
          'one-item publish',
          oneItem?.seconds ?? null,
          budgets.oneItemPublishSeconds,
          mixed,
        ),
        secondsCheck(
          'unchanged trigger',
          noChange?.seconds ?? null,
          budgets.unchangedTriggerSeconds,
          exchange,
        ),
        check(
          'full publish ≤ 1.5 × the raw build',
          `${subject} (build ${s(scale.full.seconds)})`,
          full?.seconds ?? null,
          scale.full.seconds * budgets.fullPublishOverBuild,
          false,
          s,
        ),
      );
    }
    const peaks = [
      ...[scale.full, ...scale.rebuilds].map((run) => run.peakMemoryMb),
      ...scale.publishes.map((run) => run.peakMemoryMb ?? 0),
    ];
    checks.push(
      check(
        'peak memory',
        `scale ${scale.scale}`,
        Math.max(...peaks),
        budgets.peakMemoryMb,
        false,
        (v) => `${v.toFixed(0)} MB`,
      ),
    );
  }
  return checks;
}
