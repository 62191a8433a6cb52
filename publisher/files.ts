import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

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
