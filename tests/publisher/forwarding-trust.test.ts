import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { rm } from 'node:fs/promises';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../api/demo-accounts.ts';
import type { Publisher } from '../../publisher/publish/publish-queue.ts';
import { apiForwarding } from '../../publisher/serve/api-forwarding.ts';
import { startPublishServer } from '../../publisher/serve/publish-server.ts';
import { fakePublisher, fakeSite, stateDir } from './fake-site.ts';
import { startStandIn } from './stand-in.ts';

// Issue 56: the trust at the forwarding's edges. The stand-in believes the member's address
// only from a forwarder it trusts that knows the shared secret (one member's abuse no longer
// locks every member out); a provider's redirect is never followed; the provider's challenge
// and referrer policy stay out of the site's answers; the ordering account is the
// forwarding's, and an order is the signed-in member's own.

const SECRET = 'forwarding-secret-for-tests-1234';
const ORDER_ACCOUNT = { username: 'club-kiosk', password: 'kiosk-pass', accessKey: 'order-key' };

async function serveApp(app: Hono): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createAdaptorServer({ fetch: app.fetch, overrideGlobalObjects: false }) as Server;
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** What a server was sent. */
interface Seen {
  path: string;
  headers: Record<string, string>;
  body: string;
}
const recording =
  (seen: Seen[]) => async (c: import('hono').Context, next: () => Promise<void>) => {
    const url = new URL(c.req.url);
    seen.push({
      path: url.pathname + url.search,
      headers: Object.fromEntries(c.req.raw.headers),
      body: await c.req.text(),
    });
    await next();
  };

let dir: string;
let publisher: Publisher;
let standIn: Awaited<ReturnType<typeof startStandIn>>;
let server: Awaited<ReturnType<typeof startPublishServer>>;
let site: string;
let provider: { origin: string; close(): Promise<void> };
let elsewhere: { origin: string; close(): Promise<void> };
const seenByProvider: Seen[] = [];
const seenElsewhere: Seen[] = [];

beforeAll(async () => {
  dir = await stateDir();
  publisher = await fakePublisher(fakeSite(), dir);
  publisher.trigger({ by: 'test' });
  await publisher.whenIdle();
  // The stand-in as `npm start` runs it: trusting the forwarders on loopback with the secret.
  standIn = await startStandIn(join(dir, 'stand-in'), {
    API_TRUSTED_FORWARDERS: '127.0.0.1,::1',
    API_FORWARDING_SECRET: SECRET,
  });
  const other = new Hono();
  other.use('*', recording(seenElsewhere));
  other.all('*', (c) => c.text('metadata of another host'));
  elsewhere = await serveApp(other);
  const own = new Hono();
  own.use('*', recording(seenByProvider));
  own.all('/v2/members/moved-out', (c) => c.redirect('/v2/secret', 302));
  own.all('/v2/members/moved-away', (c) => c.redirect(`${elsewhere.origin}/latest/meta-data`, 307));
  own.get('/v2/members/challenge', (c) =>
    c.json({ error: true, message: 'Sign in', data: null }, 401, {
      'www-authenticate': 'Basic realm="provider"',
      'referrer-policy': 'unsafe-url',
    }),
  );
  own.all('/v2/secret', (c) => c.text('outside the API'));
  own.all('*', (c) => c.json({ error: false, message: '', data: { status: true } }));
  provider = await serveApp(own);
  server = await startPublishServer({
    publisher,
    port: 0,
    // A TLS proxy in front on loopback names each visitor (TRUSTED_PROXIES).
    trustedProxies: ['127.0.0.1'],
    forward: {
      targets: {
        member: `${standIn.origin}/web/bc-member/v1`,
        order: `${provider.origin}/v2/members`,
      },
      secret: SECRET,
      orderAccount: ORDER_ACCOUNT,
    },
  });
  site = `http://127.0.0.1:${server.port}`;
});

afterAll(async () => {
  await server?.close();
  await standIn?.stop();
  await provider?.close();
  await elsewhere?.close();
  await publisher?.close();
  await rm(dir, { recursive: true, force: true });
});

