import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../api/demo-accounts.ts';
import type { Publisher } from '../../publisher/publish/publish-queue.ts';
import { forwardedAddress } from '../../publisher/serve/api-forwarding.ts';
import { startPublishServer } from '../../publisher/serve/publish-server.ts';
import { createApiClient } from '../../src/lib/api/client.ts';
import { SessionExpiredError } from '../../src/lib/api/errors.ts';
import { messages } from '../../src/lib/constants/messages.ts';
import * as v from 'valibot';
import { fakePublisher, fakeSite, stateDir } from './fake-site.ts';
import { freePort, startStandIn } from './stand-in.ts';

// Issue 48: the member API and the ordering service on the site's own origin. The publish
// server forwards /api/member/… and /api/order/… to the provider with a kept proxy (Hono's):
// streamed, with the provider's status, the token passed and nothing of the site's, never
// cached, and a provider that is down or slow told to the member in the site's own words, in
// time. The member's side is the site's real API client.

/** Serves a Hono app (a provider) on a loopback port. */
async function serveApp(app: Hono, port = 0): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createAdaptorServer({ fetch: app.fetch, overrideGlobalObjects: false }) as Server;
  await new Promise<void>((ready) => server.listen(port, '127.0.0.1', ready));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** What a provider of its own was sent, call by call. */
