import type { Plugin } from 'vite';

// Vite wraps each import() of the browser code in a helper that first fetches the imported
// chunk's own imports and stylesheets side by side. The site's import()s are few and rare
// (Log Out's API client, the booking cancel dialog) and load no stylesheet (every page
// carries its CSS inline), yet the helper (about 0.7 KB gzip) sat in the chunk every page
// loads. Here an import() just imports: the browser then fetches the chunk's imports as it
// reads it, a round trip the member saves many times over on every page's first load.
// Vite still writes each import()'s list of files for the helper (never read now): it goes.

const PRELOAD_HELPER = '\0vite/preload-helper.js';
const fileListCall = /,__vite__mapDeps\(\[[\d,]*\]\)/g;
const fileList =
  /const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=\[[^\]]*\]\)\)\)=>i\.map\(i=>d\[i\]\);\n?/;

/** Vite plugin: the browser build's dynamic imports without Vite's preload helper. */
export function plainDynamicImports(): Plugin {
  return {
    name: 'club-plain-dynamic-imports',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    load(id) {
      return id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : null;
    },
    generateBundle: {
      // After Vite has written the lists.
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.code.includes('__vite__mapDeps')) continue;
          const code = output.code.replace(fileListCall, '');
          // A use of the list this does not know stays, and so does the list.
          if (!code.includes('__vite__mapDeps(')) output.code = code.replace(fileList, '');
        }
      },
    },
  };
}
