import { open, readFile, rm } from 'node:fs/promises';

/** Whether a process with this id is running (signal 0 only asks). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// Locks this process holds: its own pid in a lock file it does not hold is a leftover.
const held = new Set<string>();

async function tryLock(file: string): Promise<number | null> {
  try {
    const handle = await open(file, 'wx');
    await handle.writeFile(String(process.pid));
    await handle.close();
    held.add(file);
    return null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
  // A lock left by a process that is gone (killed mid-build) is taken over.
  const leftover = holder === process.pid && !held.has(file);
  if (!holder || leftover || !isRunning(holder)) {
    await rm(file, { force: true });
    return tryLock(file);
  }
  return holder;
}

/**
 * Takes the state directory's build lock, so the publish server and `npm run publish` never
 * build at the same time. Waits while another live process holds it, telling `onWait` who.
 */
export async function acquireLock(
  file: string,
  options: { signal?: AbortSignal; onWait?: (pid: number) => void; pollMs?: number } = {},
): Promise<() => Promise<void>> {
  for (;;) {
    options.signal?.throwIfAborted();
    const holder = await tryLock(file);
    if (holder === null)
      return async () => {
        held.delete(file);
        await rm(file, { force: true });
      };
    options.onWait?.(holder);
    await new Promise((done) => setTimeout(done, options.pollMs ?? 500));
  }
}
