// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { unmountWithWindowGone } from './support/window-gone.ts';
import * as v from 'valibot';
import { SESSION_NOTICE_KEY } from '../../src/lib/constants/session-keys.ts';
import { messages } from '../../src/lib/constants/messages.ts';
import { loginDataSchema } from '../../src/lib/schemas/auth.ts';

const KEYS = [
  'isLoggedIn',
  'access_token',
  'userName',
  'memCode',
  'email',
  'acNo',
  'mobile',
  'memType',
  'userAvatar',
];

const login = v.parse(loginDataSchema, {
  accessToken: 'token-123',
  user: {
    name: 'Rahim Uddin',
    memCode: 'M-101',
    email: 'rahim@example.com',
    acNo: 'BC-101',
    mobile: '01712345678',
    membershipType: 'Life',
    image: 'https://media.example/rahim.jpg',
  },
});

/** A fresh copy of the store module, as a new page load would have. */
async function freshStore() {
  vi.resetModules();
  const store = await import('../../src/stores/session.ts');
  const stop = store.$session.listen(() => {});
  return { ...store, stop };
}

const stored = () => Object.fromEntries(KEYS.map((key) => [key, localStorage.getItem(key)]));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('session store', () => {
  it('starts logged out with nothing stored', async () => {
    const { $session } = await freshStore();
    expect($session.get()).toMatchObject({ loggedIn: false, token: '' });
  });

  it.each([
    ['a corrupt flag', { isLoggedIn: '{broken', access_token: 'abc' }],
    ['no token', { isLoggedIn: 'true' }],
  ])('treats %s in storage as logged out', async (_, values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    const { $session } = await freshStore();
    expect($session.get().loggedIn).toBe(false);
  });

  it('signIn writes exactly the session keys as plain strings', async () => {
    const { $session, signIn } = await freshStore();
    signIn(login);
    expect(stored()).toEqual({
      isLoggedIn: 'true',
      access_token: 'token-123',
      userName: 'Rahim Uddin',
      memCode: 'M-101',
      email: 'rahim@example.com',
      acNo: 'BC-101',
      mobile: '01712345678',
      memType: 'Life',
      userAvatar: 'https://media.example/rahim.jpg',
    });
    expect(localStorage).toHaveLength(KEYS.length);
    expect($session.get()).toMatchObject({
      loggedIn: true,
      token: 'token-123',
      userName: 'Rahim Uddin',
    });
  });

  it('a new page load reads the stored session back', async () => {
    (await freshStore()).signIn(login);
    const { $session } = await freshStore();
    expect($session.get()).toMatchObject({ loggedIn: true, memCode: 'M-101', memType: 'Life' });
  });

  it('signOut clears every key', async () => {
    const { $session, signIn, signOut } = await freshStore();
    signIn(login);
    signOut();
    expect(Object.values(stored()).every((value) => value === null)).toBe(true);
    expect($session.get()).toMatchObject({ loggedIn: false, token: '', userName: '' });
  });

  it('follows a sign-out in another tab', async () => {
    const { $session, signIn } = await freshStore();
    signIn(login);
    for (const key of KEYS) localStorage.removeItem(key); // what the other tab did
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'isLoggedIn', oldValue: 'true', newValue: null }),
    );
    expect($session.get().loggedIn).toBe(false);
  });

  it('follows a sign-in in another tab', async () => {
    const { $session } = await freshStore();
    localStorage.setItem('isLoggedIn', 'true');
    localStorage.setItem('access_token', 'other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect($session.get()).toMatchObject({ loggedIn: true, token: 'other-tab' });
  });

  it('lets go of the window it listened to once unused, even when that window is gone', async () => {
    vi.useFakeTimers();
    const { stop } = await freshStore();
    stop();
    // The page or test must not end with an error.
    expect(unmountWithWindowGone).not.toThrow();
  });

  it('holds a one-time-code session without the flag until completeSignIn', async () => {
    localStorage.setItem('isLoggedIn', 'true'); // stale flag of an earlier session
    const { $session, holdOtpSession, completeSignIn } = await freshStore();
    holdOtpSession(login);
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
    expect($session.get()).toMatchObject({ loggedIn: false, token: 'token-123' });
    completeSignIn();
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
    expect($session.get().loggedIn).toBe(true);
  });

  it('expireSession signs out and leaves a notice that survives a page load', async () => {
    const first = await freshStore();
    first.signIn(login);
    first.expireSession();
    expect(first.$session.get().loggedIn).toBe(false);
    expect(first.$sessionNotice.get()).toBe(messages.sessionExpired);
    expect(sessionStorage.getItem(SESSION_NOTICE_KEY)).toBe(messages.sessionExpired);

    const next = await freshStore();
    expect(next.$sessionNotice.get()).toBe(messages.sessionExpired);
    next.signIn(login);
    expect(next.$sessionNotice.get()).toBe('');
    expect(sessionStorage.getItem(SESSION_NOTICE_KEY)).toBeNull();
  });
});

describe('club API of the islands', () => {
  it('on a 401 signs out, leaves the notice and goes to /login?next=<this page>, once', async () => {
    const { signIn, $session, $sessionNotice } = await freshStore();
    const { createClubApi } = await import('../../src/stores/club-api.ts');
    signIn(login);
    window.history.replaceState(null, '', '/booking-list?page=2');
    const seen: (string | null)[] = [];
    const fetch = (async (_url: string, init?: RequestInit) => {
      seen.push(new Headers(init?.headers).get('authorization'));
      return new Response(JSON.stringify({ error: true, message: 'Expired', data: null }), {
        status: 401,
      });
    }) as typeof globalThis.fetch;
    const navigate = vi.fn();
    const api = createClubApi({ baseUrl: 'https://api.example/v1', fetch, navigate });

    const calls = [
      api.get('booking/list', v.unknown(), { auth: true }),
      api.get('notice-list', v.unknown(), { auth: true }),
    ];
    await Promise.allSettled(calls);

    expect(seen).toEqual(['Bearer token-123', 'Bearer token-123']);
    expect($session.get().loggedIn).toBe(false);
    expect($sessionNotice.get()).toBe(messages.sessionExpired);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login?next=%2Fbooking-list%3Fpage%3D2');
  });
});
