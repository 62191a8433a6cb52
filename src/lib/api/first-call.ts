import { config } from '../config.ts';
import { createApiClient, type ApiClient } from './client.ts';

// Build-time only: the URL of a data page's first call, for its before-paint script
// (src/lib/inline-scripts.ts), taken from the call itself through the site's one client, so
// the head script asks exactly what the page's store will (src/lib/first-answer.ts).

/** A data page's first call, as its store makes it (e.g. `(api) => listNotices(api)`). */
export type FirstCall = (api: ApiClient) => Promise<unknown>;

/**
 * The URL `call` asks of the member web API where the browser calls it (the site's own
 * forwarded path, or PUBLIC_API_URL). Only a member's GET can start before the page's
 * scripts: anything else is a mistake in the page, and stops the build.
 */
export async function firstCallUrl(
  call: FirstCall,
  baseUrl = config.browserApiUrl,
): Promise<string> {
  const asked: { url: string; init?: RequestInit }[] = [];
  const api = createApiClient({
    baseUrl,
    getToken: () => 'build',
    retryDelays: [],
    fetch: (input, init) => {
      asked.push({ url: String(input), init });
      return Promise.reject(new Error('Only recorded at build time.'));
    },
  });
  await call(api).catch(() => undefined);
  const [first] = asked;
  const headers = new Headers(first?.init?.headers);
  if (asked.length !== 1 || first!.init?.method !== 'GET' || !headers.has('authorization'))
    throw new Error('A first call must be one GET with the member token.');
  return first!.url;
}
