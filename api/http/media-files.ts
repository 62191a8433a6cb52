import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import { fail } from './envelope.ts';

const types: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

/** The content type of a media file name, or null when it is not one we serve. */
export const mediaType = (name: string) => types[extname(name).toLowerCase()] ?? null;

/** Reads a file below `root` named by `relative`; null for a missing or escaping path. */
export async function readMediaFile(root: string, relative: string): Promise<Buffer | null> {
  const base = normalize(root + sep);
  const file = normalize(join(base, relative));
  if (!file.startsWith(base) || !mediaType(file)) return null;
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

/** Answers a media request below `root` with the file's bytes and type. */
export async function serveMedia(c: Context, root: string, relative: string) {
  let name: string;
  try {
    name = decodeURIComponent(relative);
  } catch {
    return fail(c, 400, 'The file name is not valid.');
  }
  const bytes = await readMediaFile(root, name);
  if (!bytes) return fail(c, 404, 'No such file.');
  return c.body(new Uint8Array(bytes), 200, {
    'content-type': mediaType(name) as string,
    'cache-control': 'public, max-age=86400',
  });
}
