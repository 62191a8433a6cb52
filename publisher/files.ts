import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';

/** Every file under `dir`, as sorted paths relative to it with '/' separators. */
export async function listFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  // Each directory is read as soon as its parent is: a build is thousands of page folders.
  const walk = async (relative: string): Promise<void> => {
    const entries = await readdir(relative ? join(dir, relative) : dir, { withFileTypes: true });
    const folders: Promise<void>[] = [];
    for (const entry of entries) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) folders.push(walk(path));
      else if (entry.isFile()) files.push(path);
    }
    await Promise.all(folders);
  };
  await walk('');
  return files.sort();
}

/** Whether `file` holds exactly `bytes` (false when it does not exist). */
export function sameBytes(file: string, bytes: Uint8Array): boolean {
  try {
    const held = readFileSync(file);
    return held.length === bytes.length && held.equals(bytes);
  } catch {
    return false;
  }
}

/** The files of a build that are pages: what the page count and "changed pages" count. */
export function isPage(file: string): boolean {
  return file.endsWith('.html');
}

/** A short sha-256 of some bytes. */
export function digest(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The sha-256 of each file, keyed by its relative path. */
export async function hashFiles(dir: string, files: string[]): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const file of files) hashes[file] = digest(await readFile(join(dir, file)));
  return hashes;
}

/** The JSON in `file`, or `fallback` when it is missing or unreadable. */
export async function readJson<T>(file: string, fallback: T): Promise<T> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return fallback;
  }
}

/**
 * Writes JSON so that a reader sees the old file or the new one, never half of one: a
 * temporary file in the same directory, then one rename over the target.
 */
export async function writeJsonAtomic(file: string, value: unknown, indent = true): Promise<void> {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, JSON.stringify(value, null, indent ? 2 : undefined) + '\n');
  try {
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Removes a directory tree; absent is fine. */
export function removeTree(dir: string): Promise<void> {
  return rm(dir, { recursive: true, force: true, maxRetries: 3 });
}

const linker = new URL('./link-tree-worker.ts', import.meta.url);

/**
 * Makes `to` a copy of the tree at `from` whose files are hard links to the same bytes (a
 * build's files are never changed in place, so two builds can share them); top-level names
 * matching `leave` are left out. The links are made off this thread, so it goes on serving
 * and rendering meanwhile: in a worker thread, or with `idle`, in a child process of the
 * lowest priority (work for later must not slow what a visitor or an admin waits for).
 * Returns how many files were linked.
 */
export function linkTree(
  from: string,
  to: string,
  leave: RegExp | null = null,
  { idle = false }: { idle?: boolean } = {},
): Promise<number> {
  return new Promise((done, fail) => {
    if (!idle) {
      const worker = new Worker(linker, { workerData: { from, to, leave } });
      worker.once('message', done);
      worker.once('error', fail);
      worker.once('exit', (code) => fail(new Error(`linking ${from} stopped (exit code ${code})`)));
      return;
    }
    const child = spawn(
      process.execPath,
      [fileURLToPath(linker), from, to, ...(leave ? [leave.source] : [])],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      if (child.pid) setPriority(child.pid, 19);
    } catch {
      // Not allowed here: it runs at the publisher's own priority.
    }
    let out = '';
    let errors = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) =>
      code === 0
        ? done(Number(out))
        : fail(new Error(`linking ${from} failed: ${errors.trim() || `exit code ${code}`}`)),
    );
  });
}

/** Runs `task` over `items`, at most `limit` at a time. */
export async function inTurn<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<unknown>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

/**
 * Writes a file as a new one: the old name is unlinked first, so a file another build shares
 * by a hard link keeps its bytes.
 */
export async function replaceFile(file: string, data: string | Uint8Array): Promise<void> {
  await rm(file, { force: true });
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
}
