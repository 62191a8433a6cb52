import { markRoomSettled } from '../lib/painted-islands.ts';
import { drawnBeforeReact, type EarlyRoom } from '../stores/first-screen.ts';
import { fillElement } from './fill-element.ts';

// A member page's first API call starts from its page script, before React has arrived; the
// answer is drawn at once into the island's room from the room's template (the island's own
// components rendered with marks: components/members/EarlyRoom.astro), filled by the same
// helper as the public pages' Load More cards. React, once here, takes over that markup as
// it is: it starts from the value drawn (stores/first-screen.ts), so nothing changes. React is
// asked for only once every room has settled (drawn, or its call answered without anything to
// draw): the room's template says so (src/lib/painted-islands.ts).

/**
 * Draws a page's room from its template as soon as its store has something to show (its
 * `record`). Never once React has been asked to take the island over: the room is React's.
 */
export function drawEarly<T>({
  name,
  room,
  store,
  record,
  settled = () => true,
  also = [],
}: EarlyRoom<T>): void {
  const template = document.querySelector<HTMLTemplateElement>(`[data-early-room="${name}"]`);
  if (!template) return;
  const model = template.content.querySelector(room);
  if (!model) return markRoomSettled(template);
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
  /** Draws `value`; drawn, or its call answered, the room has settled (React may come). */
  const step = (value: T): boolean => {
    const done = draw(value);
    if (done || settled(value)) markRoomSettled(template);
    return done;
  };
  if (step(store.get())) return;
  const stop = store.listen((value) => {
    if (step(value)) stop();
  });
}
