import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildContext, describeReport, type BuildReport } from '../../src/data/build-context.ts';
import { DEFAULT_MAX_RECORDS, maxRecordsPerList } from '../../src/data/build-limits.ts';
import { loadAllPages, oncePerId } from '../../src/data/build-result.ts';

/** A paged list of `total` records, `size` a page, recording which pages were asked for. */
function pagedList(total: number, size: number, failing: number[] = []) {
  const asked: number[] = [];
  const loadPage = async (page: number) => {
    asked.push(page);
    if (failing.includes(page)) throw new Error(`page ${page} failed`);
    const first = (page - 1) * size;
    const items = Array.from(
      { length: Math.max(0, Math.min(size, total - first)) },
      (_, i) => first + i,
    );
    return { items, count: Number.isFinite(total) ? total : undefined };
  };
  return { asked, loadPage };
}

/** What the build reports during each test of the describe that calls it. */
function reportsOfEachTest(): BuildReport[] {
  const reports: BuildReport[] = [];
  const plainReport = buildContext.report;
  beforeEach(() => {
    reports.length = 0;
    buildContext.report = (report) => reports.push(report);
  });
  afterEach(() => {
    buildContext.report = plainReport;
  });
  return reports;
}

describe('loadAllPages (every page of a list up to the short one that ends Load More)', () => {
  it.each([
    // total, size, lastBelow, pages expected
    [0, 6, 5, 1],
    [4, 6, 5, 1],
    [6, 6, 5, 2],
    [20, 6, 5, 4],
    [60, 6, 5, 11],
  ])('%i records by %i (short below %i) → %i pages', async (total, size, lastBelow, count) => {
    const { loadPage } = pagedList(total, size);
    const pages = await loadAllPages('news/list', loadPage, lastBelow);
    expect(pages).toHaveLength(count);
    expect(pages.flat()).toEqual(Array.from({ length: total }, (_, i) => i));
  });

  it('reads the last-page rule on the page the provider sent, not on the records kept', async () => {
    // Pages of 6; the schemas skipped 3 records of page 1 and 2 of page 2 (kept 3 and 4,
    // both under 5), yet the provider's pages were full: the list goes on to page 4.
    const { loadPage } = pagedList(20, 6);
    const skipped: Record<number, number> = { 1: 3, 2: 2 };
    const pages = await loadAllPages(
      'news/list',
      async (page) => {
        const { items, count } = await loadPage(page);
        const drop = skipped[page] ?? 0;
        return { items: items.slice(drop), count, sent: items.length };
      },
      5,
    );
    expect(pages.map((page) => page.length)).toEqual([3, 4, 6, 2]);
  });

  it('asks for pages a few at a time and no more than one batch past the end', async () => {
    const { asked, loadPage } = pagedList(20, 6);
    await loadAllPages('news/list', loadPage, 5, { ahead: 3 });
    expect(asked.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('ignores a failed page past the last one', async () => {
    const { loadPage } = pagedList(8, 6, [3]);
    expect((await loadAllPages('news/list', loadPage, 5)).flat()).toHaveLength(8);
  });

  it('fails with the error of a page the list needs', async () => {
    const { loadPage } = pagedList(30, 6, [2]);
    await expect(loadAllPages('news/list', loadPage, 5)).rejects.toThrow('page 2 failed');
  });

  it('loads every page of a list far longer than the old stop of 200 pages', async () => {
    const { loadPage } = pagedList(6 * 450 + 3, 6);
    const pages = await loadAllPages('news/list', loadPage, 5);
    expect(pages).toHaveLength(451);
    expect(new Set(pages.flat()).size).toBe(6 * 450 + 3);
  });

  describe('the safety stop', () => {
    const reports = reportsOfEachTest();

    it('stops a list that never ends at maxRecords and reports it to the build', async () => {
      const { asked, loadPage } = pagedList(Infinity, 6);
      const pages = await loadAllPages('news/list', loadPage, 5, { maxRecords: 60 });
      expect(pages.flat()).toHaveLength(60);
      expect(Math.max(...asked)).toBeLessThanOrEqual(12);
      expect(reports).toEqual([
        { kind: 'safety-stop', list: 'news/list', built: 60, total: null, limit: 60 },
      ]);
      expect(describeReport(reports[0]!)).toBe(
        'safety stop: news/list ended at 60 of at least 61 records ' +
          '(BUILD_MAX_RECORDS=60); the rest is not built',
      );
    });

    it('says how many records the provider counts beyond the stop', async () => {
      const { loadPage } = pagedList(100, 6);
      const pages = await loadAllPages('club/gallery/album/list', loadPage, 5, { maxRecords: 40 });
      expect(pages.flat()).toEqual(Array.from({ length: 40 }, (_, i) => i));
      expect(describeReport(reports[0]!)).toContain('album/list ended at 40 of 100 records');
    });

    it('says nothing when the list ends before the stop', async () => {
      const { loadPage } = pagedList(60, 6);
      await loadAllPages('news/list', loadPage, 5, { maxRecords: 61 });
      expect(reports).toEqual([]);
    });
  });

  it.each([
    [undefined, DEFAULT_MAX_RECORDS],
    ['250000', 250_000],
    [' 12 ', 12],
  ])('BUILD_MAX_RECORDS=%s sets the stop at %i records', (value, limit) => {
    expect(maxRecordsPerList({ BUILD_MAX_RECORDS: value })).toBe(limit);
  });

  it.each(['0', '-5', '1.5', 'many'])(
    'BUILD_MAX_RECORDS=%s stops the build with its name',
    (value) => {
      expect(() => maxRecordsPerList({ BUILD_MAX_RECORDS: value })).toThrow(/BUILD_MAX_RECORDS/);
    },
  );
});

describe('oncePerId (each record of a provider list once, where it first came)', () => {
  const reports = reportsOfEachTest();
  /** Records by id. */
  const records = (...ids: string[]) => ids.map((_id) => ({ _id, title: `Story ${_id}` }));

  it.each([
    ['pages that do not overlap', [['a', 'b'], ['c']], [['a', 'b'], ['c']], []],
    [
      'a record that moved on to the next page',
      [
        ['a', 'b', 'c'],
        ['c', 'd', 'e'],
        ['e', 'f'],
      ],
      [['a', 'b', 'c'], ['d', 'e'], ['f']],
      ['c', 'e'],
    ],
    ['a record twice on one page', [['a', 'a', 'b']], [['a', 'b']], ['a']],
    [
      'a page that holds nothing new',
      [['a', 'b'], ['a', 'b'], ['c']],
      [['a', 'b'], [], ['c']],
      ['a', 'b'],
    ],
  ])('keeps %s once, and reports what it dropped', (_, sent, kept, repeated) => {
    const pages = oncePerId(
      'news/list',
      sent.map((ids) => records(...ids)),
    );
    expect(pages.map((page) => page.map((record) => record._id))).toEqual(kept);
    expect(reports).toEqual(
      repeated.length ? [{ kind: 'repeated-records', list: 'news/list', ids: repeated }] : [],
    );
  });

  it.each([
    [
      ['nw0006'],
      'news/list sent a record again (its pages moved while the build read them); each is built once: "nw0006"',
    ],
    [
      ['1', '2', '3', '4', '5', '6', '7'],
      'news/list sent 7 records again (its pages moved while the build read them); each is built once: "1", "2", "3", "4", "5", and 2 more',
    ],
  ])('names what it dropped in the build report (%j)', (ids, line) => {
    expect(describeReport({ kind: 'repeated-records', list: 'news/list', ids })).toBe(line);
  });
});
