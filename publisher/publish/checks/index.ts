import type { SafetyStop } from '../../build/contract.ts';
import type { FileRecords } from '../file-records.ts';
import type { ValueOf } from '../file-steps.ts';
import type { FetchRecord } from '../../build/contract.ts';
import type { CheckResult } from '../types.ts';
import { checkApiFailures } from './api-failures.ts';
import { checkInternalLinks, scanInternalLinks } from './internal-links.ts';
import { checkMemberData } from './member-data.ts';
import { checkPageCount } from './page-count.ts';
import { checkRecords } from './records.ts';

export interface CheckContext {
  siteDir: string;
  /** Every file of the build with the results of the `links` and `memberData` steps. */
  records: FileRecords;
  /** The contact attachments the member-data step looked for. */
  attachments: readonly string[];
  pages: number;
  force: boolean;
  failures: readonly string[];
  fetches: readonly FetchRecord[];
  /** Lists cut at the safety stop (BUILD_MAX_RECORDS). */
  safetyStops?: readonly SafetyStop[];
  /** The live build's page count and broken links; null when nothing is live yet. */
  live: { pages: number; brokenLinks: readonly string[] } | null;
}

/** The result step `name` kept for each file it ran on. */
function stepValues<N extends 'links' | 'memberData'>(records: FileRecords, name: N) {
  const values: [string, ValueOf<N>][] = [];
  for (const [file, record] of Object.entries(records)) {
    const step = record.steps[name];
    if (step) values.push([file, step.value as ValueOf<N>]);
  }
  return values;
}

/** Every check a build must pass before it goes live, and the links it leaves broken. */
export async function runChecks(
  context: CheckContext,
): Promise<{ checks: CheckResult[]; brokenLinks: string[] }> {
  const links = await scanInternalLinks(
    context.siteDir,
    stepValues(context.records, 'links'),
    new Set(Object.keys(context.records)),
  );
  const memberData = stepValues(context.records, 'memberData').map(([, found]) => found);
  const checks = [
    checkApiFailures(context.failures, context.fetches),
    checkPageCount(context.pages, context.live?.pages ?? null, context.force),
    checkRecords(context.safetyStops ?? [], context.force),
    checkInternalLinks(links, context.live?.brokenLinks ?? null),
    checkMemberData(memberData, context.attachments),
  ];
  return { checks, brokenLinks: links.broken.map(({ path }) => path) };
}