interface Seen {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * A provider that is not the stand-in: another base path, answers compressed on the wire and
 * sent in parts, cookies, CORS and HSTS of its own, a refusal with Retry-After; it records what
 * it was sent. `release` lets the second part of /slow-start go.
 */
function providerOfItsOwn(seen: Seen[]) {
  let release = () => {};
  const held = new Promise<void>((go) => (release = go));
  const app = new Hono();
  app.use('*', async (c, next) => {
    seen.push({
      path: new URL(c.req.url).pathname + new URL(c.req.url).search,
      headers: Object.fromEntries(c.req.raw.headers),
      body: await c.req.text(),
    });
    await next();
  });
  app.get('/v2/members/club/notices', (c) =>
    c.body(gzipSync(JSON.stringify({ error: false, message: '', data: [{ id: 7 }] })), 200, {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
      'set-cookie': 'provider-session=abc; Path=/',
      'access-control-allow-origin': '*',
      'strict-transport-security': 'max-age=999',
      etag: '"n7"',
    }),
  );
  app.post('/v2/members/busy', (c) =>
    c.json({ error: true, message: 'Busy, try later', data: null }, 429, { 'retry-after': '7' }),
  );
  app.get('/v2/members/slow-start', () => {
    const encoder = new TextEncoder();
    const stream = new ReadableStream({
      async start(controller) {
        controller.enqueue(encoder.encode('{"error":false,"message":"","data":"first'));
        await held;
        controller.enqueue(encoder.encode(' and last"}'));
        controller.close();
      },
    });
    return new Response(stream, { headers: { 'content-type': 'application/json' } });
  });
  app.get('/v2/members/never', () => new Promise<Response>(() => {}));
  app.get('/v2/secret', (c) => c.text('outside the API'));
  app.all('*', (c) => c.json({ error: true, message: 'Unknown call', data: null }, 404));
  return { app, release };
}

const anything = v.unknown();
let dir: string;
let publisher: Publisher;
let standIn: Awaited<ReturnType<typeof startStandIn>>;
let own: { origin: string; close(): Promise<void> };
const seen: Seen[] = [];
let releaseSlowStart = () => {};
let server: Awaited<ReturnType<typeof startPublishServer>>;
let site: string;
let downServer: Awaited<ReturnType<typeof startPublishServer>>;
let downSite: string;

beforeAll(async () => {
  dir = await stateDir();
  publisher = await fakePublisher(fakeSite(), dir);
  publisher.trigger({ by: 'test' });
  await publisher.whenIdle();
  // The stand-in as `npm start` runs it: its own process.
  standIn = await startStandIn(join(dir, 'stand-in'));
  const provider = providerOfItsOwn(seen);
  releaseSlowStart = provider.release;
  own = await serveApp(provider.app);
  server = await startPublishServer({
    publisher,
    port: 0,
    forward: {
      targets: { member: `${standIn.origin}/web/bc-member/v1`, order: `${own.origin}/v2/members` },
      timeoutMs: 500,
    },
  });
  site = `http://127.0.0.1:${server.port}`;
  // A provider that is not there: a port nothing listens on.
  const nowhere = `http://127.0.0.1:${await freePort()}/v1`;
  downServer = await startPublishServer({
    publisher,
    port: 0,
    forward: { targets: { member: nowhere, order: nowhere } },
  });
  downSite = `http://127.0.0.1:${downServer.port}`;
});

afterAll(async () => {
  await server?.close();
  await downServer?.close();
  await standIn?.stop();
  await own?.close();
  await publisher?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('forwardedAddress', () => {
  it.each([
    [
      'https://p.example/web/v1',
      '/club/notice/list',
      '?page=2',
      'https://p.example/web/v1/club/notice/list?page=2',
    ],
    ['https://p.example/web/v1/', '/x', '', 'https://p.example/web/v1/x'],
    // An id the client encoded stays encoded, as a direct call would have sent it.
    [
      'https://p.example/v1',
      '/billing/details/INV%2F7',
      '',
      'https://p.example/v1/billing/details/INV%2F7',
    ],
    ['https://p.example', '/menulist', '?a=1', 'https://p.example/menulist?a=1'],
    // Nothing of the provider's host outside the API's own path.
    ['https://p.example/web/v1', '/../../admin', '', null],
    ['https://p.example/web/v1', '/%2e%2e/%2E%2E/admin', '', null],
    ['https://p.example/web/v1', '/../v1-other/x', '', null],
  ])('%s + %s%s → %s', (base, rest, search, expected) => {
    expect(forwardedAddress(base, rest, search)).toBe(expected);
  });
});

describe('the publish server forwards the APIs on the site’s own origin', () => {
  it('signs a member in at the stand-in and makes the member’s calls with the token', async () => {
    let token = '';
    const api = createApiClient({ baseUrl: `${site}/api/member`, getToken: () => token });
    const login = await api.post(
      'login',
      { acNo: DEMO_MEMBER.acNo, password: DEMO_MEMBER.password },
      v.object({ accessToken: v.string() }),
    );
    token = login.accessToken;
    const notices = await api.get('notice-list', anything, { auth: true });
    expect(notices).toBeTruthy();
    // The provider's refusal of a token comes back as it is: the session ends.
    token = 'not-a-token';
    await expect(api.get('notice-list', anything, { auth: true })).rejects.toBeInstanceOf(
      SessionExpiredError,
    );
  });

  it('passes the call’s token and nothing of the site’s; tells the member’s address', async () => {
    seen.length = 0;
    const answer = await fetch(`${site}/api/order/club/notices?page=1`, {
      headers: {
        authorization: 'Bearer member-token',
        accept: 'application/json',
        cookie: 'club_preview=secret-cookie',
        referer: `${site}/billing/details/42`,
        origin: site,
        'x-forwarded-for': '203.0.113.9',
        'x-forwarded-host': 'evil.example',
      },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ data: [{ id: 7 }] });
    const [call] = seen;
    expect(call?.path).toBe('/v2/members/club/notices?page=1');
    expect(call?.headers).toMatchObject({
      authorization: 'Bearer member-token',
      accept: 'application/json',
      'x-forwarded-for': '127.0.0.1',
    });
    for (const name of ['cookie', 'referer', 'origin', 'x-forwarded-host'])
      expect(call?.headers, name).not.toHaveProperty(name);
  });

  it('sends the answer compressed to a browser that takes it (the provider’s came decoded)', async () => {
    const answer = await fetch(`${site}/api/order/club/notices`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(await answer.json()).toMatchObject({ data: [{ id: 7 }] });
  });

  it('sends the answer with the provider’s status and validators, never kept, nothing that acts on the site', async () => {
    const notices = await fetch(`${site}/api/order/club/notices`);
    expect(notices.headers.get('cache-control')).toBe('no-store');
    expect(notices.headers.get('etag')).toMatch(/"n7"/);
    expect(notices.headers.get('content-security-policy')).toContain('sandbox');
    for (const name of ['set-cookie', 'access-control-allow-origin', 'strict-transport-security'])
      expect(notices.headers.get(name), name).toBeNull();
    const busy = await fetch(`${site}/api/order/busy`, { method: 'POST', body: '{}' });
    expect(busy.status).toBe(429);
    expect(busy.headers.get('retry-after')).toBe('7');
    expect(await busy.json()).toMatchObject({ message: 'Busy, try later' });
    expect(seen.at(-1)).toMatchObject({ path: '/v2/members/busy', body: '{}' });
  });

  it('streams the answer as the provider sends it', async () => {
    // (Uncompressed: a compressor sends its output in blocks, not as each part comes in.)
    const answer = await fetch(`${site}/api/order/slow-start`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const reader = answer.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    // The first part is here while the provider still holds the rest.
    expect(first).toContain('"first');
    releaseSlowStart();
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read())
      rest += new TextDecoder().decode(part.value);
    expect(first + rest).toContain('first and last');
  });

  it('reaches nothing of the provider’s host outside the two APIs', async () => {
    seen.length = 0;
    for (const path of ['/api/order/../../v2/secret', '/api/order/%2e%2e/%2e%2e/v2/secret']) {
      const status = await new Promise<number>((done, fail) =>
        get({ host: '127.0.0.1', port: server.port, path }, (res) => {
          res.resume();
          done(res.statusCode ?? 0);
        }).on('error', fail),
      );
      expect(status, path).toBe(404);
    }
    expect(seen).toEqual([]);
    const other = await fetch(`${site}/api/order/x`, { method: 'DELETE' });
    expect(other.status).toBe(405);
  });

  it.each([
    ['down', () => `${downSite}/api/member`, 'club/notice/list', messages.serverUnreachable],
    ['slow', () => `${site}/api/order`, 'never', messages.serverTooSlow],
  ])(
    'tells the member of a provider that is %s in the site’s words, in time',
    async (_, baseOf, path, text) => {
      const base = baseOf();
      const api = createApiClient({ baseUrl: base, retryDelays: [], getToken: () => 't' });
      const started = Date.now();
      const error = await api.get(path, anything, { auth: true }).catch((caught) => caught);
      expect(error).toMatchObject({ message: text });
      expect(Date.now() - started).toBeLessThan(5000);
    },
  );
});
