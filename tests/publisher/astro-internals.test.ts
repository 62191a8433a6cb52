import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ASTRO_VERSION, CHECKED_ASTRO_LINE } from '../../publisher/build/astro-internals.ts';

// The contract of the one place that reaches into Astro's internals
// (publisher/build/astro-internals.ts): a small site is built for real with the render kit,
// and each internal the content-only rebuild relies on is tried. After an Astro upgrade that
// moved one, this fails naming the Astro version and the internal; the publisher meanwhile
// makes full builds and its log says why.

const script = fileURLToPath(new URL('./astro-internals-check.ts', import.meta.url));

describe(`Astro ${ASTRO_VERSION}'s internals the content-only rebuild uses`, () => {
  it('each holds as the adapter expects', { timeout: 180_000 }, async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [script], {
      env: { ...process.env, NODE_ENV: 'production' },
      maxBuffer: 16 * 2 ** 20,
    });
    const line = stdout.trim().split('\n').at(-1)!;
    const { version, checks } = JSON.parse(line) as {
      version: string;
      checks: { name: string; ok: boolean; detail: string }[];
    };
    expect(version).toBe(ASTRO_VERSION);
    expect(checks.length).toBeGreaterThanOrEqual(7);
    for (const { name, ok, detail } of checks)
      expect(
        ok,
        `Astro ${version} (the adapter was checked on ${CHECKED_ASTRO_LINE}.x): ${name}: ${detail}`,
      ).toBe(true);
  });
});
