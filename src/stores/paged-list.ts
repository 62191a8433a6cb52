import { atom, onMount, type ReadableAtom } from 'nanostores';
import { failureText } from '../lib/api/failure.ts';
import { SEARCH_DEBOUNCE_MS } from '../lib/constants/timing.ts';
import { hasMorePages, mergeByKey } from '../lib/paging.ts';
import { inBrowser } from './resource.ts';

/** One page as a list's call answers it: its records and the total `count` of matches. */
export interface ListPage<Item> {
  items: Item[];
  count: number;
}

/** What a list asks its call for. */
export interface PageRequest<Filter> {
  page: number;
  searchKey: string;
  filter: Filter;
  signal: AbortSignal;
}

export interface PagedListOptions<Item, Filter> {
  pageSize: number;
  load: (request: PageRequest<Filter>) => Promise<ListPage<Item>>;
  filter: Filter;
  /** A record's id, to drop one a later page repeats ('' = never dropped). */
  keyOf?: (item: Item) => string;
  /** Pages the call can give at most (notices and circulars: the first only). */
  maxPages?: number;
  debounceMs?: number;
}

export interface PagedListState<Item, Filter> {
  items: Item[];
  count: number;
  pagesLoaded: number;
  /** The search box as typed (sent trimmed, after a quiet moment). */
  searchKey: string;
  filter: Filter;
  /** 'first': the list is (re)loading from page 1; 'more': a further page is on its way. */
  loading: 'first' | 'more' | null;
  /** Why the last page failed; '' when it did not. */
  error: string;
  hasMore: boolean;
}

export interface PagedList<Item, Filter> {
  $list: ReadableAtom<PagedListState<Item, Filter>>;
  /** The search box changed: the list reloads once typing pauses. */
  setSearch(searchKey: string): void;
  /** Send the typed search now (Enter). */
  searchNow(): void;
  /** A filter changed: the list reloads at once. */
  setFilter(filter: Filter): void;
  /** The last item came into view: the next page, while pages loaded < ceil(count/size). */
  loadNext(): void;
  /** After a failure: try the failed page again. */
  retry(): void;
}

/**
 * An infinite list with a search box and filters. One request runs at a time; a newer query
 * aborts the older request and any answer that is not the latest one's is dropped, so a slow
 * answer never overwrites a newer list. In the browser the first page is asked for as soon as
 * the list is made (its module loads, before React has taken the page over); elsewhere
 * (tests) when first used; never twice.
 */
export function createPagedList<Item, Filter = null>(
  options: PagedListOptions<Item, Filter>,
): PagedList<Item, Filter> {
  const maxPages = options.maxPages ?? Infinity;
  const debounceMs = options.debounceMs ?? SEARCH_DEBOUNCE_MS;
  const $list = atom<PagedListState<Item, Filter>>({
    items: [],
    count: 0,
    pagesLoaded: 0,
    searchKey: '',
    filter: options.filter,
    loading: 'first',
    error: '',
    hasMore: false,
  });
  let running: AbortController | null = null;
  let typing: ReturnType<typeof setTimeout> | undefined;
  // The query the list holds (or is loading): a search that does not change it sends nothing.
  let shownQuery: string | null = null;

  const patch = (change: Partial<PagedListState<Item, Filter>>) =>
    $list.set({ ...$list.get(), ...change });
  const queryKey = () => JSON.stringify([$list.get().searchKey.trim(), $list.get().filter]);

  async function fetchPage(page: number): Promise<void> {
    running?.abort();
    const own = new AbortController();
    running = own;
    const { searchKey, filter } = $list.get();
    if (page === 1) shownQuery = queryKey();
    patch(
      page === 1
        ? { items: [], count: 0, pagesLoaded: 0, hasMore: false, loading: 'first', error: '' }
        : { loading: 'more', error: '' },
    );
    try {
      const answer = await options.load({
        page,
        searchKey: searchKey.trim(),
        filter,
        signal: own.signal,
      });
      if (running !== own) return; // a newer query took over
      running = null;
      const items =
        page === 1
          ? answer.items
          : options.keyOf
            ? mergeByKey($list.get().items, answer.items, options.keyOf)
            : [...$list.get().items, ...answer.items];
      patch({
        items,
        count: answer.count,
        pagesLoaded: page,
        loading: null,
        hasMore:
          answer.items.length > 0 &&
          page < maxPages &&
          hasMorePages(page, answer.count, options.pageSize),
      });
    } catch (error) {
      if (running !== own) return;
      running = null;
      patch({ loading: null, error: failureText(error) });
    }
  }

  function reloadIfChanged(): void {
    clearTimeout(typing);
    if (queryKey() !== shownQuery || $list.get().error) void fetchPage(1);
  }

  let started = false;
  const startFirstPage = () => {
    if (started) return;
    started = true;
    void fetchPage(1);
  };
  if (inBrowser()) startFirstPage();
  else onMount($list, startFirstPage);

  return {
    $list,
    setSearch(searchKey) {
      patch({ searchKey });
      clearTimeout(typing);
      typing = setTimeout(reloadIfChanged, debounceMs);
    },
    searchNow: reloadIfChanged,
    setFilter(filter) {
      patch({ filter });
      reloadIfChanged();
    },
    loadNext() {
      const { loading, error, hasMore, pagesLoaded } = $list.get();
      if (loading || error || !hasMore) return;
      void fetchPage(pagesLoaded + 1);
    },
    retry() {
      const { error, pagesLoaded } = $list.get();
      if (error) void fetchPage(pagesLoaded + 1);
    },
  };
}
