import type { EarlyRoom } from '../stores/first-screen.ts';

// An election document drawn before React (its title, its PDF, a Download link) is the whole
// page: React would add nothing to it. These pages paint first, so React's evaluation after
// the paint fell inside a phone's first seconds of work (issue 27: the bench had their TBT
// above the ceiling at 115–123 ms against 100 ms). Their island (client:touched,
// src/lib/client-directives/touched.ts) is handed to React at the member's first touch in it
// once the page script has drawn the room whole, and as any member page's island otherwise
// (an error or an empty answer, which React shows). Only these pages carry this code.

/** The mark a room's template carries once its room is drawn whole. */
export const ROOM_WHOLE_MARK = 'data-whole';

/** Whether the page's room has been drawn whole. */
export const drawnWhole = (doc: Document): boolean =>
  doc.querySelector(`template[${ROOM_WHOLE_MARK}]`) !== null;

/** Marks `template` once `early`'s store holds something its room draws (its record). */
export function markWholeWhenDrawn<T>(template: Element, { store, record }: EarlyRoom<T>): void {
  const mark = (value: T): boolean => {
    if (!record(value)) return false;
    template.setAttribute(ROOM_WHOLE_MARK, '');
    return true;
  };
  if (mark(store.get())) return;
  const stop = store.listen((value) => {
    if (mark(value)) stop();
  });
}
