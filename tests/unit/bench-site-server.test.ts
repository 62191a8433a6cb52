import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  benchCertificate,
  serveSite,
  serveTlsFront,
  type BenchCertificate,
  type SiteServer,
} from '../../bench/site-server.ts';
import { floorUrlOf } from '../../bench/ceiling.ts';

// The bench serves the built site as a CDN does: over HTTP/2 and TLS, every file compressed
// (also the floors it writes into the site once their page has loaded there), the member
// API's calls forwarded on the site's own address.

let dir: string;
let certificate: BenchCertificate;
let server: SiteServer | null = null;
beforeAll(async () => {
  certificate = benchCertificate(await mkdtemp(join(tmpdir(), 'bench-tls-')));
});
let api: Server | null = null;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bench-site-'));
  await writeFile(
    join(dir, 'index.html'),
    `<h1>Banyan Club</h1>${'<p>News of the club</p>'.repeat(200)}`,
  );
});
afterEach(async () => {
  await server?.close();
  server = null;
  await new Promise((closed) => (api ? api.close(closed) : closed(null)));
  api = null;
  await rm(dir, { recursive: true, force: true });
});

/** One request over HTTP/2 (brotli accepted), checking the server's own certificate. */
function get(path: string, headers: Record<string, string> = {}, origin = server!.origin) {
  return new Promise<{ headers: Record<string, unknown>; body: string }>((done, fail) => {
    const session = connect(origin, { ca: certificate.cert });
    session.on('error', fail);
    const request = session.request({ ':path': path, 'accept-encoding': 'br', ...headers });
    let answer: Record<string, unknown> = {};
    const chunks: Buffer[] = [];
    request.on('response', (received) => (answer = received));
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      session.close();
      done({ headers: answer, body: Buffer.concat(chunks).toString('latin1') });
    });
    request.on('error', fail);
    request.end();
  });
}

describe("the bench's site server", () => {
  it('serves the built files over HTTP/2 and TLS, compressed, as a CDN does', async () => {
    server = await serveSite(dir, 0, { certificate });
    const answer = await get('/index.html');
    expect(answer.headers[':status']).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
  });

  it("answers a member page's own address with its floor when asked for the floor", async () => {
    server = await serveSite(dir, 0, { certificate });
    await mkdir(join(dir, '__ceiling'));
    await writeFile(join(dir, '__ceiling/member-billing-details-floor.html'), '<h1>Floor</h1>');
    // The floor's head call reads the booking's id from the address it was loaded at.
    const floor = new URL(floorUrlOf('https://x/billing/details/bk-7', 'billing-details'));
    const answer = await get(floor.pathname + floor.search);
    expect(answer.headers[':status']).toBe(200);
    expect(answer.body).toBe('<h1>Floor</h1>');
  });

  it('serves a floor written after it started compressed too, once asked to', async () => {
    server = await serveSite(dir, 0, { certificate });
    const floor = `<main>${'<p class="notice-entry__preview">AGM on Friday</p>'.repeat(300)}</main>`;
    await mkdir(join(dir, '__ceiling'));
    await writeFile(join(dir, '__ceiling/member-notice-list-floor.html'), floor);
    // Before: the whole file (a 20 KB page would weigh 20 KB on the phone's network).
    const whole = await get('/__ceiling/member-notice-list-floor.html');
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(await server.compressNewFiles()).toBe(1);
    const answer = await get('/__ceiling/member-notice-list-floor.html');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(await server.compressNewFiles()).toBe(0);
  });

  it("forwards the member API's calls on the site's own address, with the member's token", async () => {
    api = createServer((request, response) =>
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ path: request.url, token: request.headers.authorization })),
    );
    await new Promise<void>((ready) => api!.listen(0, '127.0.0.1', ready));
    const apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    server = await serveSite(dir, 0, {
      certificate,
      api: { member: `${apiOrigin}/web/bc-member/v1`, order: `${apiOrigin}/ordering` },
    });
    const answer = await get('/api/member/notice-list?page=1', {
      authorization: 'Bearer t0k3n',
    });
    expect(JSON.parse(answer.body)).toEqual({
      path: '/web/bc-member/v1/notice-list?page=1',
      token: 'Bearer t0k3n',
    });
  });

  it("puts the stand-in behind TLS: its pictures' addresses are https, as a provider's are", async () => {
    api = createServer((request, response) =>
      response.writeHead(200, { 'content-type': 'image/webp' }).end(request.url),
    );
    await new Promise<void>((ready) => api!.listen(0, '127.0.0.1', ready));
    const front = await serveTlsFront(
      `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
      0,
      certificate,
    );
    try {
      const answer = await get('/web/media/a.webp', {}, front.origin);
      expect(answer.headers['content-type']).toBe('image/webp');
      expect(answer.body).toBe('/web/media/a.webp');
    } finally {
      await front.close();
    }
  });
});
