import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Publisher } from '../../publisher/publish/publish-queue.ts';
import { startPublishServer } from '../../publisher/serve/publish-server.ts';
import { headersFor, parseHeaders } from '../../integrations/headers/headers-file.ts';
import { contentOf, elementsNamed, parsePage } from '../../integrations/html/parsed-page.ts';
import {
  fakePdf,
  fakePublisher,
  fakeSite,
  inlineScript,
  stateDir,
  type FakeSite,
} from './fake-site.ts';
import { rawRequest } from './kept-alive.ts';

const token = 'a-long-admin-secret-for-tests';
let dir: string;
let site: FakeSite;
let publisher: Publisher;
let server: Awaited<ReturnType<typeof startPublishServer>>;
let base: string;

async function serve(adminToken: string | null = token, trustedProxies: string[] = []) {
  server = await startPublishServer({ publisher, adminToken, trustedProxies, port: 0 });
  base = `http://127.0.0.1:${server.port}`;
}

/** A request whose path goes out exactly as written (fetch would normalise '..' away). */
const rawGet = (target: string, headers: Record<string, string> = {}) =>
  rawRequest(server.port, { method: 'GET', target, headers });

const adminCall = (headers: Record<string, string>, method = 'GET', path = '/admin/status') =>
  fetch(base + path, { method, headers });

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
/** The build a page names in <meta name="build">. */
const buildIdOf = (html: string) =>
  elementsNamed(parsePage(html), 'meta').find(({ attributes }) => attributes.name === 'build')
    ?.attributes.content;
/** The first value of `attribute` on any element of a page that starts with `start`. */
const firstAttribute = (html: string, attribute: string, start = '') =>
  parsePage(html)
    .elements.map(({ attributes }) => attributes[attribute])
    .find((value) => value?.startsWith(start));

beforeEach(async () => {
  dir = await stateDir();
  site = fakeSite();
  publisher = await fakePublisher(site, dir);
  publisher.trigger({ by: 'test' });
  await publisher.whenIdle();
});

afterEach(async () => {
  await server?.close();
  await publisher.close();
  await rm(dir, { recursive: true, force: true });
});

