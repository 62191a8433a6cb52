import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheForCode } from '../../publisher/build/astro-build.ts';

// Astro's incremental build restores a page with the script names of the build that made it.
// After a deploy that changed a script alone, those pages loaded files that were gone and the
// publish was refused for its broken links (seen in the browser tests' kept cache): the pages'
// cache is kept only for the code that made it; the downloaded pictures always stay.

let cacheDir: string;
const manifest = () => join(cacheDir, 'incremental-build.json');
const picture = () => join(cacheDir, 'assets-picture.webp');

beforeEach(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'astro-cache-'));
  await writeFile(manifest(), '{"version":1}');
  await writeFile(picture(), 'webp');
});
afterEach(() => rm(cacheDir, { recursive: true, force: true }));

describe('cacheForCode', () => {
  it.each([
    ['a cache whose code is not known (made before this rule)', null, 'code-b', true],
    ['a cache made by other code (a deploy)', 'code-a', 'code-b', true],
    ['a cache made by the same code', 'code-b', 'code-b', false],
  ])('%s: pages forgotten %s', async (_, before, now, forgotten) => {
    if (before) await writeFile(join(cacheDir, 'code-hash'), before);
    expect(await cacheForCode(cacheDir, now)).toBe(forgotten);
    expect(existsSync(manifest())).toBe(!forgotten);
    expect(existsSync(picture())).toBe(true);
    expect(await readFile(join(cacheDir, 'code-hash'), 'utf8')).toBe(now);
  });

  it('makes the cache directory of a first build', async () => {
    const fresh = join(cacheDir, 'new', 'key');
    expect(await cacheForCode(fresh, 'code-a')).toBe(true);
    expect(await cacheForCode(fresh, 'code-a')).toBe(false);
  });
});
