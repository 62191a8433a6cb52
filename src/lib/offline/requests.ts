import { isBuiltPublicPage } from '../public-pages.ts';
import { routes } from '../routes.ts';
import { FORWARDED_API } from '../site-config.ts';

/** The page shown for a page not read before, when the visitor is offline. */
export const OFFLINE_PAGE_HREF = `${routes.offline}/`;

/** The sign-out page, kept with the offline page so that Log Out works offline too. */
export const LOG_OUT_PAGE_HREF = `${routes.logOut}/`;

/** The pages the worker keeps from its install (its shell), as built files: 'offline/index.html'. */
export const SHELL_PAGES = [OFFLINE_PAGE_HREF, LOG_OUT_PAGE_HREF].map(
  (href) => `${href.slice(1)}index.html`,
);

/**
 * The shell's page a navigation gets when the network fails and nothing was kept for it: the
 * sign-out page for the sign-out page (the member is signed out offline as online), the
 * offline page for any other.
 */
export function offlineAnswerFor(url: string): string {
  const signingOut = new URL(url).pathname.replace(/\/+$/, '') === routes.logOut;
  return `${signingOut ? LOG_OUT_PAGE_HREF : OFFLINE_PAGE_HREF}index.html`;
}

/** What the service worker does with a request. */
export type RequestKind =
  /** A public page the build makes, or its Load More data: from the network, kept for
   * reading offline. */
  | 'public-page'
  /** Any other page (member pages, sign-in screens, the admin page, an address the build did
   * not make, one carrying a token): from the network only, never kept. */
  | 'network-page'
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

// A member's token or a signed link to a member document, in any spelling of its name.
const secretParameter = /^(?:access_token|signature)$/i;

/** The provider's APIs forwarded on the site's own origin: answers for one member, never kept. */
const forwardedApi = Object.values(FORWARDED_API).map((path) => `${path}/`);

/**
 * How the service worker treats a request. Only GETs of this site's own origin without a
 * token are ever kept, and of pages only the public pages the build makes (an allow-list,
 * read on the decoded address): member API answers (another origin, or with the token, or
 * behind the site's own host, or forwarded at the site's /api/ paths), member pages, sign-in
 * screens, the admin page and any address carrying `access_token` or `signature` never are.
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
  if (forwardedApi.some((prefix) => url.pathname.startsWith(prefix))) return 'pass';
  const secret = [...url.searchParams.keys()].some((name) => secretParameter.test(name));
  const path = url.pathname;
  if (request.mode === 'navigate')
    return !secret && isBuiltPublicPage(path) ? 'public-page' : 'network-page';
  if (secret) return 'pass';
  if (/^\/data\/(?:news|gallery)\/[^/]+\.json$/.test(path)) return 'public-page';
  if (path.startsWith('/_astro/') && /\.(?:js|mjs|css)$/.test(path)) return 'asset';
  if (picture.test(path) && ownPicture.test(path)) return 'picture';
  return 'pass';
}

/**
 * Whether an answer may be kept for reading offline by its Cache-Control header (`''` when
 * none): not one its server marked `no-store` or `private` (meant for no cache, or for one
 * visitor only).
 */
export function mayKeep(cacheControl: string): boolean {
  return !cacheControl
    .toLowerCase()
    .split(',')
    .some((directive) => ['no-store', 'private'].includes(directive.trim().split('=')[0]!));
}

/**
 * The address a kept request is kept under: without its query or fragment. A static page is
 * the same whatever query it is asked with, so one copy is kept (and opens offline whatever
 * query it is asked with again).
 */
export function keptAddress(url: string): string {
  const address = new URL(url);
  return `${address.origin}${address.pathname}`;
}
