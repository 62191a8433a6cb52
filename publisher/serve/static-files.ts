import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, dirname, extname, join, normalize, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { send } from '@fastify/send';
import Negotiator from 'negotiator';
import { memberShellFor } from '../../src/lib/member-shells.ts';
import { compressible } from '../publish/compressed-copies.ts';
import { HSTS, securityHeaders } from '../../integrations/headers/security-headers.ts';
import { REDIRECTS_FILE } from '../../integrations/member-redirects.ts';
import {
  declaredContentTypes,
  HEADERS_FILE,
  readSiteHeaders,
} from '../../integrations/headers/headers-file.ts';
import { headerLookup } from '../../integrations/headers/site-headers.ts';
import type { LiveSite } from '../publish/types.ts';
import { declaredLength, dropRest } from './unread-body.ts';

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
  ...declaredContentTypes,
};

export interface StaticSiteOptions {
  /**
   * The live build (a directory, or the publisher's LiveSite); read once at the start of each
   * request, so a switch between builds never mixes two of them in one answer. Null: nothing
   * is published yet (503).
   */
  getRoot: () => string | LiveSite | null;
  /** Headers every answer ends with, over the build's own (a preview: never kept). */
  finalHeaders?: Readonly<Record<string, string>>;
}

/** A file of a build, found for a request: where it is and what it is called in the build. */
interface Found {
  file: string;
  /** Its path in the build, '/'-separated: what its headers are chosen by. */
  name: string;
  status: number;
}

const realRoots = new Map<string, Promise<string>>();
const realRootOf = (root: string) => {
  let real = realRoots.get(root);
  if (!real) {
    real = realpath(root).catch(() => root);
    if (realRoots.size > 50) realRoots.clear();
    realRoots.set(root, real);
  }
  return real;
};

const inside = (root: string, file: string) =>
  file.startsWith(root.endsWith(sep) ? root : root + sep);

/**
 * The file at `path` below `root`, or null. Both the path as asked and the file it really is
 * (a symlink followed) must lie inside the build, so nothing outside it is ever served.
 */
async function fileAt(root: string, path: string): Promise<Found | null> {
  const asked = normalize(join(root, path));
  if (!inside(root, asked)) return null;
  try {
    const realRoot = await realRootOf(root);
    const file = await realpath(asked);
    if (!inside(realRoot, file) || !(await stat(file)).isFile()) return null;
    return { file, name: relative(realRoot, file).split(sep).join('/'), status: 200 };
  } catch {
    return null;
  }
}

/** A build's files for the CDN (its headers and rewrites): the host's to read, no one else's. */
const hostFiles = new Set([HEADERS_FILE, REDIRECTS_FILE]);

/** Finds the file for a URL path: the file, its index.html, a member shell, or the 404 page. */
export async function resolveRequest(root: string, pathname: string): Promise<Found | null> {
  const candidates = pathname.endsWith('/')
    ? [pathname + 'index.html']
    : [pathname, pathname + '/index.html', pathname + '.html'];
  for (const candidate of candidates) {
    const found = await fileAt(root, candidate);
    if (found && !hostFiles.has(found.name)) return found;
  }
  const shell = memberShellFor(pathname);
  if (shell) {
    const found = await fileAt(root, shell + 'index.html');
    if (found) return found;
  }
  const notFound = await fileAt(root, '404.html');
  return notFound ? { ...notFound, status: 404 } : null;
}

/** What a page of an earlier build, still open in a browser, may load after a switch. */
const scriptOrStyle = /^\/_astro\/.+\.(?:m?js|css)$/i;

/**
 * A script or style (/_astro/…) a page of an earlier build still asks for, from a kept build.
 * Never a picture or document: what the live build took down stays down.
 */
async function earlierAsset(site: LiveSite, pathname: string): Promise<Found | null> {
  if (!scriptOrStyle.test(pathname)) return null;
  for (const dir of site.assetDirs ?? []) {
    const found = await fileAt(dir, pathname);
    if (found) return found;
  }
  return null;
}

/**
 * Whether a Range header is one RFC 9110 allows: `bytes=` and a comma list of `first-last`
 * (first ≤ last), `first-` or `-suffix`.
 */
function readableRange(range: string): boolean {
  const specs = /^bytes=(.+)$/i.exec(range.trim())?.[1]?.split(',');
  return (
    specs?.every((spec) => {
      const [, first, last] = /^\s*(\d*)-(\d*)\s*$/.exec(spec) ?? [];
      if (first === undefined || last === undefined || (!first && !last)) return false;
      return !first || !last || Number(first) <= Number(last);
    }) ?? false
  );
}

/**
 * The request as @fastify/send should see it: a Range header it cannot read is ignored (the
 * whole file, 200), as RFC 9110 lets a server do, rather than refused with 416.
 */
function withReadableRange(req: IncomingMessage): IncomingMessage {
  const { range, ...headers } = req.headers;
  if (range === undefined || readableRange(range)) return req;
  return { method: req.method, headers } as IncomingMessage;
}

