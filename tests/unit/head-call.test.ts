// @vitest-environment jsdom
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { headCallUrl, type HeadCall } from '../../src/lib/api/head-call.ts';
import { config } from '../../src/lib/config.ts';
import { CLUB_LOCALE, CLUB_TIME_ZONE } from '../../src/lib/constants/locale.ts';
import { CACHE_TTL_MS } from '../../src/lib/constants/timing.ts';
import {
  beforePaintScript,
  headCallAttributes,
  type HeadCallOptions,
} from '../../src/lib/inline-scripts.ts';
import { memberRouteId } from '../../src/lib/member-shells.ts';
import { fakeFetch, ok } from './support/fake-fetch.ts';

// Issue 27: a data page's first call starts from its before-paint script in <head>, as the
// HTML arrives, not once the page's scripts have loaded; the page's store takes that answer
// instead of asking again, whenever it comes, and asks again only when it failed.

const noticesAnswer = ok({
  noticePage: { notices: [{ _id: 'n1', title: 'AGM', body: '<p>Monday</p>' }], count: 1 },
  mediaPath: 'https://media.example/',
});

/** Runs the head script of a page whose first call is to `url` (written into <html> as the
 * build writes it) at `location`. */
function runHeadScriptAt(url: string, location: Partial<Location>, options: HeadCallOptions = {}) {
  for (const [name, value] of Object.entries(headCallAttributes(url, options.pageIdAfter)))
    document.documentElement.setAttribute(name, value);
  new Function('location', beforePaintScript(true, { headCall: true, ...options }))(location);
}

/** The head script of a page whose first call is `call`, run as the page loads. */
const runHeadScript = async (call: HeadCall, options?: HeadCallOptions) =>
  runHeadScriptAt(await headCallUrl(call, config.browserApiUrl), window.location, options);

/** The notices' first call (its store module loaded aside, its own call left unanswered). */
async function noticesHeadCall(): Promise<HeadCall> {
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  const store = await import('../../src/stores/notice-list.ts');
  vi.resetModules();
  return store.noticesHeadCall;
}

/** The store module of the page, fresh (a new page load; the tab's storage is kept). */
async function noticesStore() {
  const { noticeList } = await import('../../src/stores/notice-list.ts');
  return noticeList;
}

