import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { memberShellFor } from '../src/lib/member-shells.ts';
import { compressible } from './precompress.ts';
import type { LiveSite } from './types.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
  '.ics': 'text/calendar; charset=utf-8',
};

export interface StaticSiteOptions {
  /**
   * The live build (a directory, or the publisher's LiveSite); read once at the start of each
   * request, so a switch between builds never mixes two of them in one answer. Null: nothing
   * is published yet (503).
   */
  getRoot: () => string | LiveSite | null;
  /** Extra response headers (security headers) for every answer. */
  headers?: Record<string, string>;
}

interface Found {
  file: string;
  size: number;
  mtimeMs: number;
  status: number;
}

async function fileAt(root: string, relative: string): Promise<Found | null> {
  const file = normalize(join(root, relative));
  if (file !== root && !file.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  try {
    const info = await stat(file);
    return info.isFile() ? { file, size: info.size, mtimeMs: info.mtimeMs, status: 200 } : null;
  } catch {
    return null;
  }
}

/** Finds the file for a URL path: the file, its index.html, a member shell, or the 404 page. */
export async function resolveRequest(root: string, pathname: string): Promise<Found | null> {
  const candidates = pathname.endsWith('/')
    ? [pathname + 'index.html']
    : [pathname, pathname + '/index.html', pathname + '.html'];
  for (const candidate of candidates) {
    const found = await fileAt(root, candidate);
    if (found) return found;
  }
  const shell = memberShellFor(pathname);
  if (shell) {
    const found = await fileAt(root, shell + 'index.html');
    if (found) return found;
  }
  const notFound = await fileAt(root, '404.html');
  return notFound ? { ...notFound, status: 404 } : null;
}

function cacheControl(pathname: string, ext: string): string {
  if (pathname.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (ext === '.html' || ext === '.json' || ext === '.xml') return 'no-cache';
  // The service worker and what names the build's shell are asked again on every visit, so
  // a publish reaches a returning visitor (and a broken worker is replaced) at once.
  if (pathname === '/sw.js' || ext === '.webmanifest' || ext === '.ics') return 'no-cache';
  return 'public, max-age=3600';
}

const compressedCache = new Map<string, { key: string; body: Buffer }>();
const CACHED_BODIES = 500;

async function compressedBody(
  found: Found,
  encoding: 'br' | 'gzip',
  precompressed: string | null,
): Promise<Buffer> {
  if (precompressed) {
    const body = await readFile(`${precompressed}.${encoding === 'br' ? 'br' : 'gz'}`).catch(
      () => null,
    );
    if (body) return body;
  }
  const key = `${found.mtimeMs}:${found.size}`;
  const cacheKey = `${encoding}:${found.file}`;
  const cached = compressedCache.get(cacheKey);
  if (cached?.key === key) return cached.body;
  const raw = await readFile(found.file);
  const body = encoding === 'br' ? brotliCompressSync(raw) : gzipSync(raw);
  // Bounded: every build lives in its own directory, so old entries are never asked again.
  if (compressedCache.size >= CACHED_BODIES)
    compressedCache.delete(compressedCache.keys().next().value!);
  compressedCache.set(cacheKey, { key, body });
  return body;
}

/** A hashed asset (/_astro/…) a page of an earlier build still asks for, from a kept build. */
async function earlierAsset(
  site: LiveSite,
  pathname: string,
): Promise<{ found: Found; dir: string } | null> {
  if (!pathname.startsWith('/_astro/')) return null;
  for (const dir of site.assetDirs ?? []) {
    const found = await fileAt(dir, pathname);
    if (found) return { found, dir };
  }
  return null;
}

function pickEncoding(req: IncomingMessage): 'br' | 'gzip' | null {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** A request handler that serves a static build with member shells, caching and compression. */
export function createStaticSite(options: StaticSiteOptions) {
  return async function serveStatic(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', ...options.headers }).end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://site').pathname);
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain', ...options.headers }).end('Bad request');
      return;
    }
    // The one read of the live pointer for this request.
    const live = options.getRoot();
    if (!live) {
      res
        .writeHead(503, {
          'content-type': 'text/plain; charset=utf-8',
          'retry-after': '10',
          ...options.headers,
        })
        .end('The site is being published. Please try again in a minute.');
      return;
    }
    const site: LiveSite = typeof live === 'string' ? { id: live, dir: live } : live;
    let found = await resolveRequest(site.dir, pathname);
    let dir = site.dir;
    if (found?.status === 404) {
      const earlier = await earlierAsset(site, pathname);
      if (earlier) ({ found, dir } = earlier);
    }
    if (!found) {
      res.writeHead(404, { 'content-type': 'text/plain', ...options.headers }).end('Not found');
      return;
    }
    const file = relative(dir, found.file).split(sep).join('/');
    const ext = extname(found.file).toLowerCase();
    const headers: Record<string, string> = {
      'content-type': contentTypes[ext] ?? 'application/octet-stream',
      'cache-control': found.status === 200 ? cacheControl(pathname, ext) : 'no-cache',
      vary: 'Accept-Encoding',
      ...options.headers,
      ...site.headersFor?.(file),
    };
    const encoding = compressible.has(ext) ? pickEncoding(req) : null;
    if (encoding) {
      const precompressed =
        site.compressedDir && dir === site.dir ? join(site.compressedDir, file) : null;
      const body = await compressedBody(found, encoding, precompressed);
      res.writeHead(found.status, {
        ...headers,
        'content-encoding': encoding,
        'content-length': String(body.length),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(found.status, { ...headers, 'content-length': String(found.size) });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(found.file).pipe(res);
  };
}
