// Kept apart from requests.ts, import-free: the offline page's script reads the pages cache
// too, and must load from the worker's shell alone.

/** The caches the service worker fills as pages are read (the precache is Workbox's own). */
export const OFFLINE_CACHES = {
  pages: 'club-pages',
  assets: 'club-assets',
  pictures: 'club-pictures',
} as const;

/** How long a page read online is kept for reading offline: an older copy is not shown. */
export const OFFLINE_PAGE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
