import type { CheckResult, FetchRecord } from '../types.ts';
import { checkApiFailures } from './api-failures.ts';
import { checkInternalLinks, scanInternalLinks } from './internal-links.ts';
import { checkMemberData, contactAttachments } from './member-data.ts';
import { checkPageCount } from './page-count.ts';

export interface CheckContext {
  siteDir: string;
  files: string[];
  pages: number;
  siteUrl: string;
  force: boolean;
  failures: readonly string[];
  fetches: readonly FetchRecord[];
  /** The live build's page count and broken links; null when nothing is live yet. */
  live: { pages: number; brokenLinks: readonly string[] } | null;
}

/** Every check a build must pass before it goes live, and the links it leaves broken. */
export async function runChecks(
  context: CheckContext,
): Promise<{ checks: CheckResult[]; brokenLinks: string[] }> {
  const links = await scanInternalLinks(context.siteDir, context.files, context.siteUrl);
  const checks = [
    checkApiFailures(context.failures, context.fetches),
    checkPageCount(context.pages, context.live?.pages ?? null, context.force),
    checkInternalLinks(links, context.live?.brokenLinks ?? null),
    await checkMemberData(context.siteDir, context.files, contactAttachments(context.fetches)),
  ];
  return { checks, brokenLinks: links.broken.map(({ path }) => path) };
}
