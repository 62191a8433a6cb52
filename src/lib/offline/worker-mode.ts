// Kept apart from requests.ts: every page's registration script imports this, and nothing
// else should come with it.

/** The service worker's file, at the root so it may serve the whole site. */
export const SERVICE_WORKER_HREF = '/sw.js';

/** 'on': the offline worker; 'off' (PUBLIC_SERVICE_WORKER=off): a worker that retires itself
 * and any earlier one, and pages that register none. */
export type ServiceWorkerMode = 'on' | 'off';

/** The mode a build's settings ask for. */
export function serviceWorkerMode(env: Record<string, unknown> | undefined): ServiceWorkerMode {
  return String(env?.PUBLIC_SERVICE_WORKER ?? '')
    .trim()
    .toLowerCase() === 'off'
    ? 'off'
    : 'on';
}
