import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { shellRewriteRules } from '../src/lib/member-shells.ts';

/** The rewrite rules' file in a build (read by the host, never served as a page). */
export const REDIRECTS_FILE = '_redirects';

/**
 * Writes `_redirects` into every build: the rewrite rules (Netlify / Cloudflare Pages syntax)
 * that answer member id routes such as /billing/details/{id} with their shell page, so the
 * static files work on a CDN exactly as on the publish server.
 */
export function memberShellRedirects(): AstroIntegration {
  return {
    name: 'member-shell-redirects',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        await writeFile(new URL(REDIRECTS_FILE, dir), shellRewriteRules());
      },
    },
  };
}
