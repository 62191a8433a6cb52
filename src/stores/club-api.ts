import { createApiClient, type ApiClient } from '../lib/api/client.ts';
import { config } from '../lib/config.ts';
import { CACHE_TTL_MS } from '../lib/constants/timing.ts';
import { loginPath, routes } from '../lib/routes.ts';
import { $session, expireSession } from './session.ts';

export interface ClubApiOptions {
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Leaves the page; tests pass a spy. */
  navigate?: (url: string) => void;
}

const leavePage = (url: string) => window.location.assign(url);

/**
 * The member layout's status line (MemberLayout.astro): while calls wait on a club server that
 * is not answering, it says so in the words the build put in its data-text; with none waiting
 * (each answered or given up, the page showing the failure in place) it is empty. Written here,
 * where the count is known, so a member page that makes no call loads no code for it.
 */
function sayServerWaiting(waiting: number): void {
  // (No document where the stores run without a page: tests.)
  const line = globalThis.document?.querySelector<HTMLElement>('[data-server-wait]');
  const text = waiting ? line?.dataset.text : '';
  if (line && line.textContent !== text) line.textContent = text ?? '';
}

/**
 * The member web API client of the islands: the session's token, a 5-minute cache (kept for
 * the tab, see lib/api/kept-answers.ts), and on
 * an expired session: sign out, leave a notice, go to /login?next=<this page>.
 */
export function createClubApi(options: ClubApiOptions = {}): ApiClient {
  const navigate = options.navigate ?? leavePage;
  let leaving = false;
  const api = createApiClient({
    baseUrl: options.baseUrl ?? config.browserApiUrl,
    fetch: options.fetch,
    getToken: () => $session.get().token,
    cacheTtlMs: CACHE_TTL_MS,
    // Kept for the tab too: a page visited again within the 5 minutes asks nothing.
    keepAnswers: true,
    onWaitingChange: sayServerWaiting,
    onSessionExpired: () => {
      api.clearCache();
      expireSession();
      if (leaving || typeof window === 'undefined') return;
      const { pathname, search, hash } = window.location;
      if (pathname === routes.login || pathname.startsWith(`${routes.login}/`)) return;
      leaving = true; // several calls may fail at once; one redirect is enough
      navigate(loginPath(pathname + search + hash));
    },
  });
  return api;
}

/** The member web API for islands. */
export const clubApi = createClubApi();

/** The ordering service for the order pages (its own session travels in the query). On the
 * site's own origin an order also carries the member's token: the forwarding places it for
 * that member (publisher/serve/order-account.ts); the provider's own service never gets it. */
export const orderingApi = createApiClient({
  baseUrl: config.browserOrderApiUrl,
  getToken: config.browserOrderApiUrl.startsWith('/') ? () => $session.get().token : undefined,
});
