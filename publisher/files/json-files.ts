import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';

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
