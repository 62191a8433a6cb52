import { isPublicPage } from '../public-pages.ts';

/** The page shown for a page not read before, when the visitor is offline. */
export const OFFLINE_PAGE_HREF = '/offline/';

/** The caches the service worker fills as pages are read (the precache is Workbox's own). */
export const OFFLINE_CACHES = {
  pages: 'club-pages',
  assets: 'club-assets',
  pictures: 'club-pictures',
} as const;

/** What the service worker does with a request. */
export type RequestKind =
  /** A public page or its Load More data: from the network, kept for reading offline. */
  | 'public-page'
  /** A member page or sign-in screen: from the network only, never kept. */
  | 'member-page'
  /** The build's hashed scripts and styles: kept, never change under their name. */
  | 'asset'
  /** The site's own pictures (built or in public/): kept as they are read. */
  | 'picture'
  /** Everything else (the API, other sites, the search index, feeds): not touched. */
  | 'pass';

export interface RequestFacts {
  url: string;
  method: string;
  /** 'navigate' for a page the browser opens. */
  mode: string;
  /** Whether the request carries an Authorization header (a member's token). */
  authorized: boolean;
}

const picture = /\.(?:webp|avif|png|jpe?g|gif|svg)$/i;
const ownPicture = /^\/(?:_astro\/|icons\/)?[^/]+$/;

/**
 * How the service worker treats a request. Only GETs of this site's own origin without a
 * token are ever kept: member API answers (another origin, or with the token), member
 * pages and sign-in screens never are, whatever origin the API has.
 */
export function requestKind(request: RequestFacts, siteOrigin: string): RequestKind {
  if (request.method !== 'GET' || request.authorized) return 'pass';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'pass';
  }
  if (url.origin !== siteOrigin) return 'pass';
  const path = url.pathname;
  if (request.mode === 'navigate') return isPublicPage(path) ? 'public-page' : 'member-page';
  if (/^\/data\/(?:news|gallery)\/[^/]+\.json$/.test(path)) return 'public-page';
  if (path.startsWith('/_astro/') && /\.(?:js|mjs|css)$/.test(path)) return 'asset';
  if (picture.test(path) && ownPicture.test(path)) return 'picture';
  return 'pass';
}
