// @vitest-environment jsdom
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../../src/lib/api/calls/auth.ts';
import { createApiClient } from '../../src/lib/api/client.ts';
import { config } from '../../src/lib/config.ts';
import { loginDataSchema } from '../../src/lib/schemas/auth.ts';
import { fakeFetch, json, ok, refused } from './support/fake-fetch.ts';

// Issue 15 point 13: Log Out asks the provider to end the token, and a provider without
// the call (or a failing one) still leaves the member logged out.

const login = v.parse(loginDataSchema, {
  accessToken: 'token-123',
  user: {
    name: 'Rahim Uddin',
    memCode: 'M-101',
    email: 'rahim@example.com',
    acNo: 'BC-101',
    mobile: '01712345678',
    membershipType: 'Life',
    image: '',
  },
});

async function signedInStore() {
  vi.resetModules();
  const store = await import('../../src/stores/session.ts');
  store.signIn(login);
  return store;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('logout call', () => {
  it('posts logout with the member token', async () => {
    const { fetch, seen } = fakeFetch(ok(null, 'You have been logged out.'));
    const api = createApiClient({ baseUrl: 'https://api.example/v1', fetch, getToken: () => 'tk' });
    await logout(api);
    expect(seen).toEqual([
      expect.objectContaining({
        url: 'https://api.example/v1/logout',
        method: 'POST',
        headers: expect.objectContaining({
          authorization: 'Bearer tk',
          'content-type': 'application/json',
        }),
      }),
    ]);
  });
});

describe('Log Out', () => {
  it('ends the session and revokes the token at the provider', async () => {
    const { fetch, seen } = fakeFetch(ok(null));
    vi.stubGlobal('fetch', fetch);
    const store = await signedInStore();
    await store.logOut();
    expect(store.$session.get().loggedIn).toBe(false);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(seen.map((request) => [request.url, request.headers.authorization])).toEqual([
      [`${config.browserApiUrl}/logout`, 'Bearer token-123'],
    ]);
  });

  it.each([
    ['a provider without the call (404)', json({ message: 'Not found' }, 404)],
    ['a refusal (401)', refused('Your session has expired.', 401)],
    ['no network', new TypeError('Failed to fetch')],
  ])('still logs out with %s', async (_, reply) => {
    const { fetch } = fakeFetch(reply);
    vi.stubGlobal('fetch', fetch);
    const store = await signedInStore();
    await expect(store.logOut()).resolves.toBeUndefined();
    expect(store.$session.get().loggedIn).toBe(false);
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
    expect(store.$sessionNotice.get()).toBe('');
  });

  it('calls nothing for a visitor', async () => {
    const { fetch, seen } = fakeFetch(ok(null));
    vi.stubGlobal('fetch', fetch);
    vi.resetModules();
    const store = await import('../../src/stores/session.ts');
    await store.logOut();
    expect(seen).toEqual([]);
  });
});

describe("Log Out and the member's own data (issue 56)", () => {
  const own = () => ({
    cart: localStorage.getItem('cart'),
    foodMenu: localStorage.getItem('foodMenu'),
    designation: localStorage.getItem('designation'),
    orderSession: sessionStorage.getItem('orderSession'),
    orderNotice: sessionStorage.getItem('orderNotice'),
  });
  const kept = {
    cart: '{"f1":{"quantity":2}}',
    foodMenu: '[]',
    designation: 'Member',
    orderSession: '{"apiToken":"t","userId":"u"}',
    orderNotice: 'Your order is placed.',
  };
  beforeEach(() => {
    sessionStorage.clear();
    for (const key of ['cart', 'foodMenu', 'designation'] as const)
      localStorage.setItem(key, kept[key]);
    for (const key of ['orderSession', 'orderNotice'] as const)
      sessionStorage.setItem(key, kept[key]);
  });

  it('removes the cart, the kept menu, the designation and the ordering session', async () => {
    vi.stubGlobal('fetch', fakeFetch(ok(null)).fetch);
    const store = await signedInStore();
    await store.logOut();
    expect(own()).toEqual({
      cart: null,
      foodMenu: null,
      designation: null,
      orderSession: null,
      orderNotice: null,
    });
  });

  it('an expired session keeps them: signing in again finds the cart as it was', async () => {
    const store = await signedInStore();
    store.expireSession();
    expect(store.$session.get().loggedIn).toBe(false);
    expect(own()).toEqual(kept);
  });
});

describe('the Log Out tap mark (the sign-out page asks unless the site’s own Log Out led there)', () => {
  const now = 1_000_000;
  beforeEach(() => {
    sessionStorage.clear();
    document.body.innerHTML =
      '<a href="/logout" data-log-out><span>Log Out</span></a><a href="/logout">Win a prize</a>';
  });

  /** A click on a link, as the before-paint script hears it. */
  async function click(name: string, init: MouseEventInit = {}) {
    const { markLogOutTapScript } = await import('../../src/lib/navigation/log-out-tap.ts');
    const stop = new AbortController();
    const listen = document.addEventListener.bind(document);
    // The script's listener is let go after the click, so the next test starts without it.
    new Function('document', markLogOutTapScript)({
      addEventListener: (type: string, listener: EventListener, capture: boolean) =>
        listen(type, listener, { capture, signal: stop.signal }),
    });
    const link = [...document.querySelectorAll('a')].find((a) => a.textContent === name)!;
    link.firstElementChild?.addEventListener('click', (event) => event.preventDefault());
    link.addEventListener('click', (event) => event.preventDefault());
    (link.firstElementChild ?? link).dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, ...init }),
    );
    stop.abort();
  }

  it('a tap on the site’s Log Out is taken once', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(now);
    await click('Log Out');
    vi.restoreAllMocks();
    const { takeLogOutTap } = await import('../../src/lib/navigation/log-out-tap.ts');
    expect(takeLogOutTap(now + 500)).toBe(true);
    expect(takeLogOutTap(now + 600)).toBe(false);
  });

  it.each([
    ['a link to /logout without the mark (another site’s)', 'Win a prize', {}],
    ['Log Out opened in another tab (Ctrl)', 'Log Out', { ctrlKey: true }],
    ['Log Out with the middle button', 'Log Out', { button: 1 }],
  ])('%s leaves no mark', async (_, name, init) => {
    await click(name, init);
    expect(sessionStorage.getItem('logOutTap')).toBeNull();
  });

  it.each([
    ['no tap (a typed address)', null],
    ['a tap a minute old (its page never opened)', String(now - 60_000)],
    ['a mark from the future', String(now + 1)],
    ['a mark that is not a time', 'yes'],
  ])('%s is no tap, and is used up', async (_, mark) => {
    const { takeLogOutTap } = await import('../../src/lib/navigation/log-out-tap.ts');
    if (mark !== null) sessionStorage.setItem('logOutTap', mark);
    expect(takeLogOutTap(now)).toBe(false);
    expect(sessionStorage.getItem('logOutTap')).toBeNull();
  });
});
