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
  it.each([
    [
      'loads: its address (with the token) is embedded',
      () => new Response('<html></html>'),
      'ready',
    ],
    ['fails: Failed to load invoice', () => new Response('gone', { status: 404 }), 'error'],
  ])('%s', async (_, answer, status) => {
    const reply = answer();
    const { seen } = await page(() => reply);
    const { invoicePage } = await import('../../src/stores/billing.ts');
    const result = await settled(invoicePage('b 1'));
    expect(seen[0]?.url).toMatch(/\/billing\/details\/webview\/b%201\?access_token=token-123$/);
    expect(result).toEqual(
      status === 'ready'
        ? { status, data: seen[0]?.url }
        : { status, message: messages.invoiceFailed },
    );
    // The frame loads the page itself: this copy is not downloaded to the end.
    expect(reply.bodyUsed).toBe(true);
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
