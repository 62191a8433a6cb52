import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

// The member pages' islands wait for the first paint and the member's data
// (src/lib/painted-islands.ts): the client:painted directive.

/** Adds client:painted (src/lib/client-directives/painted.ts). */
export const paintedIslands = (): AstroIntegration => ({
  name: 'club:painted-islands',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({
        name: 'painted',
        entrypoint: fileURLToPath(
          new URL('../src/lib/client-directives/painted.ts', import.meta.url),
        ),
      });
    },
  },
});
