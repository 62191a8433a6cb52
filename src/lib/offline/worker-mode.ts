// Kept apart from requests.ts: every page's registration script imports this, and nothing
// else should come with it.

/** The service worker's file, at the root so it may serve the whole site. */
export const SERVICE_WORKER_HREF = '/sw.js';

/** 'on': the offline worker; 'off' (PUBLIC_SERVICE_WORKER=off): a worker that retires itself
 * and any earlier one, and pages that register none. */
export const serviceWorkerModes = ['on', 'off'] as const;
export type ServiceWorkerMode = (typeof serviceWorkerModes)[number];

/** The mode the PUBLIC_SERVICE_WORKER setting asks for (checked by src/lib/settings.ts);
 * on unless it says off. */
export function serviceWorkerMode(setting: string | undefined): ServiceWorkerMode {
  return setting?.trim().toLowerCase() === 'off' ? 'off' : 'on';
}
