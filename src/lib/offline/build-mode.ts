import { PUBLIC_SERVICE_WORKER } from 'astro:env/server';
import { serviceWorkerMode, type ServiceWorkerMode } from './worker-mode.ts';

/**
 * The offline worker of this build (PUBLIC_SERVICE_WORKER, checked by src/lib/settings.ts),
 * for pages as they are built: a server-only setting, so no browser bundle carries it.
 */
export const serviceWorker: ServiceWorkerMode = serviceWorkerMode(PUBLIC_SERVICE_WORKER);
