import type { ClientDirective } from 'astro';
import { whenIslandsWake } from '../painted-islands.ts';

// client:painted — a member page's island is handed to React once the page has painted and
// its rooms have settled, or at the member's first touch (why, and the page script that says
// when: src/lib/painted-islands.ts).
// Astro bundles this file into an inline script of each page that uses it
// (integrations/painted-islands.ts registers it).

/** Hydrates the island after the first paint and the page's rooms (or at the first touch). */
const painted: ClientDirective = (load, _options, island) => {
  whenIslandsWake(island, () => {
    void load().then((hydrate) => hydrate());
  });
};

export default painted;
