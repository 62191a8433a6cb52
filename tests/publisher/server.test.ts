import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Publisher } from '../../publisher/publisher.ts';
import { startPublishServer } from '../../publisher/server.ts';
import { fakePublisher, fakeSite, inlineScript, stateDir, type FakeSite } from './fake-site.ts';

const token = 'a-long-admin-secret-for-tests';
let dir: string;
let site: FakeSite;
let publisher: Publisher;
let server: Awaited<ReturnType<typeof startPublishServer>>;
let base: string;

async function serve(adminToken: string | null = token) {
  server = await startPublishServer({ publisher, adminToken, port: 0 });
  base = `http://127.0.0.1:${server.port}`;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const buildIdOf = (html: string) => /<meta name="build" content="(\w+)">/.exec(html)?.[1];

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
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(csp).toContain(`script-src ${sha256(script)}`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('<label for="token">Admin token</label>');
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
      const footer = /data-build="(\w+)"/.exec(html)?.[1];
      const script = /src="(\/_astro\/[^"]+)"/.exec(html)?.[1] ?? '';
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