describe('publish server: admin access', () => {
  it.each([
    ['no Authorization header', undefined],
    ['a wrong secret', `Bearer wrong-${token}`],
    ['a secret of the same length that differs', `Bearer ${token.slice(0, -1)}X`],
    ['the secret without the Bearer scheme', token],
  ])('answers 401 to %s', async (_, authorization) => {
    await serve();
    for (const [method, path] of [
      ['POST', '/admin/rebuild'],
      ['GET', '/admin/status'],
      ['POST', '/admin/rollback'],
    ] as const) {
      const response = await fetch(base + path, {
        method,
        headers: authorization ? { authorization } : {},
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
    expect(site.builds).toHaveLength(1);
  });

  it('starts a rebuild with the right secret', async () => {
    await serve();
    site.fingerprint = 'content-2';
    const response = await fetch(`${base}/admin/rebuild`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ force: false }),
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ state: 'started' });
    await publisher.whenIdle();
    expect(site.builds).toHaveLength(2);
  });

  it('has no admin routes at all without ADMIN_TOKEN', async () => {
    await serve(null);
    for (const path of ['/admin', '/admin/status', '/admin/rebuild'])
      expect(
        (await fetch(base + path, { method: path === '/admin' ? 'GET' : 'POST' })).status,
      ).toBe(404);
  });

  it('serves the admin page with its own strict policy', async () => {
    await serve();
    const response = await fetch(`${base}/admin`);
    const html = await response.text();
    const csp = response.headers.get('content-security-policy') ?? '';
    const page = parsePage(html);
    const script = contentOf(page, elementsNamed(page, 'script')[0]!);
    expect(csp).toContain(`script-src ${sha256(script)}`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('<label for="token">Admin token</label>');
  });

  it('answers HEAD /admin as GET /admin, without the page', async () => {
    await serve();
    const [get, head] = await Promise.all([
      fetch(`${base}/admin`),
      fetch(`${base}/admin`, { method: 'HEAD' }),
    ]);
    expect(head.status).toBe(200);
    for (const name of ['content-type', 'content-security-policy', 'cache-control'])
      expect(head.headers.get(name), name).toBe(get.headers.get(name));
    expect(await head.text()).toBe('');
  });

  it('forgives no wrong token for a right one sent from the same address', async () => {
    // Behind a proxy not named in TRUSTED_PROXIES, the admin and a guesser share an address.
    await serve();
    for (let i = 0; i < 5; i++)
      expect((await adminCall({ authorization: `Bearer guess-${i}` })).status).toBe(401);
    expect((await adminCall({ authorization: `Bearer ${token}` })).status).toBe(200);
    const next = await adminCall({ authorization: 'Bearer guess-5' });
    expect(next.status).toBe(429);
    expect(Number(next.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('always accepts the right token, even from a client that sent many wrong ones', async () => {
    await serve();
    const statuses = new Set<number>();
    for (let i = 0; i < 30; i++)
      statuses.add((await adminCall({ authorization: `Bearer wrong-${i}` })).status);
    expect(statuses).toEqual(new Set([401, 429]));
    const right = await adminCall({ authorization: `Bearer ${token}` });
    expect(right.status).toBe(200);
  });

  it('slows down only the client sending wrong tokens, told apart behind a trusted proxy', async () => {
    await serve(token, ['127.0.0.1']);
    const from = (client: string, secret: string) =>
      adminCall({ authorization: `Bearer ${secret}`, 'x-forwarded-for': client });
    const guesser: number[] = [];
    for (let i = 0; i < 12; i++) guesser.push((await from('203.0.113.5', `guess-${i}`)).status);
    expect(guesser.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(guesser.at(-1)).toBe(429);
    const slowed = await from('203.0.113.5', 'guess-again');
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await from('198.51.100.7', 'typo')).status).toBe(401);
    expect((await from('198.51.100.7', token)).status).toBe(200);
    expect((await from('203.0.113.5', token)).status).toBe(200);
  });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    await serve();
    for (let i = 0; i < 12; i++)
      await adminCall({ authorization: `Bearer guess-${i}`, 'x-forwarded-for': `10.0.0.${i}` });
    const next = await adminCall({ authorization: 'Bearer guess', 'x-forwarded-for': '10.9.9.9' });
    expect(next.status).toBe(429);
  });

  it('never counts a preflight (OPTIONS) or a call without a token as a wrong token', async () => {
    await serve();
    for (let i = 0; i < 30; i++) {
      const preflight = await adminCall(
        { origin: 'https://evil.example' },
        'OPTIONS',
        '/admin/rebuild',
      );
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      expect((await adminCall({})).status).toBe(401);
    }
    expect((await adminCall({ authorization: 'Bearer one-typo' })).status).toBe(401);
  });

  it('answers 413 to an oversized body and starts nothing', async () => {
    await serve();
    site.fingerprint = 'content-2';
    for (const body of [
      JSON.stringify({ force: true, note: 'x'.repeat(100_000) }),
      'x'.repeat(5000),
    ]) {
      const response = await fetch(`${base}/admin/rebuild`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      });
      expect(response.status).toBe(413);
    }
    await publisher.whenIdle();
    expect(site.builds).toHaveLength(1);
  });

  it('refuses an admin secret short enough to guess', async () => {
    await expect(
      startPublishServer({ publisher, adminToken: 'short-secret', port: 0 }),
    ).rejects.toThrow(/ADMIN_TOKEN must be at least 24 characters/);
  });

  it('rolls back over the admin API', async () => {
    await serve();
    const first = publisher.liveSite()!.id;
    site.fingerprint = 'content-2';
    publisher.trigger({ by: 'test' });
    await publisher.whenIdle();
    const response = await fetch(`${base}/admin/rollback`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ id: first }),
    });
    expect(response.status).toBe(200);
    expect(buildIdOf(await (await fetch(`${base}/`)).text())).toBe('b001');
  });
});

