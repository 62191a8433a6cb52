import { PUBLIC_SERVICE_WORKER } from 'astro:env/client';
import { SERVICE_WORKER_HREF, serviceWorkerMode } from '../lib/offline/worker-mode.ts';

// Every page registers the offline worker (src/service-worker/sw.ts) once it has loaded, so
// the worker never competes with the page's own first requests. `updateViaCache: 'none'`:
// the browser asks for /sw.js past every HTTP cache, so a new publish's worker is found on
// the next navigation. A build made with PUBLIC_SERVICE_WORKER=off unregisters any worker
// and empties the site's caches.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const container = navigator.serviceWorker;
  // The setting alone (checked by src/lib/settings.ts), not the whole configuration: this
  // script is on every page.
  const mode = serviceWorkerMode(PUBLIC_SERVICE_WORKER);
  if (mode === 'off') {
    // The page does what the retiring worker does, whichever of them runs first.
    void container
      .getRegistrations()
      .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
      .then(() => caches.keys())
      .then((names) => Promise.all(names.map((name) => caches.delete(name))))
      .catch(() => undefined);
  } else {
    const register = () =>
      void container
        .register(SERVICE_WORKER_HREF, { scope: '/', updateViaCache: 'none' })
        .catch(() => undefined);
    if (document.readyState === 'complete') register();
    else addEventListener('load', register, { once: true });
  }
}
