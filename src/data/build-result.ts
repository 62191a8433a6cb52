import { createHash } from 'node:crypto';
import { hasMoreAfter } from '../lib/paging.ts';
import { loadOnce } from './build-api.ts';
import { buildContext } from './build-context.ts';
import { maxRecordsPerList } from './build-limits.ts';

/** What a build-time load gave: its data, or the error's message the page shows instead. */
export type BuildResult<T> = { data: T; error: null } | { data: null; error: string };

/**
 * Loads `key` once per build like `loadOnce`, but a failure becomes the page's error state
 * (public-area §8: the error's message in place of the content), reported to the process
 * running the build (the publisher refuses such a build), never a failed `astro build`.
 */
export function loadSettled<T>(key: string, load: () => Promise<T>): Promise<BuildResult<T>> {
  return loadOnce(key, async (): Promise<BuildResult<T>> => {
    try {
      return { data: await load(), error: null };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      buildContext.report({ kind: 'unavailable', what: key, message });
      return { data: null, error: message };
    }
  });
}

/** A short digest of a record, so a later incremental build can skip unchanged pages. */
export function cacheKeyOf(record: unknown): string {
  return createHash('sha1')
    .update(JSON.stringify(record) ?? '')
    .digest('hex')
    .slice(0, 12);
}

/** One page of a paged list as the provider sent it: its records and the list's `count`. */
export interface ListPage<T> {
  items: readonly T[];
  /** The total the provider says the list holds (api-contract "Paging"); absent if not sent. */
  count?: number;
  /**
   * How many records the provider sent on the page, those the schemas skipped included (the
   * last-page rule reads the provider's page, so a skipped record never ends a list); the
   * length of `items` when absent.
   */
  sent?: number;
}

/**
 * Every page of a paged list until the last one: a page with fewer than `lastBelow` records
 * (the spec's Load More rule), so the page that ends Load More is loaded too. Pages are asked
 * for `ahead` at a time (a long list is not one slow chain of requests); answers past the
 * last page are ignored, failed ones too. However long the list, every page is loaded, up to
 * the safety stop against a provider that never sends a short page: `maxRecords`
 * (BUILD_MAX_RECORDS, 100,000 by default), where the build reports the list, how many
 * records were built and how many the provider counts.
 */
export async function loadAllPages<T>(
  list: string,
  loadPage: (page: number) => Promise<ListPage<T>>,
  lastBelow: number,
  { maxRecords = maxRecordsPerList(), ahead = 4 }: { maxRecords?: number; ahead?: number } = {},
): Promise<T[][]> {
  const pages: T[][] = [];
  let records = 0;
  let count: number | null = null;
  for (let first = 1; ; first += ahead) {
    const numbers = Array.from({ length: ahead }, (_, i) => first + i);
    const answers = await Promise.allSettled(numbers.map((page) => loadPage(page)));
    for (const answer of answers) {
      if (answer.status === 'rejected') throw answer.reason;
      const { items, count: total, sent = items.length } = answer.value;
      if (typeof total === 'number') count = total;
      const kept = items.slice(0, Math.max(0, maxRecords - records));
      pages.push([...kept]);
      records += kept.length;
      if (!hasMoreAfter(sent, lastBelow)) return pages;
      if (records >= maxRecords) {
        buildContext.report({
          kind: 'safety-stop',
          list,
          built: records,
          total: count,
          limit: maxRecords,
        });
        return pages;
      }
    }
  }
}

/**
 * The pages of a provider's list with each record once, by `_id`: where it first came. A
 * record that moved to the next page while the build read the list (a story added on top)
 * comes again on that page; every output made from the list — its pages, Load More data,
 * the records' own pages, the feed, the calendar, the sitemap and the search index — takes
 * it once from here. What was dropped is reported, so the admin sees the provider's overlap.
 */
export function oncePerId<T extends { _id: string }>(
  list: string,
  pages: readonly (readonly T[])[],
): T[][] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  const unique = pages.map((page) =>
    page.filter((record) => {
      if (!seen.has(record._id)) return seen.add(record._id);
      repeated.push(record._id);
      return false;
    }),
  );
  if (repeated.length > 0) buildContext.report({ kind: 'repeated-records', list, ids: repeated });
  return unique;
}

/**
 * A prebuilt JSON file's response. '<', '>' and '&' are written as \u escapes: the data is
 * the same, but provider text such as '<script>' never appears raw in the file.
 */
export function staticJson(data: unknown): Response {
  const body = JSON.stringify(data).replace(
    /[<>&]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return new Response(body, { headers: { 'content-type': 'application/json' } });
}
