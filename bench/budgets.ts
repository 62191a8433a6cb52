import {
  HOME_BUDGET,
  MEMBER_BEYOND_REACT_BUDGET,
  MEMBER_PAGE_BUDGET,
  PUBLIC_PAGE_BUDGET,
} from '../scripts/check-page-weight.ts';
import type { BenchResults, BudgetCheck, LighthouseRun } from './types.ts';

// The budgets the bench holds the site to. A broken one makes `npm run bench` exit non-zero;
// the figures are never loosened to fit.

export const budgets = {
  performance: 95,
  accessibility: 100,
  /** Public pages (issue 14): found and previewed as search engines and link previews read them. */
  seo: 100,
  bestPractices: 100,
  cls: 0,
  homeJsGzip: HOME_BUDGET,
  publicJsGzip: PUBLIC_PAGE_BUDGET,
  oneItemRebuildShare: 0.25,
  /** Member pages (issue 11), signed in: Lighthouse's median of 3 runs. */
  memberCls: 0.02,
  memberTbtMs: 100,
  memberJsGzip: MEMBER_PAGE_BUDGET,
  memberJsBeyondReactGzip: MEMBER_BEYOND_REACT_BUDGET,
} as const;

/** Whether one Lighthouse run meets the performance, accessibility and CLS budgets. */
export const meetsLighthouseBudgets = (run: LighthouseRun) =>
  run.performance >= budgets.performance &&
  run.accessibility >= budgets.accessibility &&
  run.cls <= budgets.cls;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const s = (seconds: number) => `${seconds.toFixed(2)} s`;

function check(
  budget: string,
  subject: string,
  actual: number | null,
  limit: number,
  atLeast: boolean,
  show: (value: number) => string = String,
): BudgetCheck {
  const ok = actual !== null && (atLeast ? actual >= limit : actual <= limit);
  const result: BudgetCheck = {
    budget,
    subject,
    actual: actual === null ? 'not measured' : show(actual),
    limit: `${atLeast ? '≥' : '≤'} ${show(limit)}`,
    ok,
  };
  if (!ok && actual !== null) result.missedBy = show(Math.abs(actual - limit));
  return result;
}

/** Every budget against the measured figures. */
export function checkBudgets(results: Omit<BenchResults, 'budgets'>): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const { template, publicPage, weight, lighthouse } of results.templates) {
    const lh = lighthouse;
    checks.push(
      check('Lighthouse performance', template, lh?.performance ?? null, budgets.performance, true),
    );
    checks.push(
      check(
        'Lighthouse accessibility',
        template,
        lh?.accessibility ?? null,
        budgets.accessibility,
        true,
      ),
    );
    checks.push(check('CLS', template, lh?.cls ?? null, budgets.cls, false, (v) => v.toFixed(4)));
    if (publicPage) {
      checks.push(
        check('Lighthouse SEO', template, lh?.seo ?? null, budgets.seo, true),
        check(
          'Lighthouse best practices',
          template,
          lh?.bestPractices ?? null,
          budgets.bestPractices,
          true,
        ),
      );
      const limit = template === 'home' ? budgets.homeJsGzip : budgets.publicJsGzip;
      checks.push(check('JS gzip', template, weight.js.gzip, limit, false, kb));
    }
  }
  for (const { template, lighthouse: lh, modules } of results.memberPages) {
    const subject = `${template} (member)`;
    checks.push(
      check('Lighthouse performance', subject, lh?.performance ?? null, budgets.performance, true),
      check(
        'Lighthouse accessibility',
        subject,
        lh?.accessibility ?? null,
        budgets.accessibility,
        true,
      ),
      check('CLS', subject, lh?.cls ?? null, budgets.memberCls, false, (v) => v.toFixed(4)),
      check(
        'TBT',
        subject,
        lh?.tbtMs ?? null,
        budgets.memberTbtMs,
        false,
        (v) => `${v.toFixed(0)} ms`,
      ),
      check('JS gzip', subject, modules?.gzipBytes ?? null, budgets.memberJsGzip, false, kb),
      check(
        'JS gzip beyond React',
        subject,
        modules?.beyondReactGzipBytes ?? null,
        budgets.memberJsBeyondReactGzip,
        false,
        kb,
      ),
    );
  }
  const [small, large] = [...results.builds].sort((a, b) => a.scale - b.scale);
  if (small && large && small !== large) {
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
  // The rebuild an admin triggers after one edit, against the publisher's first (full) one.
  for (const scale of results.builds) {
    const full = scale.publishes.find((run) => run.kind === 'full');
    const oneItem = scale.publishes.find((run) => run.kind === 'one-item');
    const limit = (full?.seconds ?? 0) * budgets.oneItemRebuildShare;
    checks.push(
      check(
        'one-item rebuild ≤ 25 % of a full build (publisher)',
        `scale ${scale.scale} (full ${s(full?.seconds ?? 0)})`,
        oneItem?.seconds ?? null,
        limit,
        false,
        s,
      ),
    );
  }
  return checks;
}
