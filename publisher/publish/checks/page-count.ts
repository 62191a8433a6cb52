import type { CheckResult } from '../types.ts';

/** A build must keep at least this share of the live build's pages, unless forced. */
export const MIN_PAGE_SHARE = 0.9;

/**
 * The build has at least 90 % of the live build's pages: a sudden drop usually means a list
 * call came back short or empty, not that the club removed most of its content.
 */
export function checkPageCount(
  pages: number,
  livePages: number | null,
  force: boolean,
): CheckResult {
  const name = 'Page count';
  if (pages === 0) return { name, ok: false, detail: 'The build has no pages.' };
  if (livePages === null) return { name, ok: true, detail: `${pages} pages (first build).` };
  const floor = Math.ceil(livePages * MIN_PAGE_SHARE);
  if (pages >= floor) return { name, ok: true, detail: `${pages} pages (live: ${livePages}).` };
  const drop = `${pages} pages, below 90 % of the live build's ${livePages}`;
  return force
    ? { name, ok: true, detail: `${drop}; accepted because the build was forced.` }
    : { name, ok: false, detail: `${drop}. Use Force if the content really shrank.` };
}
