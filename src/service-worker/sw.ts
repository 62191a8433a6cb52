import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import {
  OFFLINE_CACHES,
  OFFLINE_PAGE_HREF,
  requestKind,
  type RequestKind,
} from '../lib/offline/requests.ts';

// The site's service worker (bundled and given its precache list by
// integrations/offline-worker.ts at the end of each build). Pages come from the network
// first, so a new publish shows on the next navigation; what was read is kept for reading
// offline; a page never read shows the offline page. Member pages, the API and anything
// sent with a token are never kept (src/lib/offline/requests.ts decides).

interface WorkerScope {
  __WB_MANIFEST: { url: string; revision: string | null }[];
  location: Location;
  skipWaiting(): Promise<void>;
}
const worker = self as unknown as WorkerScope;

// A new worker takes over at once: the next navigation is served by the new build's rules.
void worker.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// The shell: the offline page, its styles and scripts, the icons and the manifest.
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
const onlyOk = new CacheableResponsePlugin({ statuses: [200] });

registerRoute(
  is('public-page'),
  new NetworkFirst({
    cacheName: OFFLINE_CACHES.pages,
    plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true })],
  }),
);
registerRoute(is('member-page'), new NetworkOnly());
registerRoute(
  is('asset'),
  new CacheFirst({
    cacheName: OFFLINE_CACHES.assets,
    plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true })],
  }),
);
registerRoute(
  is('picture'),
  new CacheFirst({
    cacheName: OFFLINE_CACHES.pictures,
    plugins: [
      onlyOk,
      new ExpirationPlugin({
        maxEntries: 200,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// Offline and not kept: a page gets the offline page; anything else fails as it would.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate')
    return (await matchPrecache(`${OFFLINE_PAGE_HREF}index.html`)) ?? Response.error();
  return Response.error();
});
