import type { ServiceWorkerMode } from '../lib/offline/worker-mode.ts';
import { SERVICE_WORKER_HREF } from '../lib/offline/worker-mode.ts';

// Every page registers the offline worker (src/service-worker/sw.ts) once it has loaded, so
// the worker never competes with the page's own first requests. `updateViaCache: 'none'`:
// the browser asks for /sw.js past every HTTP cache, so a new publish's worker is found on
// the next navigation. A build made with PUBLIC_SERVICE_WORKER=off (the header says so: the
// setting itself stays out of the browser's bundles) unregisters any worker and empties the
// site's caches, as its retiring worker does, whichever of them runs first.
// Kept small: this is in the one script every page, member pages too, loads.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const container = navigator.serviceWorker;
  const mode = document.querySelector<HTMLElement>('[data-service-worker]')?.dataset
    .serviceWorker as ServiceWorkerMode | undefined;
  addEventListener(
    'load',
    () =>
      void (
        mode === 'off'
          ? container
              .getRegistrations()
              .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
              .then(() => caches.keys())
              .then((names) => Promise.all(names.map((name) => caches.delete(name))))
          : container.register(SERVICE_WORKER_HREF, { scope: '/', updateViaCache: 'none' })
      ).catch(() => undefined),
    { once: true },
  );
}