const marks = () => document.documentElement.dataset;

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  localStorage.clear();
  sessionStorage.clear();
  for (const key of Object.keys(marks())) delete marks()[key];
  localStorage.setItem('isLoggedIn', 'true');
  localStorage.setItem('access_token', 'token-123');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a data page's first call", () => {
  it.each([
    ['the notices', async () => (await import('../../src/stores/notice-list.ts')).noticesHeadCall],
    [
      'the circulars',
      async () => (await import('../../src/stores/circular-list.ts')).circularsHeadCall,
    ],
    [
      'the members',
      async () => (await import('../../src/stores/member-directory.ts')).membersHeadCall,
    ],
    [
      'the employees',
      async () => (await import('../../src/stores/employee-directory.ts')).employeesHeadCall,
    ],
    [
      'a board',
      async () => {
        const store = await import('../../src/stores/election.ts');
        store.electionBoard('Appeal Board').listen(() => {});
        return store.boardHeadCall('Appeal Board');
      },
    ],
    [
      'a candidate list',
      async () => {
        const store = await import('../../src/stores/election.ts');
        store.candidateList('Executive Committee').listen(() => {});
        return store.candidatesHeadCall('Executive Committee');
      },
    ],
    [
      'an election document',
      async () => {
        const store = await import('../../src/stores/election.ts');
        store.electionDocument('schedule').listen(() => {});
        return store.documentHeadCall('schedule');
      },
    ],
    [
      'the live stream',
      async () => {
        const store = await import('../../src/stores/live-stream.ts');
        store.$liveStream.listen(() => {});
        return store.liveStreamHeadCall;
      },
    ],
    [
      'the balance',
      async () => {
        const store = await import('../../src/stores/balance.ts');
        store.$balance.listen(() => {});
        return store.balanceHeadCall;
      },
    ],
    [
      'the profile update form',
      async () => {
        const store = await import('../../src/stores/profile-form.ts');
        store.$profileForm.listen(() => {});
        return store.profileFormHeadCall;
      },
    ],
  ])('asks what the page store asks first (%s)', async (_, load) => {
    const fake = fakeFetch(noticesAnswer);
    vi.stubGlobal('fetch', fake.fetch);
    const headCall = await load();
    // (The member directory's dropdown asks for the membership types beside its list.)
    await vi.waitFor(() => expect(fake.seen.length).toBeGreaterThan(0));
    const url = await headCallUrl(headCall, config.browserApiUrl);
    const asked = fake.seen.filter((seen) => seen.url === url);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.method).toBe('GET');
  });

  it('starts from the head script with the stored token, and the store takes its answer', async () => {
    const call = await noticesHeadCall();
    const fake = fakeFetch(noticesAnswer);
    vi.stubGlobal('fetch', fake.fetch);
    await runHeadScript(call);
    expect(fake.seen).toHaveLength(1);
    expect(fake.seen[0]!.headers.authorization).toBe('Bearer token-123');

    const list = await noticesStore();
    await vi.waitFor(() => expect(list.$list.get().items).toHaveLength(1));
    expect(list.$list.get().items[0]!.title).toBe('AGM');
    expect(fake.seen).toHaveLength(1);
    // Taken once, the member's data is not left in the page's markup.
    expect(marks().firstAnswer).toBeUndefined();
    expect(marks().headCall).toBeUndefined();
  });

  it('is waited for when the store asks before its answer is here', async () => {
    const call = await noticesHeadCall();
    let answer!: (response: Response) => void;
    const fake = fakeFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fake.fetch);
    await runHeadScript(call);
    const list = await noticesStore();
    expect(list.$list.get().loading).toBe('first');
    answer(noticesAnswer.clone());
    await vi.waitFor(() => expect(list.$list.get().items).toHaveLength(1));
    expect(fake.seen).toHaveLength(1);
  });

  it.each([
    ['the network failed', new TypeError('Failed to fetch')],
    ['the server failed', new Response('Bad gateway', { status: 502 })],
  ])('is asked again by the store when %s', async (_, failure) => {
    const call = await noticesHeadCall();
    const fake = fakeFetch(failure, noticesAnswer);
    vi.stubGlobal('fetch', fake.fetch);
    await runHeadScript(call);
    const list = await noticesStore();
    await vi.waitFor(() => expect(list.$list.get().items).toHaveLength(1));
    expect(fake.seen).toHaveLength(2);
    expect(fake.seen[1]!.url).toBe(fake.seen[0]!.url);
  });

  it('is not made when the tab keeps a fresh answer (the store asks nothing either)', async () => {
    const call = await noticesHeadCall();
    const fake = fakeFetch(noticesAnswer);
    vi.stubGlobal('fetch', fake.fetch);
    const first = await noticesStore();
    await vi.waitFor(() => expect(first.$list.get().items).toHaveLength(1));
    expect(fake.seen).toHaveLength(1);

    vi.resetModules();
    await runHeadScript(call);
    const again = await noticesStore();
    await vi.waitFor(() => expect(again.$list.get().items).toHaveLength(1));
    expect(fake.seen).toHaveLength(1);
    expect(marks().headCall).toBeUndefined();
  });

  it('is made again once what the tab kept is stale', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const call = await noticesHeadCall();
    const fake = fakeFetch(noticesAnswer);
    vi.stubGlobal('fetch', fake.fetch);
    const first = await noticesStore();
    await vi.waitFor(() => expect(first.$list.get().items).toHaveLength(1));
    vi.setSystemTime(Date.now() + CACHE_TTL_MS + 1000);

    vi.resetModules();
    await runHeadScript(call);
    expect(fake.seen).toHaveLength(2);
    const again = await noticesStore();
    await vi.waitFor(() => expect(again.$list.get().items).toHaveLength(1));
    expect(fake.seen).toHaveLength(2);
  });

  it.each([
    ['a browser that has idle callbacks', true],
    ['one that has none', false],
  ])(
    "starts the date formats' locale data while its answer is on its way (%s)",
    async (_, idle) => {
      const call = await noticesHeadCall();
      const fake = fakeFetch(noticesAnswer);
      vi.stubGlobal('fetch', fake.fetch);
      const waiting: (() => void)[] = [];
      vi.stubGlobal(
        'requestIdleCallback',
        idle ? (work: () => void) => waiting.push(work) : undefined,
      );
      const formats = vi.spyOn(Intl, 'DateTimeFormat');
      await runHeadScript(call);
      // The call goes first; the formats wait for the page to be idle, never delaying its paint.
      expect(fake.seen).toHaveLength(1);
      expect(formats).not.toHaveBeenCalled();
      expect(waiting).toHaveLength(idle ? 1 : 0);
      waiting.forEach((work) => work());
      if (idle) expect(formats).toHaveBeenCalledWith(CLUB_LOCALE, { timeZone: CLUB_TIME_ZONE });
    },
  );

  it('is not made for a visitor', async () => {
    const url = await headCallUrl(await noticesHeadCall(), config.browserApiUrl);
    localStorage.clear();
    const fake = fakeFetch(noticesAnswer);
    vi.stubGlobal('fetch', fake.fetch);
    runHeadScriptAt(url, { ...window.location, replace() {} });
    expect(fake.seen).toHaveLength(0);
    expect(marks().headCall).toBeUndefined();
  });

  it('stops the build when it is not a member GET', async () => {
    await expect(
      headCallUrl((api) => api.post('login', {}, v.unknown()), config.browserApiUrl),
    ).rejects.toThrow('one GET with the member token');
  });
});

