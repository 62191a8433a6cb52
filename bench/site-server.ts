import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import {
  request as httpRequest,
  type IncomingMessage,
  type RequestListener,
  type ServerResponse,
} from 'node:http';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { listFiles } from '../integrations/files.ts';
import { FLOOR_PARAM, floorPathOf } from './ceiling.ts';
import { HEADERS_FILE } from '../integrations/headers/headers-file.ts';
import { BROTLI_QUALITY } from '../publisher/publish/compressed-copies.ts';
import { processFiles } from '../publisher/publish/file-records.ts';
import { stepCall } from '../publisher/publish/file-steps.ts';
import type { ForwardTargets } from '../publisher/serve/api-forwarding.ts';
import { directorySite } from '../publisher/serve/directory-site.ts';
import { withForwardedApi } from '../publisher/serve/forwarded-site.ts';
import { createStaticSite } from '../publisher/serve/static-files.ts';
import { DEMO_ORDERING } from '../src/lib/demo-ordering.ts';

// The built site served as a CDN serves it: over HTTP/2 and TLS (a phone's browser asks the
// club's CDN for a page's dozen files at once on one connection; over HTTP/1.1 on loopback six
// connections queue them, and the member's first call behind them), with the same static
// handler as `npm run preview` (precompressed copies, the build's `_headers`) and the member
// API forwarded on the site's own address as the publish server and the CDN's Worker forward it
// (publisher/serve/forwarded-site.ts). The floors and ceilings are files in the same directory.
// The stand-in API gets a TLS front of its own (`serveTlsFront`): the pictures its answers name
// are then https, as a provider's are, and no page of the bench loads mixed content.

/** The bench's certificate for localhost: made once by openssl into `dir`; the browser is
 * told to trust its key (`trustArgs`), a build worker to trust it (NODE_EXTRA_CA_CERTS, `file`). */
export interface BenchCertificate {
  key: Buffer;
  cert: Buffer;
  file: string;
  /** The SHA-256 of its public key (SPKI), base64, as Chromium's trust flag takes it. */
  spki: string;
}

/**
 * Chromium's flag that trusts the bench's certificate as a real one. Not
 * --ignore-certificate-errors: Chromium keeps nothing in its HTTP cache from a site whose
 * certificate it ignored, so a member's second page would load its files again.
 */
export const trustArgs = (certificate: BenchCertificate) => [
  `--ignore-certificate-errors-spki-list=${certificate.spki}`,
];

/** Makes (or reuses) the bench's self-signed certificate for localhost in `dir`. */
export function benchCertificate(dir: string): BenchCertificate {
  mkdirSync(dir, { recursive: true });
  const key = join(dir, 'localhost.key');
  const file = join(dir, 'localhost.crt');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2'],
      ...['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost'],
      ...['-keyout', key, '-out', file],
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(file);
  const publicKey = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  const spki = createHash('sha256').update(publicKey).digest('base64');
  return { key: readFileSync(key), cert, file, spki };
}

export interface SiteServer {
  origin: string;
  /** The server's own certificate (PEM), for a client that checks it. */
  certificate: string;
  /**
   * Makes the brotli and gzip copies of the files written into the site since it has been
   * served (the member pages' floors, made from pages loaded here), so that they are served
   * compressed like every other file: without a copy a file goes out whole. Returns how many
   * files it found.
   */
  compressNewFiles: () => Promise<number>;
  close: () => Promise<void>;
}

/** Serves `handler` over HTTP/2 and TLS on loopback at `port` (0: a free one). */
async function serveTls(
  handler: RequestListener,
  port: number,
  certificate: BenchCertificate,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createSecureServer(
    { key: certificate.key, cert: certificate.cert, allowHTTP1: true },
    handler as unknown as Parameters<typeof createSecureServer>[1],
  );
  // Closing waits for every connection: each is ended then (a browser keeps them open).
  const sockets = new Set<TLSSocket>();
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((listening, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', listening);
  });
  return {
    origin: `https://localhost:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((closed) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => closed());
      }),
  };
}

/** Serves the built site in `dir` at `port` (0: a free one, named in `origin`), the member
 * API's calls forwarded to `api` (the provider's URLs) when given. */
export async function serveSite(
  dir: string,
  port: number,
  { api, certificate }: { api?: ForwardTargets; certificate: BenchCertificate },
): Promise<SiteServer> {
  const compressed = await mkdtemp(join(tmpdir(), 'club-bench-site-'));
  const site = await directorySite(dir, compressed);
  const served = new Set(await listFiles(dir));
  const compressNewFiles = async () => {
    const fresh = (await listFiles(dir)).filter((file) => !served.has(file));
    await processFiles({
      siteDir: dir,
      files: fresh.filter((file) => file !== HEADERS_FILE),
      compressedDir: compressed,
      calls: [stepCall('compress', BROTLI_QUALITY)],
      previous: null,
    });
    for (const file of fresh) served.add(file);
    return fresh.length;
  };
  const files = createStaticSite({ getRoot: () => site });
  // The bench's builds are the demo's: the forwarding adds the stand-in's ordering account.
  const sited = api
    ? withForwardedApi(files, { targets: api, orderAccount: DEMO_ORDERING })
    : files;
  // A member page's floor is asked for at the page's own address (its head call reads its id
  // there), marked with FLOOR_PARAM.
  const handler: RequestListener = (request, response) => {
    const url = new URL(request.url ?? '/', 'https://bench');
    const floor = url.searchParams.get(FLOOR_PARAM);
    if (floor) request.url = floorPathOf(floor);
    sited(request, response);
  };
  const { origin, close } = await serveTls(handler, port, certificate);
  return {
    origin,
    certificate: certificate.cert.toString(),
    compressNewFiles,
    close: async () => {
      await close();
      await rm(compressed, { recursive: true, force: true });
    },
  };
}

/** A TLS front for the stand-in API at `port`: every request passed on to `origin` (plain
 * http on loopback) as it came. */
export async function serveTlsFront(
  origin: string,
  port: number,
  certificate: BenchCertificate,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const target = new URL(origin);
  const front = (request: IncomingMessage, response: ServerResponse) => {
    // HTTP/2's pseudo-headers (':path', ':authority') are no headers of an HTTP/1.1 request.
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !name.startsWith(':')),
    );
    const upstream = httpRequest(
      new URL(request.url ?? '/', target),
      { method: request.method, headers: { ...headers, host: target.host } },
      (answer) => {
        const {
          connection: _c,
          'keep-alive': _k,
          'transfer-encoding': _t,
          ...kept
        } = answer.headers;
        response.writeHead(answer.statusCode ?? 502, kept);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  };
  return serveTls(front, port, certificate);
}
