import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSiteConfig } from '../../src/lib/settings.ts';

const root = join(import.meta.dirname, '../..');
const example = readFileSync(join(root, '.env.example'), 'utf8');
const listed = new Map(
  [...example.matchAll(/^([A-Z0-9_]+)=(.*)$/gm)].map(([, name, value]) => [name!, value!]),
);

/** The code files under `dir`; the bench's scratch folder (git ignores it) holds builds. */
function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(root, 'bench/tmp') ? [] : codeFiles(path);
    return /\.(ts|mjs|astro)$/.test(entry.name) ? [path] : [];
  });
}

/** Every environment variable the project's code reads by name. */
function variablesRead(): Set<string> {
  const names = new Set<string>();
  for (const folder of ['api', 'integrations', 'publisher', 'scripts', 'bench', 'src']) {
    for (const file of codeFiles(join(root, folder))) {
      const text = readFileSync(file, 'utf8');
      for (const [, name] of text.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)) names.add(name!);
      for (const [, name] of text.matchAll(/\b(?:wholeNumber|envNumber)\('([A-Z][A-Z0-9_]+)'/g))
        names.add(name!);
      for (const [, name] of text.matchAll(/\b(PUBLIC_[A-Z0-9_]+)\b/g)) names.add(name!);
    }
  }
  // Set by the tools themselves, never by a person.
  // (and PUBLIC_PAGE_BUDGET, a constant, and import.meta.env.PROD, Vite's).
  for (const internal of [
    'NODE_ENV',
    'PROD',
    'BUNDLE_REPORT_FILE',
    'ASTRO_CACHE_DIR',
    'CLUB_WORKER_RSS_MB',
    'PUBLIC_',
    'PUBLIC_PAGE_BUDGET',
    // The CDN Worker's bindings, written by the publisher into its configuration
    // (publisher/deploy/cloudflare.ts), and the system's own paths wrangler is given.
    'ASSETS',
    'MEMBER_API_URL',
    'ORDER_API_URL',
    'ORDER_USERNAME',
    'ORDER_PASSWORD',
    'ORDER_ACCESS_KEY',
    'PATH',
    'HOME',
    'TMPDIR',
  ])
    names.delete(internal);
  return names;
}

describe('.env.example', () => {
  it('lists every setting the code reads', () => {
    const missing = [...variablesRead()].filter((name) => !listed.has(name)).sort();
    expect(missing).toEqual([]);
  });

  it('works as it is when copied to .env (empty values fall back to the demo)', () => {
    const site = readSiteConfig(Object.fromEntries(listed));
    expect(site.apiUrl).toMatch(/^http:\/\/localhost:4010\//);
  });
});
