import { randomBytes } from 'node:crypto';
import { link, readFile, rm, stat, writeFile } from 'node:fs/promises';

/** How long a lock file without a readable holder counts as held: a lock written by another
 * version of the publisher, or one whose holder could not be read, is not taken at once. */
export const UNREADABLE_LOCK_GRACE_MS = 30_000;

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

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * Makes `file` hold `text` in one step, or fails with EEXIST when it exists: the text is
 * written to a file of its own first and linked into place, so no one ever reads `file`
 * half written.
 */
async function createWith(file: string, text: string): Promise<void> {
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(draft, text);
  try {
    await link(draft, file);
  } finally {
    await rm(draft, { force: true });
  }
}

/** The lock as it stands: who holds it (null: unreadable or empty) and which file it is. */
async function lockState(file: string) {
  try {
    const [text, stats] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
    const pid = Number(text.trim());
    return {
      pid: Number.isInteger(pid) && pid > 0 ? pid : null,
      ino: stats.ino,
      mtimeMs: stats.mtimeMs,
    };
  } catch (error) {
    if (code(error) === 'ENOENT') return null;
    throw error;
  }
}

/** Whether the lock, as seen, belongs to no one any more. */
function abandoned(file: string, seen: { pid: number | null; mtimeMs: number }): boolean {
  if (seen.pid === null) return Date.now() - seen.mtimeMs > UNREADABLE_LOCK_GRACE_MS;
  // A lock left by a process that is gone (killed mid-build) is taken over.
  if (seen.pid === process.pid) return !held.has(file);
  return !isRunning(seen.pid);
}

/**
 * Removes an abandoned lock — only the very file judged abandoned (`ino`), never one another
 * process took meanwhile. Takers of abandoned locks go one at a time, under a lock of their
 * own (`<file>.takeover`, itself abandoned after the grace period).
 */
async function removeAbandoned(file: string, ino: number): Promise<void> {
  const guard = `${file}.takeover`;
  try {
    await createWith(guard, String(process.pid));
  } catch (error) {
    if (code(error) !== 'EEXIST') throw error;
    const other = await stat(guard).catch(() => null);
    if (other && Date.now() - other.mtimeMs > UNREADABLE_LOCK_GRACE_MS)
      await rm(guard, { force: true });
    return;
  }
  try {
    const now = await lockState(file);
    if (now && now.ino === ino && abandoned(file, now)) await rm(file, { force: true });
  } finally {
    await rm(guard, { force: true });
  }
}

/** Takes the lock (null), or names who holds it (0: a holder not yet readable). */
async function tryLock(file: string): Promise<number | null> {
  try {
    await createWith(file, String(process.pid));
    held.add(file);
    return null;
  } catch (error) {
    if (code(error) !== 'EEXIST') throw error;
  }
  const seen = await lockState(file);
  if (!seen) return tryLock(file);
  if (abandoned(file, seen)) {
    await removeAbandoned(file, seen.ino);
    // Gone: take it. Still there: another process took it, or is taking it over (wait).
    if ((await lockState(file)) === null) return tryLock(file);
  }
  return seen.pid ?? 0;
}

/** The release of a lock this process took. */
export type LockRelease = () => Promise<void>;

/**
 * Takes the lock if no one holds it now: its release, or the process id of who holds it (0: a
 * holder not yet readable). For a step that is refused rather than made to wait (a rollback
 * while another process builds).
 */
export async function tryAcquireLock(file: string): Promise<LockRelease | number> {
  const holder = await tryLock(file);
  if (holder !== null) return holder;
  return async () => {
    held.delete(file);
    await rm(file, { force: true });
  };
}

/**
 * Takes the state directory's build lock, so the publish server and `npm run publish` never
 * build at the same time. Waits while another live process holds it, telling `onWait` who
 * (0: a holder that cannot be read yet). The holder's process id is in the file from the
 * moment it exists; a file without one is held for UNREADABLE_LOCK_GRACE_MS before it counts
 * as abandoned.
 */
export async function acquireLock(
  file: string,
  options: { signal?: AbortSignal; onWait?: (pid: number) => void; pollMs?: number } = {},
): Promise<LockRelease> {
  for (;;) {
    options.signal?.throwIfAborted();
    const holder = await tryAcquireLock(file);
    if (typeof holder === 'function') return holder;
    options.onWait?.(holder);
    await new Promise((done) => setTimeout(done, options.pollMs ?? 500));
  }
}
