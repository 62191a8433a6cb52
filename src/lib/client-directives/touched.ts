import type { ClientDirective } from 'astro';
import { whenIslandsWake, WAKING_EVENTS } from '../painted-islands.ts';
import { drawnWhole } from '../whole-rooms.ts';

// client:touched — the island of a page whose room, once drawn before React, is the whole page
// (an election document: src/lib/whole-rooms.ts): handed to React at the member's first touch,
// click or key in it. Until the room is drawn whole, or when it is not (an error, an empty
// answer), as client:painted: once the page's islands wake.
// Astro bundles this file into an inline script of each page that uses it
// (integrations/painted-islands.ts registers it).

/** Hydrates the island at the first touch in it, or at the wake unless its room is whole. */
const touched: ClientDirective = (load, _options, island) => {
  let asked = false;
  const hydrate = () => {
    if (asked) return;
    asked = true;
    void load().then((take) => take());
  };
  for (const type of WAKING_EVENTS) island.addEventListener(type, hydrate, { capture: true });
  whenIslandsWake(island, () => {
    if (!drawnWhole(island.ownerDocument)) hydrate();
  });
};

export default touched;
