import { drawnBeforeReact, type EarlyRoom } from '../stores/first-screen.ts';
import { fillElement } from './fill-element.ts';

// A member page's first API call starts from its head script, before React has arrived; the
// answer is drawn at once into the island's room from the room's template (the island's own
// components rendered with marks: components/members/EarlyRoom.astro), filled by the same
// helper as the public pages' Load More cards. React, once here, takes over that markup as
// it is: it starts from the value drawn (stores/first-screen.ts), so nothing changes. On a
// slow phone this draws the member's data a round trip and React's evaluation sooner (about
// half the largest paint of a list page: docs/bench.md, the mechanisms table).

/**
 * Draws a page's room from its template as soon as its store has something to show (its
 * `record`). Never once React has taken the island over: the room is React's then.
 */
export function drawEarly<T>({ name, room, store, record, also = [] }: EarlyRoom<T>): void {
  const template = document.querySelector<HTMLTemplateElement>(`[data-early-room="${name}"]`);
  const model = template?.content.querySelector(room);
  if (!model) return;
  /** Draws `value`; true when nothing is left to do. */
  const draw = (value: T): boolean => {
    const shown = document.querySelector(room);
    // Astro takes the `ssr` mark off an island once it has handed it to React.
    if (!shown?.closest('astro-island[ssr]')) return true;
    const fields = record(value);
    if (!fields) return false;
    shown.replaceWith(fillElement(model, fields));
    drawnBeforeReact(store, value);
    for (const [other] of also) drawnBeforeReact(other, other.get());
    return true;
  };
  if (draw(store.get())) return;
  const stop = store.listen((value) => {
    if (draw(value)) stop();
  });
}
