import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { pageJavaScript } from './check-page-weight.ts';

// A page with islands learns of their files only when the island script runs, late in the
// page, and of each file's imports only when that file has arrived: a chain of round trips.
// After the build, every such page gets a <link rel="modulepreload"> in its head for each
// file its islands and scripts load (as the page-weight check finds them), so the browser
// asks for all of them at once while it reads the head.

const MARK = 'data-island-preload';

/**
 * Whether a page has an island that starts at once (client:load). One that waits for idle
 * time (the login form, after its page's first paint) wants nothing preloaded: its files
 * would compete with the first paint.
 */
export const startsIslandsAtOnce = (html: string) =>
  /<astro-island\b[^>]*\sclient="load"/.test(html);

/** `html` with modulepreload links for `files` (site paths) before its </head>; once only. */
export function withPreloads(html: string, files: readonly string[]): string {
  if (html.includes(MARK) || files.length === 0 || !html.includes('</head>')) return html;
  const links = files.map((file) => `<link rel="modulepreload" href="${file}" ${MARK}>`).join('');
  return html.replace('</head>', `${links}</head>`);
}

/** The Astro integration: preloads the script files of every page whose islands start at once. */
export function preloadIslands(): AstroIntegration {
  return {
    name: 'preload-islands',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const root = fileURLToPath(dir);
        for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
          if (!name.endsWith('.html')) continue;
          const file = join(root, name);
          const html = readFileSync(file, 'utf8');
          if (!startsIslandsAtOnce(html)) continue;
          const { files } = pageJavaScript(root, html);
          const sitePaths = files
            .map((found) => '/' + relative(root, found).split(sep).join('/'))
            .filter((path) => !html.includes(`src="${path}"`));
          writeFileSync(file, withPreloads(html, sitePaths));
        }
      },
    },
  };
}
