// @vitest-environment jsdom
import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import touched from '../../src/lib/client-directives/touched.ts';
import { ISLANDS_WOKEN_MARK, wakeIslands, WAKING_EVENTS } from '../../src/lib/painted-islands.ts';
import { drawnWhole, markWholeWhenDrawn, ROOM_WHOLE_MARK } from '../../src/lib/whole-rooms.ts';
import type { EarlyRoom } from '../../src/stores/first-screen.ts';

// Issue 27: an election document drawn before React is the whole page, so React (whose
// evaluation after the paint cost these pages their TBT budget) comes at the member's first
// touch in it, and only then; a document not drawn (an error, an empty answer) gets React as
// every member page's island does.

type Doc = { url: string | null } | 'failed' | null;

/** An election document page: its island (client:touched) and its room's template. */
function documentPage() {
  document.body.innerHTML =
    '<astro-island ssr><a href="/x.pdf">Download</a></astro-island>' +
    '<template data-early-room="document"></template>';
  document.documentElement.removeAttribute(ISLANDS_WOKEN_MARK);
  const island = document.querySelector<HTMLElement>('astro-island')!;
  const template = document.querySelector('template')!;
  const store = atom<Doc>(null);
  const early = {
    store,
    record: (value: Doc) => (value && value !== 'failed' && value.url ? value : null),
  } as unknown as EarlyRoom<Doc>;
  const hydrated = vi.fn();
  void touched(() => Promise.resolve(hydrated), { name: 'ElectionDocument', value: '' }, island);
  return { island, template, store, early, hydrated };
}

/** Lets the island's load() promise settle. */
const settle = () => new Promise((done) => setTimeout(done));

beforeEach(() => vi.restoreAllMocks());
afterEach(() => (document.body.innerHTML = ''));

describe('markWholeWhenDrawn', () => {
  it.each<[string, Doc, boolean]>([
    ['a document drawn', { url: '/x.pdf' }, true],
    ['a document without its PDF (left to React)', { url: null }, false],
    ['a failed call (left to React)', 'failed', false],
    ['the call still on its way', null, false],
  ])('%s: whole %s', (_, value, expected) => {
    const { template, store, early } = documentPage();
    markWholeWhenDrawn(template, early);
    store.set(value);
    expect(template.hasAttribute(ROOM_WHOLE_MARK)).toBe(expected);
    expect(drawnWhole(document)).toBe(expected);
  });

  it('marks at once what the store already holds, and stops listening', () => {
    const { template, store, early } = documentPage();
    store.set({ url: '/x.pdf' });
    markWholeWhenDrawn(template, early);
    expect(drawnWhole(document)).toBe(true);
    expect(store.lc).toBe(0);
  });
});

describe('client:touched', () => {
  it("leaves React out at the page's wake once the room is whole", async () => {
    const { template, store, early, hydrated } = documentPage();
    markWholeWhenDrawn(template, early);
    store.set({ url: '/x.pdf' });
    wakeIslands(document);
    await settle();
    expect(hydrated).not.toHaveBeenCalled();
  });

  it.each(WAKING_EVENTS)(
    "hands the whole room to React at the member's first %s in it",
    async (type) => {
      const { island, template, store, early, hydrated } = documentPage();
      markWholeWhenDrawn(template, early);
      store.set({ url: '/x.pdf' });
      wakeIslands(document);
      island.querySelector('a')!.dispatchEvent(new Event(type, { bubbles: true }));
      island.dispatchEvent(new Event(type));
      await settle();
      expect(hydrated).toHaveBeenCalledTimes(1);
    },
  );

  it.each<[string, Doc]>([
    ['a failed call', 'failed'],
    ['a document without its PDF', { url: null }],
  ])('hands the island to React at the wake after %s (React shows it)', async (_, value) => {
    const { template, store, early, hydrated } = documentPage();
    markWholeWhenDrawn(template, early);
    store.set(value);
    wakeIslands(document);
    await settle();
    expect(hydrated).toHaveBeenCalledTimes(1);
  });
});
