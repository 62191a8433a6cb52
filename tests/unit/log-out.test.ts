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
