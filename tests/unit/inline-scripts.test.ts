// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  beforePaintScript,
  offlineWorkerScript,
  pageMarksScript,
} from '../../src/lib/inline-scripts.ts';

const run = (code: string, location?: Partial<Location>) =>
  new Function('location', code)(location ?? window.location);

beforeEach(() => {
  // jsdom has no media queries: a touch screen's answer.
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  localStorage.clear();
  delete document.documentElement.dataset.session;
  delete document.documentElement.dataset.hover;
});
afterEach(() => {
  vi.unstubAllGlobals();
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
    run(pageMarksScript);
    expect(document.documentElement.dataset.session).toBe(mark);
  });

  it('marks a visitor when storage cannot be read', () => {
    const refused = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      run(pageMarksScript);
    } finally {
      Object.defineProperty(window, 'localStorage', refused);
    }
    expect(document.documentElement.dataset.session).toBe('visitor');
  });

  it('declares nothing at its top level (scripts of a page share one global scope)', () => {
    expect(() => run(pageMarksScript + pageMarksScript)).not.toThrow();
    expect(document.documentElement.dataset.session).toBe('visitor');
  });
});

describe("the page's one before-paint script", () => {
  it('carries the member guard on member pages only', () => {
    expect(beforePaintScript(false)).toBe(pageMarksScript);
    expect(beforePaintScript(false)).not.toContain('location.replace(');
    expect(beforePaintScript(true)).toContain('location.replace(');
  });

  it('declares nothing at its top level on a member page either', () => {
    const script = beforePaintScript(true, { headCall: true });
    expect(() => run(script + ';' + script, { replace() {} })).not.toThrow();
  });

  it('sends a visitor away from a member page, after marking the page', () => {
    const went: string[] = [];
    run(beforePaintScript(true), {
      pathname: '/notice-list',
      search: '',
      hash: '',
      replace: (url: string | URL) => void went.push(String(url)),
    });
    expect(document.documentElement.dataset.session).toBe('visitor');
    expect(went).toEqual(['/login?next=%2Fnotice-list']);
  });
});

describe('the member pages guard (in the before-paint script)', () => {
  it('sends a visitor to /login with this page as next', () => {
    const went: string[] = [];
    run(beforePaintScript(true), {
      pathname: '/booking-list',
      search: '?page=2',
      hash: '#b1',
      replace: (url: string | URL) => void went.push(String(url)),
    });
    expect(went).toEqual(['/login?next=%2Fbooking-list%3Fpage%3D2%23b1']);
  });

  it('leaves a member where they are, marked', () => {
    localStorage.setItem('isLoggedIn', 'true');
    localStorage.setItem('access_token', 'token-123');
    const went: string[] = [];
    run(beforePaintScript(true), { replace: (url: string | URL) => void went.push(String(url)) });
    expect(document.documentElement.dataset.session).toBe('member');
    expect(went).toEqual([]);
  });
});

describe('the offline worker script of public pages', () => {
  /** Runs the script with a stand-in service worker container and cache storage. */
  function runWorkerScript(code: string) {
    const calls: string[] = [];
    const registration = { unregister: async () => void calls.push('unregister') };
    const serviceWorker = {
      register: async (url: string, options: RegistrationOptions) =>
        void calls.push(`register ${url} ${JSON.stringify(options)}`),
      getRegistrations: async () => [registration, registration],
    };
    const caches = {
      keys: async () => ['club-pages', 'workbox-precache'],
      delete: async (name: string) => void calls.push(`delete ${name}`),
    };
    const listeners: (() => void)[] = [];
    const addEventListener = (type: string, listener: () => void) =>
      type === 'load' && listeners.push(listener);
    new Function('navigator', 'caches', 'addEventListener', code)(
      { serviceWorker },
      caches,
      addEventListener,
    );
    return { calls, load: () => listeners.forEach((listener) => listener()) };
  }
  const settle = () => new Promise((done) => setTimeout(done, 0));

  it('registers /sw.js for the whole site past the HTTP cache, once the page has loaded', async () => {
    const { calls, load } = runWorkerScript(offlineWorkerScript('on'));
    await settle();
    expect(calls).toEqual([]);
    load();
    await settle();
    expect(calls).toEqual(['register /sw.js {"scope":"/","updateViaCache":"none"}']);
  });

  it("with PUBLIC_SERVICE_WORKER=off unregisters every worker and empties the site's caches", async () => {
    const { calls, load } = runWorkerScript(offlineWorkerScript('off'));
    load();
    await settle();
    expect(calls).toEqual([
      'unregister',
      'unregister',
      'delete club-pages',
      'delete workbox-precache',
    ]);
  });

  it('does nothing in a browser without service workers', () => {
    expect(() =>
      new Function('navigator', 'addEventListener', offlineWorkerScript('on'))({}, () => {
        throw new Error('no listener expected');
      }),
    ).not.toThrow();
  });
});
