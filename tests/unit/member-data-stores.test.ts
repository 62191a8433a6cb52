// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMBERSHIP_TYPES_OPTION } from '../../src/lib/constants/members-area.ts';
import { messages } from '../../src/lib/constants/messages.ts';
import { fakeFetch, ok, refused } from './support/fake-fetch.ts';

/** Fresh store modules (a new page load) of a signed-in member, with fetch faked. */
async function page(...replies: Parameters<typeof fakeFetch>) {
  vi.resetModules();
  localStorage.setItem('isLoggedIn', 'true');
  localStorage.setItem('access_token', 'token-123');
  const fake = fakeFetch(...replies);
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

/** The settled value of a store once an island uses it. */
async function settled<T>(store: { get(): T; listen(listener: () => void): () => void }) {
  const stop = store.listen(() => {});
  stops.push(stop);
  await vi.waitFor(() => {
    const value = store.get() as { status?: string; loading?: unknown };
    expect(value.status ?? (value.loading ? 'loading' : 'done')).not.toBe('loading');
  });
  return store.get();
}

const stops: (() => void)[] = [];
// Each test is a new tab: nothing stored, nothing kept from the last one (the 5-minute answers).
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  vi.unstubAllGlobals();
});

const balance = {
  mem_code: 'M-1',
  ac_no: 'BC-101',
  mem_name: 'A',
  mem_type: 'Life',
  balance: 10,
  dues: 2,
  cLimit: 100,
};

describe('balance page', () => {
  it.each([
    ['the balance', ok({ balance }), { status: 'ready', data: { balance, message: 'OK' } }],
    [
      "no balance: the provider's message",
      ok({ balance: null }, 'No balance yet.'),
      { status: 'ready', data: { balance: null, message: 'No balance yet.' } },
    ],
    [
      "a refusal: the provider's message",
      refused('No balance is available.', 404),
      { status: 'error', message: 'No balance is available.' },
    ],
    [
      'no answer: Something went wrong.',
      new TypeError('offline'),
      { status: 'error', message: messages.balanceFailed },
    ],
  ])('%s', async (_, reply, expected) => {
    await page(reply);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { $balance } = await import('../../src/stores/balance.ts');
    const pending = settled($balance);
    await vi.runAllTimersAsync(); // GET retries wait between tries
    vi.useRealTimers();
    expect(await pending).toEqual(expected);
  });
});

describe('invoice page', () => {
  // Issue 57: with PUBLIC_API_ORIGIN=provider the browser asks the provider itself, whose
  // invoice page need not allow the site's origin (no CORS headers): a fetch of it fails where
  // the frame loads. The page is framed without being fetched; the frame's load tells the rest.
  const provider = 'https://provider.example/web/bc-member/v1';
  const webview = `${provider}/billing/details/webview/b%201?access_token=token-123`;

  /** A member page of a provider-origin build: the booking's answer, the invoice's fetch
   * refused as a browser refuses a page without CORS headers. */
  async function providerPage(booking: Response) {
    const fake = await page(() =>
      fake.seen.at(-1)?.url.includes('/webview/')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : booking.clone(),
    );
    const { config } = await import('../../src/lib/config.ts');
    vi.doMock('../../src/lib/config.ts', () => ({
      config: { ...config, browserApiUrl: provider },
    }));
    return fake;
  }
  afterEach(() => {
    vi.doUnmock('../../src/lib/config.ts');
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('frames the invoice page of a provider that sends no CORS headers, without fetching it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { seen } = await providerPage(ok({ booking: { _id: 'b 1' } }));
    const { invoiceFrameLoaded, invoicePage, INVOICE_LOAD_TIMEOUT_MS } =
      await import('../../src/stores/billing.ts');
    const invoice = invoicePage('b 1');
    const result = await settled(invoice);
    expect(result).toEqual({ status: 'ready', data: webview });
    invoiceFrameLoaded('b 1');
    await vi.advanceTimersByTimeAsync(INVOICE_LOAD_TIMEOUT_MS * 2);
    expect(invoice.get()).toEqual({ status: 'ready', data: webview });
    expect(seen.map((request) => request.url)).toEqual([`${provider}/billing/details/b%201`]);
  });

  it('a frame that does not load in time: Failed to load invoice', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await providerPage(ok({ booking: { _id: 'b 1' } }));
    const { invoicePage, INVOICE_LOAD_TIMEOUT_MS } = await import('../../src/stores/billing.ts');
    const invoice = invoicePage('b 1');
    expect(await settled(invoice)).toMatchObject({ status: 'ready' });
    await vi.advanceTimersByTimeAsync(INVOICE_LOAD_TIMEOUT_MS);
    expect(invoice.get()).toEqual({ status: 'error', message: messages.invoiceFailed });
  });

  it('a booking that is not there: Failed to load invoice, and no frame', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await providerPage(refused('No such booking.', 404));
    const { invoicePage } = await import('../../src/stores/billing.ts');
    const pending = settled(invoicePage('b 1'));
    await vi.runAllTimersAsync(); // GET retries wait between tries
    expect(await pending).toEqual({ status: 'error', message: messages.invoiceFailed });
  });
});

describe('member directory', () => {
  it('cards carry the image address and the membership date in en-BD', async () => {
    const member = {
      _id: 'm1',
      name: 'Rahim',
      image: 'members/m1.png',
      membershipDate: '2012-03-10T00:00:00.000Z',
      membershipType: 'Life',
      mobile: '01712345678',
      email: 'r@example.com',
      acNo: 'BC-101',
      presentAddress: 'Dhaka',
    };
    const { seen } = await page(
      ok({
        memberPage: { count: 2, size: 25, members: [member, { ...member, _id: 'm2', image: '' }] },
        mediaPath: 'https://media.example/',
      }),
    );
    const { memberDirectory } = await import('../../src/stores/member-directory.ts');
    const list = await settled(memberDirectory.$list);
    expect(seen[0]?.url).toContain('member-directory?page=1&searchKey=&size=25&membershipType=');
    expect(seen[0]?.headers.authorization).toBe('Bearer token-123');
    expect(list.items.map((card) => [card.imageUrl, card.memberSince])).toEqual([
      ['https://media.example/members/m1.png', 'March 10, 2012'],
      [null, 'March 10, 2012'],
    ]);
    expect(list.hasMore).toBe(false);
  });

  it("offers 'Membership Types' first, then the club's types", async () => {
    await page(ok({ membershipType: ['Life', 'Permanent'] }));
    const { $membershipTypes } = await import('../../src/stores/member-directory.ts');
    expect(await settled($membershipTypes)).toEqual({
      status: 'ready',
      data: [MEMBERSHIP_TYPES_OPTION, 'Life', 'Permanent'],
    });
  });
});
