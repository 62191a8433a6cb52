import type { AstroIntegration } from 'astro';
import type { BuildProgress } from './contract.ts';

/**
 * The Astro integration that tells the build worker where a build is, from Astro's own hooks
 * (the render kit counts the pages as they are rendered: publisher/build/render-kit.ts). It
 * comes before the page finishing (integrations/finish-pages.ts), whose end the worker's
 * answer marks.
 */
export function buildProgress(onProgress: (progress: BuildProgress) => void): AstroIntegration {
  return {
    name: 'club:build-progress',
    hooks: {
      'astro:config:done': () => onProgress({ phase: 'Collecting build info' }),
      'astro:build:start': () => onProgress({ phase: 'Bundling scripts and styles' }),
      'astro:build:done': () => onProgress({ phase: 'Finishing pages' }),
    },
  };
}
