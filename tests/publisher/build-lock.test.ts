import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireLock, UNREADABLE_LOCK_GRACE_MS } from '../../publisher/publish/build-lock.ts';

let dir: string;
let file: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'build-lock-'));
  file = join(dir, 'lock');
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Tries to take the lock for `ms`: the release function, or null when it stayed held. */
async function takeWithin(ms: number) {
  try {
    return await acquireLock(file, { signal: AbortSignal.timeout(ms), pollMs: 10 });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') return null;
    throw error;
  }
}

/** The id of a process that has ended. */
function endedProcessId(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  return pid!;
}

describe('the build lock', () => {
  it('is held by one taker at a time, and taken again once released', async () => {
    const release = await acquireLock(file);
    expect(await takeWithin(100)).toBeNull();
    await release();
    const again = await takeWithin(1000);
    expect(again).not.toBeNull();
    await again!();
  });

  it('gives the lock to exactly one of several takers at the same moment', async () => {
    const takers = await Promise.all(Array.from({ length: 8 }, () => takeWithin(300)));
    expect(takers.filter(Boolean)).toHaveLength(1);
    await takers.find(Boolean)!();
  });

  it('gives an abandoned lock (its process ended) to exactly one of several takers', async () => {
    await writeFile(file, String(endedProcessId()));
    const takers = await Promise.all(Array.from({ length: 8 }, () => takeWithin(300)));
    expect(takers.filter(Boolean)).toHaveLength(1);
    await takers.find(Boolean)!();
  });

  // What another process sees between creating a lock file and writing its id into it.
  it.each([
    ['an empty lock', ''],
    ['a lock whose holder cannot be read', 'not a process id'],
  ])('holds %s for the grace period, then takes it over', async (_, text) => {
    await writeFile(file, text);
    expect(await takeWithin(200)).toBeNull();
    const long = new Date(Date.now() - UNREADABLE_LOCK_GRACE_MS - 1000);
    await utimes(file, long, long);
    const release = await takeWithin(1000);
    expect(release).not.toBeNull();
    await release!();
  });

  it('leaves no file of its own behind', async () => {
    const release = await acquireLock(file);
    await release();
    expect(await readdir(dir)).toEqual([]);
  });
});
