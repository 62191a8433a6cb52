import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leanFetch } from '../../publisher/build/keep-alive-fetch.ts';

// The change check's own client answers as fetch would for what the check asks.

let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/slow') return void setTimeout(() => res.end('late'), 2000);
    if (req.headers['if-none-match'] === 'W/"v1"')
      return void res.writeHead(304, { etag: 'W/"v1"' }).end();
    res
      .writeHead(req.url === '/missing' ? 404 : 200, {
        'content-type': 'application/json',
        etag: 'W/"v1"',
        'last-modified': 'Tue, 24 Nov 2026 10:00:00 GMT',
        'set-cookie': ['a=1', 'b=2'],
      })
      .end(
        req.method === 'HEAD'
          ? undefined
          : JSON.stringify({ asked: req.url, accept: req.headers.accept }),
      );
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((done) => server.close(done)));

describe('leanFetch', () => {
  it.each([
    ['a GET with its headers', '/news', {}, 200, { asked: '/news', accept: 'application/json' }],
    ['a missing answer', '/missing', {}, 404, { asked: '/missing', accept: 'application/json' }],
    ['a conditional GET of the same answer', '/news', { 'if-none-match': 'W/"v1"' }, 304, null],
  ])('%s', async (_, path, extra, status, body) => {
    const response = await leanFetch(origin + path, {
      headers: { accept: 'application/json', ...extra },
    });
    expect(response.status).toBe(status);
    expect(response.headers.get('etag')).toBe('W/"v1"');
    if (body === null) expect(await response.text()).toBe('');
    else {
      expect(response.headers.get('last-modified')).toBe('Tue, 24 Nov 2026 10:00:00 GMT');
      expect(await response.json()).toEqual(body);
    }
  });

  it('asks HEAD without a body, keeping every header', async () => {
    const response = await leanFetch(`${origin}/cover.jpg`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBe('a=1, b=2');
    expect(await response.text()).toBe('');
  });

  it('gives up when its signal says so, and on a server that is not there', async () => {
    await expect(
      leanFetch(`${origin}/slow`, { signal: AbortSignal.timeout(50) }),
    ).rejects.toThrow();
    await expect(leanFetch('http://127.0.0.1:1/')).rejects.toThrow(/ECONNREFUSED/);
    await expect(leanFetch('ftp://example.test/')).rejects.toThrow(/cannot ask ftp:/);
  });
});
