import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { OFFLINE_CACHES, OFFLINE_PAGE_MAX_AGE_SECONDS } from '../lib/offline/caches.ts';
import {
  keptAddress,
  mayKeep,
  offlineAnswerFor,
  requestKind,
  type RequestKind,
} from '../lib/offline/requests.ts';

// The site's service worker (bundled and given its precache list by
// integrations/offline-worker.ts at the end of each build). Pages come from the network
// first, so a new publish shows on the next navigation; what was read is kept for reading
// offline, a week at most; a page never read shows the offline page. Only the public pages
// the build makes are kept; member pages, the API, anything sent with a token and any
// answer marked no-store or private never are (src/lib/offline/requests.ts decides).

/** A worker's lifecycle event (the DOM types this project is checked with lack it). */
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}

interface WorkerScope {
  __WB_MANIFEST: { url: string; revision: string | null }[];
  location: Location;
  skipWaiting(): Promise<void>;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<{ url: string }[]>;
  };
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

// A new worker takes over at once: the next navigation is served by the new build's rules.
void worker.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// The shell: the offline page and the sign-out page, their styles and scripts, the icons and
// the manifest; and the members' scripts (React, the member pages' islands and the chunks
// they share), so that a member's page finds them even once the browser's HTTP cache has let
// them go. Never a member page or a member's data: only the build's hashed script files.
// Written as `self.__WB_MANIFEST`: the build puts the list where it finds that text.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
navigationPreload.enable();

const kindOf = (request: Request): RequestKind =>
  requestKind(
    {
      url: request.url,
      method: request.method,
      mode: request.mode,
      authorized: request.headers.has('authorization'),
    },
    worker.location.origin,
  );
const is =
  (kind: RequestKind) =>
  ({ request }: { request: Request }) =>
    kindOf(request) === kind;
// Only a whole answer (200) its server allows to be stored (not no-store, not private).
const onlyOk = new CacheableResponsePlugin({ statuses: [200] });
const storable: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    mayKeep(response.headers.get('cache-control') ?? '') ? response : null,
};
// A page is kept (and found) by its address without a query: one copy whatever it was
// asked with.
const byAddress: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => keptAddress(request.url),
};

const pages = new NetworkFirst({
  cacheName: OFFLINE_CACHES.pages,
  plugins: [
    onlyOk,
    storable,
    byAddress,
    new ExpirationPlugin({
      maxEntries: 80,
      maxAgeSeconds: OFFLINE_PAGE_MAX_AGE_SECONDS,
      purgeOnQuotaError: true,
    }),
  ],
});
registerRoute(is('public-page'), pages);
registerRoute(is('network-page'), new NetworkOnly());
registerRoute(
  is('asset'),
  new CacheFirst({
    cacheName: OFFLINE_CACHES.assets,
    plugins: [onlyOk, storable, new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true })],
  }),
);
registerRoute(
  is('picture'),
  new CacheFirst({
    cacheName: OFFLINE_CACHES.pictures,
    plugins: [
      onlyOk,
      storable,
      new ExpirationPlugin({
        maxEntries: 200,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// Offline and not kept: a page gets the offline page (the sign-out page its own, so that Log
// Out works offline); anything else fails as it would.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate')
    return (await matchPrecache(offlineAnswerFor(request.url))) ?? Response.error();
  return Response.error();
});

// The page a visitor lands on has loaded before this worker takes over, so it never came
// through it: once active, the worker keeps the public pages open in the site's windows too
// (from the browser's own cache where it still holds them, so mostly without a request).
worker.addEventListener('activate', (event) => {
  event.waitUntil(
    worker.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((windows) =>
        Promise.allSettled(
          windows
            .filter(
              ({ url }) =>
                requestKind(
                  { url, method: 'GET', mode: 'navigate', authorized: false },
                  worker.location.origin,
                ) === 'public-page',
            )
            .map(
              ({ url }) =>
                pages.handleAll({ event, request: new Request(url, { cache: 'force-cache' }) })[1],
            ),
        ),
      ),
  );
});
