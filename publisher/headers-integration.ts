import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { hashOf, type CspSources } from './csp.ts';
import { writeSiteHeaders } from './site-headers.ts';

const inlineScript = /<script\b[^>]*\bis:inline\b[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The hashes (without quotes, as Astro's config takes them) of every `<script is:inline>`
 * in the project's components: Astro copies those bodies into pages as they are, but does
 * not hash them itself.
 */
export function inlineScriptHashes(srcDir: string): string[] {
  const hashes = new Set<string>();
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((name) => name.endsWith('.astro')))
    for (const [, body = ''] of readFileSync(join(srcDir, file), 'utf8').matchAll(inlineScript))
      hashes.add(hashOf(body).slice(1, -1));
  return [...hashes].sort();
}

/**
 * Turns on Astro's CSP support (so each page names the hashes of what the build emitted)
 * and, when the build is done, writes `_headers` (publisher/site-headers.ts) — with every
 * `astro build`, so a CDN's build hook gets the same headers as the publish server. A page
 * holding inline script the build did not make fails the build.
 */
export function siteHeaders(sources: CspSources): AstroIntegration {
  return {
    name: 'site-headers',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        const hashes = inlineScriptHashes(fileURLToPath(config.srcDir));
        updateConfig({
          security: { csp: { algorithm: 'SHA-256', scriptDirective: { hashes } } },
        } as Parameters<typeof updateConfig>[0]);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const { rules, warnings } = await writeSiteHeaders(fileURLToPath(dir), sources);
        warnings.forEach((warning) => logger.warn(warning));
        const ms = Math.round(performance.now() - started);
        logger.info(`_headers written (${rules.length} rules, ${ms} ms).`);
      },
    },
  };
}
