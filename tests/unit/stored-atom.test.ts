// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unmountWithWindowGone } from './support/window-gone.ts';
import { storedAtom } from '../../src/stores/stored-atom.ts';

// The cart and the kept menu live in localStorage through the site's one storage helper
// (members-area §3): read as the page loads (the cart is drawn from it before React), written
// on every change, and the cart follows another tab's.

const KEY = 'test-cart';
const numbers = (follow?: boolean) =>
  storedAtom<number[]>(KEY, [], {
    decode: (stored) => (stored === null ? [] : (JSON.parse(stored) as number[])),
    encode: (value) => (value.length ? JSON.stringify(value) : undefined),
    follow,
  });

/** Another tab writes the key (the storage event this tab then gets). */
function otherTab(value: string | null) {
  if (value === null) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: value }));
}

const stops: (() => void)[] = [];
beforeEach(() => localStorage.clear());
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  vi.restoreAllMocks();
});

describe('storedAtom', () => {
  it('holds what is stored as soon as it is made, before anything listens', () => {
    localStorage.setItem(KEY, '[1,2]');
    expect(numbers().get()).toEqual([1, 2]);
    expect(numbers().lc).toBe(0);
  });

  it('writes every change, and an empty value leaves no key behind', () => {
    const $stored = numbers();
    $stored.set([3]);
    expect(localStorage.getItem(KEY)).toBe('[3]');
    $stored.set([]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("follows another tab's changes while it is used", () => {
    const $stored = numbers();
    stops.push($stored.listen(() => {}));
    otherTab('[7]');
    expect($stored.get()).toEqual([7]);
    otherTab(null);
    expect($stored.get()).toEqual([]);
  });

  it('lets go of the window it listened to once unused, even when that window is gone', () => {
    vi.useFakeTimers();
    numbers().listen(() => {})();
    // The page or test must not end with an error.
    expect(unmountWithWindowGone).not.toThrow();
  });

  it('reads the key again when first used after another tab changed it meanwhile', () => {
    const $stored = numbers();
    localStorage.setItem(KEY, '[9]');
    stops.push($stored.listen(() => {}));
    expect($stored.get()).toEqual([9]);
  });

  it('keeps the same value when nothing changed (no new render for the same cart)', () => {
    localStorage.setItem(KEY, '[1]');
    const $stored = numbers();
    const first = $stored.get();
    stops.push($stored.listen(() => {}));
    window.dispatchEvent(new Event('pageshow'));
    expect($stored.get()).toBe(first);
  });

  it('does not follow other tabs when told not to (the kept menu)', () => {
    const $stored = numbers(false);
    stops.push($stored.listen(() => {}));
    otherTab('[5]');
    expect($stored.get()).toEqual([]);
  });

  it('keeps a change for this page when the storage refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const $stored = numbers();
    $stored.set([4]);
    expect($stored.get()).toEqual([4]);
  });
});
