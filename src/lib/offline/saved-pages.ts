import { OFFLINE_PAGE_MAX_AGE_SECONDS } from './caches.ts';

// What the offline page lists: the pages the offline worker kept that open offline now.
// Import-free but for caches.ts: the offline page's script must load from the worker's
// shell alone.

/** A page the worker kept, as the offline page reads it from the pages cache. */
export interface KeptPage {
  /** The address it is kept under (no query). */
  url: string;
  /** Its title as the page gives it (see `keptPageTitle`); '' when it has none. */
  title: string;
  /** The answer's Date header, null when it had none. */
  date: string | null;
}

/** A page the offline page links to. */
export interface SavedPage {
  href: string;
  title: string;
}

/**
 * The kept pages that open offline, the most recently read first: pages only (not Load More
 * data), not the offline page itself, and none older than the worker still shows
 * (OFFLINE_PAGE_MAX_AGE_SECONDS, read from the answer's date as the worker reads it).
 */
export function savedPages(
  kept: readonly KeptPage[],
  origin: string,
  offlinePage: string,
  now: number,
): SavedPage[] {
  const oldest = now - OFFLINE_PAGE_MAX_AGE_SECONDS * 1000;
  return kept
    .map((page) => ({ ...page, address: new URL(page.url), time: Date.parse(page.date ?? '') }))
    .filter(
      ({ address, time }) =>
        address.origin === origin &&
        !address.pathname.startsWith('/data/') &&
        address.pathname !== offlinePage &&
        (Number.isNaN(time) || time >= oldest),
    )
    .sort((a, b) => (Number.isNaN(b.time) ? 0 : b.time) - (Number.isNaN(a.time) ? 0 : a.time))
    .map(({ address, title }) => ({
      href: address.pathname,
      title: title.trim() || address.pathname,
    }));
}

/**
 * A kept page's own title: the one site search lists it by (`data-search-title` on its
 * <main>, without the club's name), else its <title>.
 */
export function keptPageTitle(doc: Document): string {
  return (
    doc.querySelector('main[data-search-title]')?.getAttribute('data-search-title') ?? doc.title
  );
}