describe('publish server: serving the live build', () => {
  it('sends the security headers, caching and compression a page needs', async () => {
    await serve();
    const page = await fetch(`${base}/page-1/`, { headers: { 'accept-encoding': 'br' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${sha256(inlineScript)}`);
    for (const part of [
      "connect-src 'self' http://api.test http://order.test",
      "img-src 'self' data: http://api.test",
      "frame-src 'self' http://api.test",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'self'",
    ])
      expect(csp).toContain(part);
    const asset = await fetch(`${base}/_astro/app.b001.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const missing = await fetch(`${base}/no-such-page/`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<h1>Not found</h1>');
    const shell = await fetch(`${base}/billing/details/9876`);
    expect(await shell.text()).toContain('<h1>Bill</h1>');
  });

  // Issue 14: what the service worker and feed readers fetch must never be kept unchecked
  // (a publish must reach a returning visitor), and calendar apps need the calendar type.
  it.each([
    ['/sw.js', 'text/javascript; charset=utf-8'],
    ['/manifest.webmanifest', 'application/manifest+json'],
    ['/calendar.ics', 'text/calendar; charset=utf-8'],
    ['/rss.xml', 'application/xml; charset=utf-8'],
  ])('serves %s as %s, never cached unchecked', async (path, type) => {
    await serve();
    const answer = await fetch(base + path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(type);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it('still serves the hashed assets of an earlier kept build (a page loaded before a switch)', async () => {
    await serve();
    site.fingerprint = 'content-2';
    publisher.trigger({ by: 'test' });
    await publisher.whenIdle();
    expect(buildIdOf(await (await fetch(`${base}/`)).text())).toBe('b002');
    const earlier = await fetch(`${base}/_astro/app.b001.js`);
    expect(earlier.status).toBe(200);
    expect(await earlier.text()).toContain('b001');
    expect((await fetch(`${base}/_astro/app.b999.js`)).status).toBe(404);
  });

  it('serves only scripts and styles of an earlier kept build, never its pictures or documents', async () => {
    await serve();
    const first = publisher.liveSite()!;
    site.fingerprint = 'content-2';
    publisher.trigger({ by: 'test' });
    await publisher.whenIdle();
    expect(publisher.liveSite()!.id).not.toBe(first.id);
    // Still in the kept build (for a rollback), and out of reach of anyone else.
    for (const file of ['_astro/cover.b001.webp', '_astro/rules.b001.pdf']) {
      expect(existsSync(join(first.dir, file)), file).toBe(true);
      const answer = await rawGet(`/${file}`);
      expect(answer.status, file).toBe(404);
      expect(answer.body).not.toContain('b001');
    }
    expect((await fetch(`${base}/_astro/app.b001.js`)).status).toBe(200);
    expect((await fetch(`${base}/_astro/cover.b002.webp`)).status).toBe(200);
  });

  it('answers a repeated request with 304, by ETag or by date, for each encoding', async () => {
    await serve();
    // Sent as a browser revalidates (fetch() would add Cache-Control: no-cache, a reload).
    for (const encoding of ['identity', 'br', 'gzip']) {
      const first = await rawGet('/page-1/', { 'accept-encoding': encoding });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);
      const validators: Record<string, string>[] = [
        { 'if-none-match': etag },
        { 'if-modified-since': String(first.headers['last-modified']) },
      ];
      for (const condition of validators) {
        const again = await rawGet('/page-1/', { 'accept-encoding': encoding, ...condition });
        expect(again.status, `${encoding} ${Object.keys(condition)[0]}`).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers['cache-control']).toBe('no-cache');
        expect(again.headers['content-security-policy']).toBe(
          first.headers['content-security-policy'],
        );
      }
    }
    const plain = await rawGet('/page-1/', { 'accept-encoding': 'identity' });
    const br = await rawGet('/page-1/', { 'accept-encoding': 'br' });
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    expect((await rawGet('/page-1/', { 'if-none-match': 'W/"old"' })).status).toBe(200);
    expect(
      (await rawGet('/page-1/', { 'if-modified-since': 'Sat, 01 Jan 2000 00:00:00 GMT' })).status,
    ).toBe(200);
  });

  it('answers a Range request for a PDF with 206 and Content-Range, and HEAD without a body', async () => {
    await serve();
    const size = Buffer.byteLength(fakePdf);
    const part = await fetch(`${base}/documents/club-rules.pdf`, {
      headers: { range: 'bytes=100-199' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect(part.headers.get('content-type')).toBe('application/pdf');
    expect(await part.text()).toBe(fakePdf.slice(100, 200));
    const tail = await fetch(`${base}/documents/club-rules.pdf`, {
      headers: { range: 'bytes=-10' },
    });
    expect(tail.status).toBe(206);
    expect(await tail.text()).toBe(fakePdf.slice(-10));
    const beyond = await fetch(`${base}/documents/club-rules.pdf`, {
      headers: { range: `bytes=${size + 10}-` },
    });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);
    const head = await fetch(`${base}/documents/club-rules.pdf`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(size));
    expect(head.headers.get('accept-ranges')).toBe('bytes');
  });

  it.each([
    ['a unit and no range', 'bytes=abc'],
    ['an empty range', 'bytes='],
    ['a range that ends before it starts', 'bytes=200-100'],
    ['a part that is no range', 'bytes=0-9, x'],
    ['a range with three numbers', 'bytes=1-2-3'],
  ])('ignores a Range header with %s (%s): the whole file, 200', async (_, range) => {
    await serve();
    const answer = await fetch(`${base}/documents/club-rules.pdf`, { headers: { range } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-range')).toBeNull();
    expect(await answer.text()).toBe(fakePdf);
  });

  it.each(['/_headers', '/_redirects', '/_astro/../_headers', '/_redirects/'])(
    'keeps the build’s files for a CDN to itself: %s is not found',
    async (path) => {
      await serve();
      const answer = await rawGet(path);
      expect(answer.status).toBe(404);
      expect(answer.body).toContain('<h1>Not found</h1>');
      expect(answer.body).not.toContain('Content-Security-Policy');
    },
  );

  it('serves the precompressed copy with Vary: Accept-Encoding', async () => {
    await serve();
    const page = await fetch(`${base}/page-1/`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(page.headers.get('vary')).toBe('Accept-Encoding');
    expect(page.headers.get('content-encoding')).toBe('br');
    const raw = await rawGet('/page-1/', { 'accept-encoding': 'br' });
    expect(raw.headers['content-encoding']).toBe('br');
    const plain = await rawGet('/page-1/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<h1>Page 1</h1>');
    const bytes = await new Promise<Buffer>((done) =>
      get(
        {
          host: '127.0.0.1',
          port: server.port,
          path: '/page-1/',
          headers: { 'accept-encoding': 'br' },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(Buffer.concat(chunks)));
        },
      ),
    );
    expect(brotliDecompressSync(bytes).toString()).toBe(plain.body);
  });

  it.each([
    ['br;q=0', 'the page as it is'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.4', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['identity', 'the page as it is'],
  ])('honours Accept-Encoding: %s with its q-values (sends %s)', async (accept, sent) => {
    await serve();
    const page = await rawGet('/page-1/', { 'accept-encoding': accept });
    expect(page.status).toBe(200);
    expect(page.headers.vary).toBe('Accept-Encoding');
    if (sent !== 'the page as it is') expect(page.headers['content-encoding']).toBe(sent);
    else {
      expect(page.headers['content-encoding']).toBeUndefined();
      expect(page.body).toContain('<h1>Page 1</h1>');
    }
  });

  it('sends the same headers as the build’s _headers gives each address (a CDN)', async () => {
    await serve();
    const live = publisher.liveSite()!;
    const rules = parseHeaders(await readFile(join(live.dir, '_headers'), 'utf8'));
    for (const path of [
      '/',
      '/page-1/',
      '/page-2/',
      '/404.html',
      '/billing/details/42',
      '/_astro/app.b001.js',
    ]) {
      const response = await fetch(base + path);
      const expected = headersFor(rules, path);
      for (const name of [
        'content-security-policy',
        'cache-control',
        'x-content-type-options',
        'referrer-policy',
        'permissions-policy',
      ])
        expect(response.headers.get(name), `${name} of ${path}`).toBe(expected[name]);
    }
    expect(headersFor(rules, '/page-1/')['content-security-policy']).toContain(
      `script-src 'self' ${sha256(inlineScript)}`,
    );
  });

  it('sends HSTS only over https (a trusted proxy saying so), and Cross-Origin-Opener-Policy', async () => {
    await serve(token, ['127.0.0.1']);
    const plain = await fetch(`${base}/`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    expect(plain.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const viaTls = await fetch(`${base}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(viaTls.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const admin = await fetch(`${base}/admin`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(admin.headers.get('strict-transport-security')).toBe('max-age=31536000');
    await server.close();
    await serve();
    const untrusted = await fetch(`${base}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(untrusted.headers.get('strict-transport-security')).toBeNull();
  });

  it.each([
    ['a page', 'https://club.test/'],
    ['the admin page', 'https://club.test/admin'],
  ])(
    'sends no HSTS over plain http to a request whose target names https (%s, absolute form)',
    async (_, target) => {
      await serve();
      const answer = await rawGet(target);
      expect(answer.status).toBe(200);
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('chooses caching and policy by the file served, not by the address asked', async () => {
    await serve();
    for (const path of ['/_astro/..%2fpage-1%2findex.html', '/_astro/%2e%2e/page-1/index.html']) {
      const response = await rawGet(path);
      // Inside the build, so served: as the page it is, never as a year-long hashed asset.
      expect(response.status).toBe(200);
      expect(response.body).toContain('<h1>Page 1</h1>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain(sha256(inlineScript));
    }
  });

  it('never serves a file outside the build: 120 traversal variants and symlinks', async () => {
    await serve();
    const live = publisher.liveSite()!;
    const secret = 'TOP-SECRET-OUTSIDE-THE-BUILD';
    // One, three and four folders above the build's files.
    for (const up of ['..', '../../..', '../../../..'])
      await writeFile(join(live.dir, up, 'secret.txt'), secret).catch(() => {});
    const dots = ['..', '%2e%2e', '%2E%2E', '.%2e', '%2e.', '%252e%252e'];
    const slashes = ['/', '%2f', '%2F', '%5c', '\\'];
    const variants: string[] = [];
    for (const dot of dots)
      for (const slash of slashes)
        for (const depth of [1, 3, 4, 8])
          variants.push(`/${`${dot}${slash}`.repeat(depth)}secret.txt`);
    expect(variants).toHaveLength(120);
    for (const path of variants) {
      const response = await rawGet(path);
      expect(response.body, path).not.toContain(secret);
      expect([200, 400, 404], path).toContain(response.status);
    }
    // A link inside the build to a file outside it is not followed; one within it is.
    await symlink(join(live.dir, '..', 'secret.txt'), join(live.dir, 'page-1', 'notes.txt'));
    await symlink(join(live.dir, 'page-2', 'index.html'), join(live.dir, 'page-1', 'same.html'));
    await symlink(join(live.dir, '..'), join(live.dir, 'up'));
    for (const path of ['/page-1/notes.txt', '/up/secret.txt']) {
      const response = await rawGet(path);
      expect(response.body).not.toContain(secret);
      expect(response.status).toBe(404);
    }
    expect((await rawGet('/page-1/same.html')).body).toContain('<h1>Page 2</h1>');
  });

  it('answers 503 before anything is published', async () => {
    const empty = await stateDir();
    const before = publisher;
    publisher = await fakePublisher(fakeSite(), empty);
    await serve();
    expect((await fetch(`${base}/`)).status).toBe(503);
    await publisher.close();
    publisher = before;
    await rm(empty, { recursive: true, force: true });
  });

  it('never shows an error or a mixed page while builds switch under a stream of requests', async () => {
    await serve();
    const seen: string[] = [];
    const problems: string[] = [];
    let switching = true;
    const switches = (async () => {
      for (let build = 2; build <= 5; build++) {
        site.fingerprint = `content-${build}`;
        publisher.trigger({ by: 'test' });
        await publisher.whenIdle();
      }
      switching = false;
    })();
    while (switching) {
      // Two requests per round: a page, then the script that page asks for.
      const page = await fetch(`${base}/page-1/`);
      const html = await page.text();
      const id = buildIdOf(html);
      const footer = firstAttribute(html, 'data-build');
      const script = firstAttribute(html, 'src', '/_astro/') ?? '';
      const asset = await fetch(base + script);
      const assetText = await asset.text();
      if (page.status !== 200 || asset.status !== 200)
        problems.push(`${page.status}/${asset.status}`);
      if (!id || id !== footer || !assetText.includes(id))
        problems.push(`mixed: ${id} ${footer} ${assetText}`);
      if (id && seen.length > 0 && id < seen.at(-1)!) problems.push(`went back to ${id}`);
      if (id && seen.at(-1) !== id) seen.push(id);
    }
    await switches;
    expect(problems).toEqual([]);
    expect(seen.length).toBeGreaterThan(1);
    expect(buildIdOf(await (await fetch(`${base}/page-1/`)).text())).toBe('b005');
  });
});
