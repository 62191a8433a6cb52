// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { memberGuardScript, sessionMarkScript } from '../../src/lib/inline-scripts.ts';

const run = (code: string, location?: Partial<Location>) =>
  new Function('location', code)(location ?? window.location);

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.session;
});

describe('the before-paint session mark', () => {
  it.each([
    ['signed in', { isLoggedIn: 'true', access_token: 'token-123' }, 'member'],
    ['no flag', { access_token: 'token-123' }, 'visitor'],
    ['flag not exactly true', { isLoggedIn: 'TRUE', access_token: 'token-123' }, 'visitor'],
    ['no token', { isLoggedIn: 'true' }, 'visitor'],
    ['a token with a space', { isLoggedIn: 'true', access_token: 'a b' }, 'visitor'],
    ['nothing stored', {}, 'visitor'],
  ])('%s → %s', (_, stored, mark) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    run(sessionMarkScript);
    expect(document.documentElement.dataset.session).toBe(mark);
  });
});

describe('the member pages guard', () => {
  it('sends a visitor to /login with this page as next', () => {
    document.documentElement.dataset.session = 'visitor';
    const went: string[] = [];
    run(memberGuardScript, {
      pathname: '/booking-list',
      search: '?page=2',
      hash: '#b1',
      replace: (url: string | URL) => void went.push(String(url)),
    });
    expect(went).toEqual(['/login?next=%2Fbooking-list%3Fpage%3D2%23b1']);
  });

  it('leaves a member where they are', () => {
    document.documentElement.dataset.session = 'member';
    const went: string[] = [];
    run(memberGuardScript, { replace: (url: string | URL) => void went.push(String(url)) });
    expect(went).toEqual([]);
  });
});
