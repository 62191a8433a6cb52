// @vitest-environment jsdom
import { atom } from 'nanostores';
import { beforeEach, describe, expect, it } from 'vitest';
import { drawEarly } from '../../src/scripts/early-room.ts';
import { firstScreen, firstScreenValue, type EarlyRoom } from '../../src/stores/first-screen.ts';

// Issue 27: a member page's script draws its room from the room's template as soon as the
// store has the data, before React; React then starts from the value drawn. Never once React
// has the island.

/** A member page: an island (still prebuilt, or React's), and its room's template. */
function page(reactHasIt = false) {
  document.body.innerHTML = `
    <astro-island ${reactHasIt ? '' : 'ssr'}>
      <div class="room" aria-busy="true"><p>Loading...</p></div>
    </astro-island>
    <template data-early-room="notes">
      <div><input></div>
      <div class="room" aria-busy="false"><ul><li data-fill-each="items" data-fill-text="{title}"></li></ul></div>
    </template>`;
}

const room = () => document.querySelector('astro-island .room')!.outerHTML;

type Notes = { items: { title: string }[] } | null;

/** A room whose store holds its notes once they have come (null until then). */
function notesRoom(also: EarlyRoom<Notes>['also'] = []) {
  const store = atom<Notes>(null);
  const early: EarlyRoom<Notes> = {
    name: 'notes',
    room: '.room',
    store,
    record: (value) => (value && value.items.length > 0 ? value : null),
    template: () => ({ items: [{ title: '' }] }),
    also,
  };
  return { store, early };
}

const notes = { items: [{ title: 'AGM' }, { title: 'Pool' }] };

beforeEach(() => page());

describe('drawEarly', () => {
  it('draws the room from its template once the data is there, and React starts from it', () => {
    const { store, early } = notesRoom();
    drawEarly(early);
    expect(room()).toContain('Loading...');
    expect(firstScreenValue(store)).toBeNull();

    store.set(notes);
    expect(room()).toBe(
      '<div class="room" aria-busy="false"><ul><li>AGM</li><li>Pool</li></ul></div>',
    );
    expect(firstScreenValue(store)).toBe(notes);
    // The template stays a template, for nothing else.
    expect(document.querySelector('template')!.innerHTML).toContain('data-fill-each');
    expect(store.lc).toBe(0); // it stopped listening
  });

  it('draws at once what the store already has (a stored cart, a kept answer)', () => {
    const { store, early } = notesRoom();
    store.set(notes);
    drawEarly(early);
    expect(room()).toContain('<li>Pool</li>');
    expect(store.lc).toBe(0);
  });

  it("records the other stores the room shows as they are, for React's first render", () => {
    const tiles = firstScreen(atom<string[]>(['tea']), []);
    const { store, early } = notesRoom([[tiles, []]]);
    drawEarly(early);
    expect(firstScreenValue(tiles)).toEqual([]);
    store.set(notes);
    expect(firstScreenValue(tiles)).toEqual(['tea']);
  });

  it('never draws once React has the island: the room is its own', () => {
    page(true);
    const { store, early } = notesRoom();
    drawEarly(early);
    store.set(notes);
    expect(room()).toContain('Loading...');
    expect(firstScreenValue(store)).toBeNull();
    expect(store.lc).toBe(0);
  });

  it('stops when React takes the island over before the data comes', () => {
    const { store, early } = notesRoom();
    drawEarly(early);
    document.querySelector('astro-island')!.removeAttribute('ssr');
    store.set(notes);
    expect(room()).toContain('Loading...');
    expect(firstScreenValue(store)).toBeNull();
  });

  it('does nothing on a page without its template', () => {
    document.querySelector('template')!.remove();
    const { store, early } = notesRoom();
    drawEarly(early);
    store.set(notes);
    expect(room()).toContain('Loading...');
    expect(store.lc).toBe(0);
  });
});
