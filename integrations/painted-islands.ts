import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

// The member pages' islands wait for the first paint and the member's data
// (src/lib/painted-islands.ts): the client:painted directive; an island whose room, drawn, is
// the whole page waits for the member's touch (src/lib/whole-rooms.ts): client:touched.

/** Adds client:painted and client:touched (src/lib/client-directives/). */
export const paintedIslands = (): AstroIntegration => ({
  name: 'club:painted-islands',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      for (const name of ['painted', 'touched'])
        addClientDirective({
          name,
          entrypoint: fileURLToPath(
            new URL(`../src/lib/client-directives/${name}.ts`, import.meta.url),
          ),
        });
    },
  },
});
