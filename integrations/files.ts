import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

// The file helpers of a build's finishing steps (and of the publisher, which reads builds).

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

/** The address a build file is served at: 'news/index.html' → '/news/'. */
export function urlPathOf(file: string): string {
  if (file === 'index.html') return '/';
  return '/' + (file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file);
}
