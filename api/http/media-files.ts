import { createHash } from 'node:crypto';
import { readFile, realpath } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import { MEMBER_FILES } from '../auth/file-links.ts';
import { tokenFromHeader } from '../auth/tokens.ts';
import type { StandIn } from '../context.ts';
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

/** Which files a read may reach: the open media, or only the member documents. */
export type MediaArea = 'public' | 'members';

/** The real path of `path` (links and, on a case-insensitive disk, its case resolved); null
 * when it does not exist. */
const realPathOf = (path: string) => realpath(path).catch(() => null);

/**
 * Reads a file below `root` named by `relative`; null for a missing or escaping path, or for
 * one outside `area`. Decided on the file's real path against the members' folder's: a name
 * that differs only in case (`Members/…` on a case-insensitive disk), a link or `..` reaches
 * the same file as the members' own name, and is a member document all the same.
 */
export async function readMediaFile(
  root: string,
  relative: string,
  area: MediaArea = 'public',
): Promise<Buffer | null> {
  const base = normalize(root + sep);
  const file = normalize(join(base, relative));
  if (!file.startsWith(base) || !mediaType(file)) return null;
  const [realBase, realFile, realMembers] = await Promise.all([
    realPathOf(base),
    realPathOf(file),
    realPathOf(join(base, MEMBER_FILES)),
  ]);
  if (realBase === null || realFile === null || !realFile.startsWith(realBase + sep)) return null;
  const inMembers = realMembers !== null && realFile.startsWith(realMembers + sep);
  if (inMembers !== (area === 'members')) return null;
  try {
    return await readFile(realFile);
  } catch {
    return null;
  }
}

/** `relative` with its %-escapes decoded, or null when an escape is malformed. */
export function decodedName(relative: string): string | null {
  try {
    return decodeURIComponent(relative);
  } catch {
    return null;
  }
}

/**
 * Answers a request for open media below `root` with the file's bytes and type. The ETag is
 * a hash of the bytes, so a picture replaced under the same name is a new version to anyone
 * who asks conditionally (If-None-Match → 304 while it is the same).
 */
export async function serveMedia(c: Context, root: string, relative: string) {
  const name = decodedName(relative);
  if (name === null) return fail(c, 400, 'The file name is not valid.');
  const bytes = await readMediaFile(root, name);
  if (!bytes) return fail(c, 404, 'No such file.');
  const headers = {
    etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`,
    'cache-control': 'public, max-age=86400',
  };
  const asked = c.req.header('if-none-match') ?? '';
  if (asked.split(',').some((tag) => tag.trim() === headers.etag)) {
    return c.body(null, 304, headers);
  }
  return c.body(new Uint8Array(bytes), 200, {
    ...headers,
    'content-type': mediaType(name) as string,
  });
}

/**
 * Answers a request for a member document (`/web/media/members/…`): only with a member's
 * token or a live signed link (see auth/file-links.ts), and never cached by shared caches.
 */
export async function serveMemberFile(c: Context, standIn: StandIn, relative: string) {
  const name = decodedName(relative);
  if (name === null) return fail(c, 400, 'The file name is not valid.');
  const token = tokenFromHeader(c.req.header('authorization'));
  const byToken = token !== '' && standIn.tokens.memberOf(token) !== null;
  const link = byToken
    ? 'ok'
    : standIn.fileLinks.check(name, c.req.query('expires'), c.req.query('signature'));
  if (link === 'expired') {
    return fail(
      c,
      403,
      'This link has expired. Please reload the page and open the document again.',
    );
  }
  if (link === 'bad') return fail(c, 401, 'This document is for members. Please log in.');
  const bytes = await readMediaFile(standIn.mediaDir, name, 'members');
  if (!bytes) return fail(c, 404, 'No such file.');
  return c.body(new Uint8Array(bytes), 200, {
    'content-type': mediaType(name) as string,
    'cache-control': 'private, max-age=600',
    // The signed address must not travel on to wherever the document links.
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  });
}