/** The codings a build's files are sent in, best first: among codings the client weighs
 * alike, brotli. */
const codings = ['br', 'gzip', 'identity'];

/** The precompressed copy to send, by the request's Accept-Encoding and its q-values
 * (`br;q=0` refuses brotli, `*` takes it); null: the file as it is. */
function pickEncoding(req: IncomingMessage): 'br' | 'gzip' | null {
  const chosen = new Negotiator(req).encoding(codings, { preferred: codings });
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/** Strict-Transport-Security is the server's to add (over https only), never a file's. */
function withoutHsts(headers: Record<string, string>): Record<string, string> {
  const { [HSTS.name]: _hsts, ...rest } = headers;
  return rest;
}

// A directory served as is (`npm run preview`, tests): its headers from its own `_headers`.
const directorySites = new Map<string, Promise<LiveSite>>();
function directorySite(dir: string): Promise<LiveSite> {
  let site = directorySites.get(dir);
  if (!site) {
    site = readSiteHeaders(dir).then((rules) => ({
      id: dir,
      dir,
      headersFor: headerLookup(rules),
    }));
    if (directorySites.size > 50) directorySites.clear();
    directorySites.set(dir, site);
  }
  return site;
}

/**
 * A request handler that serves a build: its files through @fastify/send (ETag and
 * Last-Modified with 304, Range with 206, HEAD), the precompressed copies the publisher made
 * (Vary: Accept-Encoding), member shells, the 404 page, and each file's headers from the
 * build's `_headers` (Content-Security-Policy, caching, security headers) — chosen by the
 * file served, never by the address asked. `serverHeaders` are the server's own for this
 * request (HSTS over https), added to every answer.
 */
export function createStaticSite(options: StaticSiteOptions) {
  const securityOnly = withoutHsts(securityHeaders());
  const final = options.finalHeaders ?? {};
  return async function serveStatic(
    req: IncomingMessage,
    res: ServerResponse,
    serverHeaders: Record<string, string> = {},
  ): Promise<void> {
    const plain = { ...securityOnly, ...serverHeaders, ...final };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // The body no one reads: dropped so the connection carries the next request, or closed.
      const kept =
        req.readableEnded ||
        (await dropRest(Readable.toWeb(req) as ReadableStream<Uint8Array>, declaredLength(req)));
      res.writeHead(405, {
        allow: 'GET, HEAD',
        ...plain,
        ...(kept ? {} : { connection: 'close' }),
      });
      res.end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://site').pathname);
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain', ...plain }).end('Bad request');
      return;
    }
    // The one read of the live pointer for this request.
    const live = options.getRoot();
    if (!live) {
      res
        .writeHead(503, {
          'content-type': 'text/plain; charset=utf-8',
          'retry-after': '10',
          ...plain,
        })
        .end('The site is being published. Please try again in a minute.');
      return;
    }
    const site: LiveSite = typeof live === 'string' ? await directorySite(live) : live;
    let found = await resolveRequest(site.dir, pathname);
    let fromLive = true;
    if (found?.status === 404) {
      const earlier = await earlierAsset(site, pathname);
      if (earlier) [found, fromLive] = [earlier, false];
    }
    if (!found) {
      res.writeHead(404, { 'content-type': 'text/plain', ...plain }).end('Not found');
      return;
    }
    const ext = extname(found.name).toLowerCase();
    const headers: Record<string, string> = {
      ...plain,
      ...withoutHsts(site.headersFor?.(found.name) ?? {}),
      'content-type': contentTypes[ext] ?? 'application/octet-stream',
    };
    let file = found.file;
    if (compressible.has(ext)) {
      headers.vary = 'Accept-Encoding';
      const encoding = pickEncoding(req);
      const copy =
        encoding && fromLive && site.compressedDir
          ? await fileAt(site.compressedDir, `${found.name}.${encoding === 'br' ? 'br' : 'gz'}`)
          : null;
      if (copy) {
        file = copy.file;
        headers['content-encoding'] = encoding!;
      }
    }
    // The 404 page is an answer, not the file asked for: no validators, no ranges.
    const missing = found.status === 404;
    // The file is found already: send gets its folder as root and its (encoded) name.
    const sent = await send(withReadableRange(req), `/${encodeURIComponent(basename(file))}`, {
      root: dirname(file),
      contentType: false,
      cacheControl: false,
      dotfiles: 'allow',
      index: false,
      etag: !missing,
      lastModified: !missing,
      acceptRanges: !missing,
    });
    const status = missing && sent.statusCode === 200 ? 404 : sent.statusCode;
    if (sent.type === 'error' || status === 304) {
      for (const name of ['content-type', 'content-encoding']) delete headers[name];
      if (sent.type === 'error') headers['cache-control'] = 'no-store';
    }
    res.writeHead(status, { ...headers, ...sent.headers, ...final });
    sent.stream.pipe(res);
  };
}
