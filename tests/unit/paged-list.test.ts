import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/lib/api/errors.ts';
import { SEARCH_DEBOUNCE_MS } from '../../src/lib/constants/timing.ts';
import { createPagedList, type ListPage, type PageRequest } from '../../src/stores/paged-list.ts';

interface Row {
  _id: string;
}

/** A load function whose answers the test hands out one by one. */
function controlledLoad<Filter>() {
  const calls: {
    request: PageRequest<Filter>;
    answer: (page: ListPage<Row>) => void;
    fail: (e: unknown) => void;
  }[] = [];
  const load = vi.fn(
    (request: PageRequest<Filter>) =>
      new Promise<ListPage<Row>>((resolve, reject) => {
        calls.push({ request, answer: resolve, fail: reject });
      }),
  );
  return { load, calls };
}

const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ _id: `r${from + i}` }));

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('createPagedList', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
  });

  function open<Filter>(filter: Filter, extra: { maxPages?: number } = {}) {
    const { load, calls } = controlledLoad<Filter>();
    const list = createPagedList<Row, Filter>({
      pageSize: 10,
      filter,
      load,
      keyOf: (row) => row._id,
      ...extra,
    });
    stop = list.$list.listen(() => {});
    return { list, load, calls };
  }

  it('loads page 1 when first used, showing the loading state until it arrives', async () => {
    const { list, calls } = open(null);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.request).toMatchObject({ page: 1, searchKey: '' });
    expect(list.$list.get()).toMatchObject({ loading: 'first', items: [] });
    calls[0]?.answer({ items: rows(0, 10), count: 25 });
    await settle();
    expect(list.$list.get()).toMatchObject({
      loading: null,
      count: 25,
      pagesLoaded: 1,
      hasMore: true,
    });
  });

  it('loads the next page only while pages loaded < ceil(count / size)', async () => {
    const { list, calls } = open(null);
    calls[0]?.answer({ items: rows(0, 10), count: 25 });
    await settle();
    list.loadNext();
    list.loadNext(); // the same page is not asked for twice
    expect(calls).toHaveLength(2);
    expect(calls[1]?.request.page).toBe(2);
    expect(list.$list.get().loading).toBe('more');
    calls[1]?.answer({ items: rows(10, 10), count: 25 });
    await settle();
    list.loadNext();
    calls[2]?.answer({ items: rows(20, 5), count: 25 });
    await settle();
    expect(list.$list.get()).toMatchObject({ pagesLoaded: 3, hasMore: false });
    expect(list.$list.get().items).toHaveLength(25);
    list.loadNext();
    expect(calls).toHaveLength(3);
  });

  it('stops when a page comes back empty, whatever the count says', async () => {
    const { list, calls } = open(null);
    calls[0]?.answer({ items: [], count: 40 });
    await settle();
    expect(list.$list.get().hasMore).toBe(false);
  });

  it('drops a record a later page repeats', async () => {
    const { list, calls } = open(null);
    calls[0]?.answer({ items: rows(0, 10), count: 20 });
    await settle();
    list.loadNext();
    calls[1]?.answer({ items: [...rows(9, 2), { _id: '' }, { _id: '' }], count: 20 });
    await settle();
    expect(list.$list.get().items.map((row) => row._id)).toEqual([
      ...rows(0, 11).map((row) => row._id),
      '',
      '',
    ]);
  });

  it('keeps to one page where the call gives only one (maxPages)', async () => {
    const { list, calls } = open(null, { maxPages: 1 });
    calls[0]?.answer({ items: rows(0, 10), count: 30 });
    await settle();
    expect(list.$list.get().hasMore).toBe(false);
    list.loadNext();
    expect(calls).toHaveLength(1);
  });

  it('sends a search once typing pauses: fast typing is one request', async () => {
    const { list, calls } = open(null);
    calls[0]?.answer({ items: rows(0, 10), count: 10 });
    await settle();
    for (const text of ['r', 'ra', 'rah', 'rahim ']) {
      list.setSearch(text);
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50);
    }
    expect(calls).toHaveLength(1);
    expect(list.$list.get().searchKey).toBe('rahim ');
    await vi.advanceTimersByTimeAsync(50);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.request).toMatchObject({ page: 1, searchKey: 'rahim' });
  });

  it('sends nothing when the search did not really change; Enter sends at once', async () => {
    const { list, calls } = open(null);
    calls[0]?.answer({ items: rows(0, 10), count: 10 });
    await settle();
    list.setSearch('  ');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
    list.setSearch('kabir');
    list.searchNow();
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(calls).toHaveLength(2);
  });

  it('ignores a stale answer: an older query answering last never overwrites the newer list', async () => {
    const { list, calls } = open({ type: 'all' });
    calls[0]?.answer({ items: rows(0, 10), count: 10 });
    await settle();
    list.setFilter({ type: 'Life' });
    list.setFilter({ type: 'General' });
    expect(calls[1]?.request.signal.aborted).toBe(true);
    calls[2]?.answer({ items: rows(100, 2), count: 2 });
    await settle();
    calls[1]?.answer({ items: rows(200, 9), count: 9 });
    await settle();
    expect(list.$list.get()).toMatchObject({ filter: { type: 'General' }, count: 2 });
    expect(list.$list.get().items.map((row) => row._id)).toEqual(['r100', 'r101']);
  });

  it('ignores a stale failure too', async () => {
    const { list, calls } = open(null);
    list.searchNow(); // the same query: nothing new is sent
    list.setSearch('x');
    list.searchNow();
    expect(calls).toHaveLength(2);
    calls[1]?.answer({ items: rows(0, 1), count: 1 });
    await settle();
    calls[0]?.fail(new ApiError('Old failure', { kind: 'network' }));
    await settle();
    expect(list.$list.get()).toMatchObject({ error: '', count: 1 });
  });

  it('shows a failure, keeps the loaded cards, and tries the failed page again', async () => {
    const { list, calls } = open(null);
    calls[0]?.answer({ items: rows(0, 10), count: 20 });
    await settle();
    list.loadNext();
    calls[1]?.fail(new ApiError('The club server took too long to answer.', { kind: 'timeout' }));
    await settle();
    expect(list.$list.get()).toMatchObject({
      error: 'The club server took too long to answer.',
      loading: null,
    });
    expect(list.$list.get().items).toHaveLength(10);
    list.loadNext(); // no retry loop from the scroll watcher
    expect(calls).toHaveLength(2);
    list.retry();
    expect(calls[2]?.request.page).toBe(2);
    calls[2]?.answer({ items: rows(10, 10), count: 20 });
    await settle();
    expect(list.$list.get()).toMatchObject({ error: '', pagesLoaded: 2 });
  });

  it('asks for the first page once, however often islands come and go', async () => {
    const { list, calls } = open(null);
    stop?.();
    stop = undefined;
    await vi.advanceTimersByTimeAsync(1100); // nanostores unmounts after 1 s
    stop = list.$list.listen(() => {});
    expect(calls).toHaveLength(1);
  });
});
