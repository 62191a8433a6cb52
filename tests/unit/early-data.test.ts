// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_TTL_MS } from '../../src/lib/constants/timing.ts';
import { fakeFetch, ok } from './support/fake-fetch.ts';

// Issue 11.3: a member page's first call starts when its store's module loads (before React
// has taken the page over), never twice, and a return visit within 5 minutes in the same tab
// is answered from what the tab kept, without asking the API.

const notices = ok({
  noticePage: { notices: [{ _id: 'n1', title: 'AGM' }], count: 1 },
  mediaPath: 'https://media.example/',
});

/** A new page load of a signed-in member (fresh modules; the tab's storage is kept). */
async function pageLoad() {
  vi.resetModules();
  localStorage.setItem('isLoggedIn', 'true');
  localStorage.setItem('access_token', 'token-123');
  const fake = fakeFetch(notices);
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a member page's data", () => {
  it('is asked for when the store module loads, once, however often islands use it', async () => {
    const { seen } = await pageLoad();
    const { noticeList } = await import('../../src/stores/notice-list.ts');
    expect(seen).toHaveLength(1); // before any island listens
    expect(seen[0]?.url).toContain('/notice-list?');
    const stops = [noticeList.$list.listen(() => {}), noticeList.$list.listen(() => {})];
    await vi.waitFor(() => expect(noticeList.$list.get().items).toHaveLength(1));
    expect(seen).toHaveLength(1);
    stops.forEach((stop) => stop());
  });

  it('comes from the tab on a return visit within 5 minutes, and from the API after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await pageLoad();
    const page1 = await import('../../src/stores/notice-list.ts');
    await vi.waitFor(() => expect(page1.noticeList.$list.get().items).toHaveLength(1));
    expect(first.seen).toHaveLength(1);

    vi.setSystemTime(Date.now() + CACHE_TTL_MS - 1000);
    const again = await pageLoad();
    const page2 = await import('../../src/stores/notice-list.ts');
    await vi.waitFor(() => expect(page2.noticeList.$list.get().items).toHaveLength(1));
    expect(again.seen).toHaveLength(0);

    vi.setSystemTime(Date.now() + 2000);
    const later = await pageLoad();
    const page3 = await import('../../src/stores/notice-list.ts');
    await vi.waitFor(() => expect(page3.noticeList.$list.get().items).toHaveLength(1));
    expect(later.seen).toHaveLength(1);
  });

  it('kept for the tab is gone once the member signs out', async () => {
    await pageLoad();
    const page1 = await import('../../src/stores/notice-list.ts');
    await vi.waitFor(() => expect(page1.noticeList.$list.get().items).toHaveLength(1));
    expect(Object.keys(sessionStorage).some((key) => key.startsWith('clubAnswer:'))).toBe(true);
    const { signOut } = await import('../../src/stores/session.ts');
    signOut();
    expect(Object.keys(sessionStorage).some((key) => key.startsWith('clubAnswer:'))).toBe(false);
  });
});
