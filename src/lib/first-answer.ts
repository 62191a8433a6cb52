// A data page's first call (docs/members-area.md lists the pages) starts from the page's
// before-paint script in <head> (src/lib/inline-scripts.ts), as soon as the HTML arrives: the
// call then runs while the page's scripts download, instead of after them (issue 27). The
// page store's call takes that answer instead of asking again. The two talk through the page
// itself: <html data-first-call> holds the URL asked while its answer is the page's to take;
// data-first-answer holds the answer's text once
// it is here ('' when it failed or was refused: the store asks again, and meets the failure
// itself), and the document hears FIRST_ANSWER_EVENT then.

/** Where the first call of a page served for many ids (a member id route, src/lib/member-shells.ts)
 * takes the id of the page it is on, e.g. `(api) => getBillingDetails(api, PAGE_ID)`: the head
 * script puts the id of its address there (src/lib/inline-scripts.ts). */
export const PAGE_ID = '{page-id}';

/** <html>'s attributes written by the build: the URL of the page's first call, and on a page
 * served for many ids the path before its id (src/lib/inline-scripts.ts). */
export const FIRST_CALL_URL = {
  attribute: 'data-call',
  key: 'call',
  idAfterAttribute: 'data-call-id-after',
  idAfterKey: 'callIdAfter',
} as const;

/** The dataset key of <html>'s mark: the URL the head script asked. */
export const FIRST_CALL_MARK = 'firstCall';

/** The dataset key of <html>'s mark: the text of the head script's answer. */
export const FIRST_ANSWER_MARK = 'firstAnswer';

/** The event the document hears when the head script's answer is here. */
export const FIRST_ANSWER_EVENT = 'club:first-answer';

/**
 * `fetch`, except for the call the page's head script already asked: that one takes its
 * answer (once; a failed one is asked again). The caller's signal still ends the wait. The
 * data pages' stores pass it with their calls (the client's `fetch` option of a call).
 */
export const fetchOrFirstAnswer: typeof fetch = (input, init) => {
  const again = () => globalThis.fetch(input, init);
  // (No document where the stores run without a page: tests.)
  const marks = globalThis.document?.documentElement.dataset;
  if (marks?.[FIRST_CALL_MARK] !== input) return again();
  delete marks[FIRST_CALL_MARK];
  return new Promise((resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
    const take = () => {
      const text = marks[FIRST_ANSWER_MARK];
      // The member's data is not left in the page's markup.
      delete marks[FIRST_ANSWER_MARK];
      resolve(text ? new Response(text) : again());
    };
    if (FIRST_ANSWER_MARK in marks) take();
    else document.addEventListener(FIRST_ANSWER_EVENT, take, { once: true });
  });
};

/** A member's call that may be its page's first, started by the head script: its options. */
export const headCall = { fetch: fetchOrFirstAnswer, auth: true } as const;
