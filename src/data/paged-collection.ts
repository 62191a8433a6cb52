import { AsyncLocalStorage } from 'node:async_hooks';
import { onSkippedRecord } from '../lib/schemas/skipped-records.ts';
import { loadAllPages, loadSettled, oncePerId, type ListPage } from './build-result.ts';
import { pageKeys } from './shared-parts.ts';

/** A paged list of the provider (news, albums) as the build reads and shows it. */
export interface PagedList<Record extends { _id: string }, Card> {
  /** The list's call, e.g. 'news/list' (its name in the build log and the change check). */
  list: string;
  /** The label its schema names a skipped record by (tolerant-list.ts), e.g. 'news'. */
  label: string;
  /** One page (from 1): its records and the list's count, and the media path sent with it. */
  page: (page: number) => Promise<ListPage<Record> & { mediaPath: string }>;
  /** A page with fewer records is the last one (Load More stops there, public-area §4). */
  lastPageBelow: number;
  /** A record's card, as the list page and its Load More pages show it. */
  card: (record: Record, mediaPath: string) => Promise<Card>;
  /** The details call of a record's own page: its path, and how the build loads it. */
  details: (id: string) => { path: string; load: () => Promise<unknown> };
}

// The records the schemas skipped while one page of a list was read (pages are read several
// at a time: each load counts its own). The provider's page is what the last-page rule reads.
const pageTally = new AsyncLocalStorage<{ label: string; skipped: number }>();
onSkippedRecord(({ label }) => {
  const tally = pageTally.getStore();
  if (tally?.label === label) tally.skipped++;
});

/**
 * The loaders of a paged list: every page of it (to the last, or the safety stop), each record
 * once (`oncePerId`: a page read after the list moved on repeats records), the cards of one page, whether more follow it, the paths of its Load More pages (2 on) and of each record's page,
 * each with a cacheKey that covers what the page shows.
 */
export function pagedCollection<Record extends { _id: string }, Card>(
  source: PagedList<Record, Card>,
) {
  const loadPages = () =>
    loadSettled(source.list, async () => {
      let mediaPath = '';
      const pages = await loadAllPages(
        source.list,
        (page) => {
          const tally = { label: source.label, skipped: 0 };
          return pageTally.run(tally, async () => {
            const { items, count, mediaPath: sentPath } = await source.page(page);
            mediaPath ||= sentPath;
            return { items, count, sent: items.length + tally.skipped };
          });
        },
        source.lastPageBelow,
      );
      return { pages: oncePerId(source.list, pages), mediaPath };
    });

  return {
    loadPages,
    /** The cards of page `page` (from 1); [] past the last page or when the list failed. */
    async cardsOfPage(page: number): Promise<Card[]> {
      const { data } = await loadPages();
      const records = data?.pages[page - 1] ?? [];
      return Promise.all(records.map((record) => source.card(record, data?.mediaPath ?? '')));
    },
    /**
     * Whether another page follows page `page`: the build read the list to its last page (a
     * short one as the provider sent it), so a page left short by a skipped record is not
     * taken for the last. The list page and each Load More page say it.
     */
    async moreAfter(page: number): Promise<boolean> {
      const { data } = await loadPages();
      return (data?.pages.length ?? 0) > page;
    },
    /** The Load More pages' paths, 2 to the last (page 1 is in the list page's HTML). */
    async pagePaths() {
      const { data } = await loadPages();
      const keyOf = await pageKeys(data?.mediaPath);
      return Promise.all(
        (data?.pages ?? []).slice(1).map(async (records, index) => ({
          params: { page: String(index + 2) },
          props: { page: index + 2 },
          cacheKey: await keyOf(records),
        })),
      );
    },
    /** Each record's page, for every record of every page. */
    async recordPaths() {
      const { data } = await loadPages();
      const records = (data?.pages ?? []).flat();
      const keyOf = await pageKeys(data?.mediaPath);
      return Promise.all(
        records.map(async (record) => ({
          params: { id: record._id },
          props: { id: record._id },
          cacheKey: await keyOf(record, [source.details(record._id)]),
        })),
      );
    },
  };
}