/** A member API call through the site's forwarding, from `visitor`'s address. */
const throughSite = (path: string, visitor: string, body: unknown) =>
  fetch(`${site}/api/member/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor },
    body: JSON.stringify(body),
  });

describe('the per-address limits behind the forwarding', () => {
  it('stop the visitor who asks too often, and answer another member', async () => {
    const abuser = '203.0.113.10';
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++)
      statuses.push(
        (await throughSite('login-with-otp', abuser, { acNo: `BC-90${n}`, hashCode: 'x' })).status,
      );
    expect(statuses.at(-1)).toBe(429);
    const member = '198.51.100.20';
    const code = await throughSite('login-with-otp', member, {
      acNo: DEMO_MEMBER.acNo,
      hashCode: 'x',
    });
    expect(code.status).toBe(200);
    const signIn = await throughSite('login', member, {
      acNo: DEMO_MEMBER.acNo,
      password: DEMO_MEMBER.password,
    });
    expect(signIn.status).toBe(200);
  });

  it.each([
    ['without the secret', undefined],
    ['with a wrong secret', 'not-the-secret-at-all-0000'],
  ])('ignore an X-Forwarded-For sent straight to the provider %s', async (_, secret) => {
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) {
      const answer = await fetch(`${standIn.origin}/web/bc-member/v1/login-with-otp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          // A new address each time: believed, none of them would be limited.
          'x-forwarded-for': `192.0.2.${n + (secret ? 100 : 1)}`,
          ...(secret ? { 'x-forwarding-secret': secret } : {}),
        },
        body: JSON.stringify({ acNo: `BC-80${n}`, hashCode: 'x' }),
      });
      statuses.push(answer.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('a provider that redirects', () => {
  it.each([
    ['to a path outside the API', 'moved-out', seenByProvider],
    ['to another host', 'moved-away', seenElsewhere],
  ])('is not followed %s: the member hears 502', async (_, path, targetSeen) => {
    for (const method of ['GET', 'POST']) {
      const before = targetSeen.filter((call) => !call.path.startsWith('/v2/members')).length;
      const answer = await fetch(`${site}/api/order/${path}`, {
        method,
        headers: { authorization: 'Bearer member-token' },
        ...(method === 'POST' ? { body: '{}' } : {}),
      });
      expect(answer.status, method).toBe(502);
      expect(await answer.text()).toMatch(/redirect/);
      expect(targetSeen.filter((call) => !call.path.startsWith('/v2/members')).length).toBe(before);
    }
  });
});

describe('the provider’s answer on the site’s origin', () => {
  it('carries no password challenge and never a Referer', async () => {
    const answer = await fetch(`${site}/api/order/challenge`);
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toBeNull();
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('is not found for an encoded prefix, for a provider at its host’s root too', async () => {
    const called: string[] = [];
    const forwarding = apiForwarding({
      targets: () => ({ member: 'http://127.0.0.1:4010', order: 'http://127.0.0.1:4010' }),
      clientAddress: () => null,
      fetch: async (input) => {
        called.push(String(input instanceof Request ? input.url : input));
        return new Response('{}');
      },
    });
    for (const path of ['/api/%6Dember/x', '/api/%6frder/x'])
      expect((await forwarding.request(`http://site${path}`)).status, path).toBe(404);
    expect(called).toEqual([]);
  });

  it('is not found for an encoded prefix through the publish server', async () => {
    for (const path of ['/api/%6Dember/x', '/api/%6frder/x']) {
      const status = await new Promise<number>((done, fail) =>
        get({ host: '127.0.0.1', port: server.port, path }, (res) => {
          res.resume();
          done(res.statusCode ?? 0);
        }).on('error', fail),
      );
      expect(status, path).toBe(404);
    }
  });
});

describe('the ordering account is the forwarding’s', () => {
  it('logs in with the club’s credentials, whatever the browser sent', async () => {
    seenByProvider.length = 0;
    await fetch(`${site}/api/order/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: '', password: '' }),
    });
    expect(JSON.parse(seenByProvider[0]!.body)).toEqual({
      username: ORDER_ACCOUNT.username,
      password: ORDER_ACCOUNT.password,
    });
  });

  it('places an order for the signed-in member, never the member_id the browser names', async () => {
    const signIn = await throughSite('login', '198.51.100.30', {
      acNo: DEMO_MEMBER.acNo,
      password: DEMO_MEMBER.password,
    });
    const { data } = (await signIn.json()) as {
      data: { accessToken: string; user: { memCode: string; name: string } };
    };
    seenByProvider.length = 0;
    const order = await fetch(
      `${site}/api/order/member-place-order?access_token=&member_id=SOMEONE-ELSE&locationid=1&tableid=2&payload=%5B%5D&created_by=Someone`,
      { method: 'POST', headers: { authorization: `Bearer ${data.accessToken}` } },
    );
    expect(order.status).toBe(200);
    const sent = new URL(seenByProvider[0]!.path, 'http://provider').searchParams;
    expect(sent.get('member_id')).toBe(data.user.memCode);
    expect(sent.get('access_token')).toBe(ORDER_ACCOUNT.accessKey);
    expect(sent.get('created_by')).toBe(data.user.name);
    expect(sent.get('locationid')).toBe('1');
    // The member's token stays with the forwarding.
    expect(seenByProvider[0]!.headers).not.toHaveProperty('authorization');
  });

  it('refuses an order without a member’s session, sending nothing on', async () => {
    seenByProvider.length = 0;
    const sessions: Record<string, string>[] = [{}, { authorization: 'Bearer not-a-token' }];
    for (const headers of sessions) {
      const order = await fetch(`${site}/api/order/member-place-order?member_id=BC-101`, {
        method: 'POST',
        headers,
      });
      expect(order.status).toBe(401);
    }
    expect(seenByProvider).toEqual([]);
  });
});
