import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** src/data/build-context.ts, the module the pages and the build worker share. */
export const BUILD_CONTEXT_FILE = fileURLToPath(
  new URL('../src/data/build-context.ts', import.meta.url),
);

/**
 * Vite plugin: the build's server code imports src/data/build-context.ts from its file
 * instead of a bundled copy, so the process running `astro build` (the publisher's build
 * worker) and the pages it renders hold the same `buildContext`. The browser's code never
 * imports it, and `astro dev` bundles it as usual.
 */
export function buildContextLink(): Plugin {
  const target = pathToFileURL(BUILD_CONTEXT_FILE).href;
  return {
    name: 'club-build-context-link',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name !== 'client',
    resolveId(source, importer) {
      if (!source.endsWith('build-context.ts')) return null;
      const file = source.startsWith('file:')
        ? fileURLToPath(source)
        : importer && source.startsWith('.')
          ? resolve(importer.replace(/[?#].*$/, ''), '..', source)
          : resolve(source);
      return file === BUILD_CONTEXT_FILE ? { id: target, external: true } : null;
    },
  };
}