describe('the first call of a page served for many ids (a bill)', () => {
  /** The billing details' head script, run on the page at `pathname`. */
  async function runBillingHeadScript(pathname: string) {
    const { billingHeadCall } = await import('../../src/stores/billing.ts');
    vi.resetModules();
    const url = await headCallUrl(billingHeadCall, config.browserApiUrl);
    runHeadScriptAt(
      url,
      { ...window.location, pathname, replace() {} },
      { pageIdAfter: '/billing/details/' },
    );
  }

  it.each([
    ['/billing/details/bk-0027', 'bk-0027'],
    ['/billing/details/bk-0027/', 'bk-0027'],
    ['/billing/details/b%201', 'b 1'],
    ['/billing/details/a%2Fb', 'a/b'],
    ['/billing/details/%E0%A4', ''],
    ['/billing/details/', ''],
  ])('asks for the booking of %s as the store does (id %j)', async (pathname, id) => {
    const fake = fakeFetch(new Response('{}'));
    vi.stubGlobal('fetch', fake.fetch);
    await runBillingHeadScript(pathname);
    expect(memberRouteId(pathname, '/billing/details/')).toBe(id);
    const { getBillingDetails } = await import('../../src/lib/api/calls/billing.ts');
    expect(fake.seen.map((seen) => seen.url)).toEqual([
      await headCallUrl((api) => getBillingDetails(api, id), config.browserApiUrl),
    ]);
  });

  it("gives its answer to the bill's store, which asks nothing more", async () => {
    const answer = ok({ booking: { _id: 'bk-0027', bookingRefId: 'R-27' } });
    const fake = fakeFetch(answer);
    vi.stubGlobal('fetch', fake.fetch);
    await runBillingHeadScript('/billing/details/bk-0027');
    const { billingDetails } = await import('../../src/stores/billing.ts');
    const bill = billingDetails('bk-0027');
    bill.listen(() => {});
    await vi.waitFor(() => expect(bill.get()).toMatchObject({ status: 'ready' }));
    expect(bill.get()).toMatchObject({ data: { _id: 'bk-0027', bookingRefId: 'R-27' } });
    expect(fake.seen).toHaveLength(1);
    expect(marks().firstAnswer).toBeUndefined();
  });
});
