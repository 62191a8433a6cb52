import { placeAfterPaintTemplates } from './after-paint.ts';

// A member page's first screen is its prebuilt HTML and the member's data, drawn by the page's
// small script as soon as its first call answers (src/scripts/early-room.ts). React is not
// needed for either: asked for while the page loads, its ~65 KB gzip compete with the first
// call and the paint on a phone's network (issue 27: every member page's LCP was 1.9–3.8× its
// bare-HTML ceiling). So the member pages' islands wait (client:painted, the directive of
// src/lib/client-directives/painted.ts): React is asked for once the page has painted and its
// rooms have settled (drawn, or their first call answered without anything to draw), or at
// once when the member touches, clicks or tabs into an island. Three parts talk through the
// page itself, a mark and an event each: the page script drawing a room marks its template
// settled (src/scripts/early-room.ts); the page's wake script (MemberLayout's, AuthPage's)
// then marks the page's islands woken; the directive, a small inline script of every island
// page, hands each island to React on that news.

/** The mark a room's template carries once the room has settled. */
export const ROOM_SETTLED_MARK = 'data-settled';

/** The event the document hears when a room has settled. */
export const ROOM_SETTLED_EVENT = 'club:settled';

/** How long after `load` the islands wait for the page's rooms at most. Nothing before a room
 * settles needs React (the loading state and the 'not answering yet' line are the page's own,
 * and a touch wakes an island at once), so this only guards against a room that never settles
 * (a page script that failed): React then takes the room over and makes the call itself. */
export const ROOM_WAIT_MS = 10_000;

/** The mark <html> carries once the page's islands may have React. */
export const ISLANDS_WOKEN_MARK = 'data-woken';

/** The event the document hears when the page's islands may have React. */
export const ISLANDS_WAKE_EVENT = 'club:wake';

/** What wakes an island at once: the member's first touch, click or key in it. */
export const WAKING_EVENTS = ['pointerdown', 'keydown', 'focusin', 'click'] as const;

/** Marks a room's template settled and tells the document (once). */
export function markRoomSettled(template: Element): void {
  if (template.hasAttribute(ROOM_SETTLED_MARK)) return;
  template.setAttribute(ROOM_SETTLED_MARK, '');
  template.ownerDocument.dispatchEvent(new Event(ROOM_SETTLED_EVENT));
}

/** Whether every room of the page has settled (true on a page without rooms). */
export const roomsSettled = (doc: Document): boolean =>
  doc.querySelector(`template[data-early-room]:not([${ROOM_SETTLED_MARK}])`) === null;

/** Marks the page's islands woken and tells them (once); what waited for the first paint
 * (the manifest link) is put in place with them: a member page has no visitors' loader. */
export function wakeIslands(doc: Document): void {
  const root = doc.documentElement;
  if (root.hasAttribute(ISLANDS_WOKEN_MARK)) return;
  root.setAttribute(ISLANDS_WOKEN_MARK, '');
  placeAfterPaintTemplates(doc);
  doc.dispatchEvent(new Event(ISLANDS_WAKE_EVENT));
}

/**
 * Calls `hydrate` once the page's islands are woken. No timer of its own: the wake comes from
 * the layout's script, which loads with the same members' code the islands import, so an
 * island could not have React without it either (and every byte here is in every page).
 */
export function whenIslandsWake(island: HTMLElement, hydrate: () => void): void {
  const doc = island.ownerDocument;
  if (doc.documentElement.hasAttribute(ISLANDS_WOKEN_MARK)) hydrate();
  else doc.addEventListener(ISLANDS_WAKE_EVENT, hydrate, { once: true });
}

/** How long after the member's data is drawn the islands wait: the frame showing it comes a
 * few frames later on a busy phone (its largest contentful paint reported later still), and
 * React's files asked for before that would count against the paint. */
export const SHOWN_WAIT_MS = 100;

/**
 * Wakes the page's islands: after `load`, SHOWN_WAIT_MS after the page's rooms have settled
 * (the first paint, and the frame showing the member's data, are on screen by then); at the
 * latest ROOM_WAIT_MS after `load`; or at once at the member's first touch, click or key in
 * an island. A click or a key in an island React does not have yet is held and given again
 * once it has (Astro's astro:hydrate).
 */
export function wakeIslandsWhenPainted(doc: Document): void {
  const win = doc.defaultView!;
  const wake = () => wakeIslands(doc);
  const whenShown = () => win.setTimeout(wake, SHOWN_WAIT_MS);
  for (const type of WAKING_EVENTS)
    doc.addEventListener(
      type,
      (event) => {
        const target = event.target as Element;
        const island = target.closest?.('astro-island');
        if (!island) return;
        wake();
        // A tap or a key on a prebuilt control (Place Order, a card's toggle, a tab) before
        // React has its island would do nothing: it is held, and given again in the same
        // place once React has it. Not a link's click (the browser follows it by itself),
        // Enter or Space (a button makes them its click, held the same way), nor keys typed
        // into a field (the field keeps its text: useKeepTyped).
        const held =
          type === 'click'
            ? !target.closest('a[href]')
            : type === 'keydown' &&
              !/^( |Enter)$/.test((event as KeyboardEvent).key) &&
              !target.matches('input,textarea,select');
        if (!held || !island.hasAttribute('ssr')) return;
        // No handler of React's is there yet to stop: what the event would do by itself waits.
        event.preventDefault();
        const again = () =>
          target.dispatchEvent(new (event.constructor as typeof Event)(type, event));
        island.addEventListener('astro:hydrate', again, { once: true });
      },
      true,
    );
  const afterLoad = () => {
    win.setTimeout(wake, ROOM_WAIT_MS);
    if (roomsSettled(doc)) whenShown();
    else doc.addEventListener(ROOM_SETTLED_EVENT, () => roomsSettled(doc) && whenShown());
  };
  if (doc.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
}
