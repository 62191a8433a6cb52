// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ISLANDS_WOKEN_MARK,
  markRoomSettled,
  ROOM_WAIT_MS,
  SHOWN_WAIT_MS,
  wakeIslands,
  wakeIslandsWhenPainted,
  WAKING_EVENTS,
  whenIslandsWake,
} from '../../src/lib/painted-islands.ts';

// Issue 27: a member page's island (client:painted) asks for React only once the page has
// painted and its rooms have settled — drawn, or their first call answered — so React's files
// never compete with the member's data; the member's first touch wakes it at once.

/** A member page with `rooms` room templates and one island; `loaded`: its load event came. */
function memberPage(rooms: number, loaded: boolean) {
  document.body.innerHTML =
    '<astro-island ssr><button>Search</button></astro-island>' +
    Array.from({ length: rooms }, (_, i) => `<template data-early-room="r${i}"></template>`).join(
      '',
    );
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(loaded ? 'complete' : 'interactive');
  document.documentElement.removeAttribute(ISLANDS_WOKEN_MARK);
  const island = document.querySelector<HTMLElement>('astro-island')!;
  // The island's directive hydrates on the page script's news.
  const woken = vi.fn();
  whenIslandsWake(island, woken);
  wakeIslandsWhenPainted(document);
  const templates = [...document.querySelectorAll('template')];
  return { island, woken, templates };
}

/** A frame, and the wait for it to be shown. */
const paint = () => vi.advanceTimersByTime(20 + SHOWN_WAIT_MS);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  // jsdom has no paint timing: the two-frames rule stands in for the paint's news.
  vi.stubGlobal('PerformanceObserver', undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('client:painted (wakeIslandsWhenPainted, whenIslandsWake)', () => {
  it('wakes an island of a page without rooms once the page has painted, not before', () => {
    const { woken } = memberPage(0, true);
    expect(woken).not.toHaveBeenCalled();
    paint();
    expect(woken).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event before it looks for the paint', () => {
    const { woken } = memberPage(0, false);
    paint();
    expect(woken).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    paint();
    expect(woken).toHaveBeenCalledTimes(1);
  });

  it("waits for every room to settle (the member's data drawn, or its call answered)", () => {
    const { woken, templates } = memberPage(2, true);
    paint();
    expect(woken).not.toHaveBeenCalled();
    markRoomSettled(templates[0]!);
    paint();
    expect(woken).not.toHaveBeenCalled();
    markRoomSettled(templates[1]!);
    // Not before the frame that shows the member's data.
    expect(woken).not.toHaveBeenCalled();
    paint();
    expect(woken).toHaveBeenCalledTimes(1);
  });

  it('puts what waited for the first paint in place when it wakes (the manifest link)', () => {
    const { woken } = memberPage(0, true);
    document.head.innerHTML =
      '<template data-after-paint><link rel="manifest" href="/manifest.webmanifest"></template>';
    expect(document.querySelector('link[rel="manifest"]')).toBeNull();
    paint();
    expect(woken).toHaveBeenCalledTimes(1);
    expect(document.head.innerHTML).toBe('<link rel="manifest" href="/manifest.webmanifest">');
  });

  it('wakes after the paint at once when the rooms settled before it (a stored cart)', () => {
    const { woken, templates } = memberPage(1, true);
    markRoomSettled(templates[0]!);
    expect(woken).not.toHaveBeenCalled();
    paint();
    expect(woken).toHaveBeenCalledTimes(1);
  });

  it(`stops waiting for a room that never settles ${ROOM_WAIT_MS} ms after load`, () => {
    const { woken } = memberPage(1, true);
    vi.advanceTimersByTime(ROOM_WAIT_MS - 100);
    expect(woken).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(woken).toHaveBeenCalledTimes(1);
  });

  it.each(WAKING_EVENTS)("wakes at once on the member's first %s in the island", (type) => {
    const { island, woken, templates } = memberPage(1, false);
    island.querySelector('button')!.dispatchEvent(new Event(type, { bubbles: true }));
    expect(woken).toHaveBeenCalledTimes(1);
    // Once only, whatever comes after.
    window.dispatchEvent(new Event('load'));
    paint();
    markRoomSettled(templates[0]!);
    vi.advanceTimersByTime(ROOM_WAIT_MS);
    island.dispatchEvent(new Event(type));
    expect(woken).toHaveBeenCalledTimes(1);
  });

  it('leaves a touch outside the islands alone (the menu, a link)', () => {
    const { woken } = memberPage(1, false);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(woken).not.toHaveBeenCalled();
  });

  it('hydrates an island that comes after the wake at once', () => {
    document.body.innerHTML = '<astro-island ssr></astro-island>';
    document.documentElement.removeAttribute(ISLANDS_WOKEN_MARK);
    wakeIslands(document);
    const hydrate = vi.fn();
    whenIslandsWake(document.querySelector('astro-island')!, hydrate);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });
});
