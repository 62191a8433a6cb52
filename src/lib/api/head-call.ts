// A data page's first call (docs/members-area.md lists the pages) starts from the page's
// before-paint script in <head> (src/lib/inline-scripts.ts), as soon as the HTML arrives: the
// call then runs while the page's scripts download, instead of after them. The page store's
// call takes that answer instead of asking again. The two talk through the page itself:
// <html data-head-call> holds the URL asked while its answer is the page's to take;
// data-head-answer holds the answer's text once it is here ('' when it failed or was refused:
// the store asks again, and meets the failure itself), and the document hears
// HEAD_ANSWER_EVENT then. The build takes the URL from the call itself (headCallUrl), so the
// head script asks exactly what the page's store will.
import { createApiClient, type ApiClient } from './client.ts';

/** Where the first call of a page served for many ids (a member id route, src/lib/member-shells.ts)
 * takes the id of the page it is on, e.g. `(api) => getBillingDetails(api, PAGE_ID)`: the head
 * script puts the id of its address there (src/lib/inline-scripts.ts). */
export const PAGE_ID = '{page-id}';

/** <html>'s attributes written by the build: the URL of the page's first call, and on a page
 * served for many ids the path before its id (src/lib/inline-scripts.ts). */
export const HEAD_CALL_URL = {
  attribute: 'data-call',
  key: 'call',
  idAfterAttribute: 'data-call-id-after',
  idAfterKey: 'callIdAfter',
} as const;

/** The dataset key of <html>'s mark: the URL the head script asked. */
export const HEAD_CALL_MARK = 'headCall';

/** The dataset key of <html>'s mark: the text of the head script's answer. */
export const HEAD_ANSWER_MARK = 'headAnswer';

/** The event the document hears when the head script's answer is here. */
export const HEAD_ANSWER_EVENT = 'club:head-answer';

/**
 * `fetch`, except for the call the page's head script already asked: that one takes its
 * answer (once; a failed one is asked again). The caller's signal still ends the wait. The
 * data pages' stores pass it with their calls (the client's `fetch` option of a call).
 */
export const fetchOrHeadAnswer: typeof fetch = (input, init) => {
  const again = () => globalThis.fetch(input, init);
  // (No document where the stores run without a page: tests.)
  const marks = globalThis.document?.documentElement.dataset;
  if (marks?.[HEAD_CALL_MARK] !== input) return again();
  delete marks[HEAD_CALL_MARK];
  return new Promise((resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
    const take = () => {
      const text = marks[HEAD_ANSWER_MARK];
      // The member's data is not left in the page's markup.
      delete marks[HEAD_ANSWER_MARK];
      resolve(text ? new Response(text) : again());
    };
    if (HEAD_ANSWER_MARK in marks) take();
    else document.addEventListener(HEAD_ANSWER_EVENT, take, { once: true });
  });
};

/** A member's call that may be its page's first, started by the head script: its options. */
export const headCall = { fetch: fetchOrHeadAnswer, auth: true } as const;

// (src/lib/inline-scripts.ts), taken from the call itself through the site's one client, so
// the head script asks exactly what the page's store will (src/lib/api/head-call.ts).

/** A data page's first call, as its store makes it (e.g. `(api) => listNotices(api)`). */
export type HeadCall = (api: ApiClient) => Promise<unknown>;

/**
 * The URL `call` asks of the member web API where the browser calls it (the site's own
 * forwarded path, or PUBLIC_API_URL). Only a member's GET can start before the page's
 * scripts: anything else is a mistake in the page, and stops the build.
 */
export async function headCallUrl(call: HeadCall, baseUrl: string): Promise<string> {
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
