import { createHmac } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { elementsNamed, parsePage } from '../../integrations/html/parsed-page.ts';
import type { Publisher } from '../../publisher/publish/publish-queue.ts';
import {
  SIGNATURE_HEADER,
  takenCalls,
  TIMESTAMP_HEADER,
  WEBHOOK_MAX_SKEW_MS,
  webhookSignature,
} from '../../publisher/serve/admin/webhook.ts';
import { PREVIEW_COOKIE } from '../../publisher/serve/preview-access.ts';
import { startPublishServer } from '../../publisher/serve/publish-server.ts';
import { DROP_LIMIT_BYTES } from '../../publisher/serve/unread-body.ts';
import { fakePublisher, fakeSite, snapshot, stateDir, type FakeSite } from './fake-site.ts';
import { answerThenNext } from './kept-alive.ts';

// The publish server's side of publishing that runs itself (issue 26): the content-changed
// webhook a provider or CMS signs, and a build waiting in preview, shown to the admin alone.

const token = 'a-long-admin-secret-for-tests';
const secret = 'a-webhook-secret-the-provider-shares';
let dir: string;
let site: FakeSite;
let publisher: Publisher;
let server: Awaited<ReturnType<typeof startPublishServer>>;
let base: string;

/** The build a page names in <meta name="build">. */
const buildIdOf = (html: string) =>
  elementsNamed(parsePage(html), 'meta').find(({ attributes }) => attributes.name === 'build')
    ?.attributes.content;

const history = async () => (await publisher.status()).history;

/** A webhook call, signed with `key` at `seconds` (now by default). */
function hook(
  body: string | Uint8Array<ArrayBuffer>,
  signed: { key?: string; seconds?: number; signature?: string } = {},
) {
  const timestamp = String(signed.seconds ?? Math.floor(Date.now() / 1000));
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signed.key !== undefined || signed.signature !== undefined) {
    headers[TIMESTAMP_HEADER] = timestamp;
    headers[SIGNATURE_HEADER] = signed.signature ?? webhookSignature(signed.key!, timestamp, body);
  }
  return fetch(`${base}/admin/hooks/content-changed`, { method: 'POST', headers, body });
}

const admin = (path: string, body?: unknown) =>
  fetch(base + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

beforeEach(async () => {
  dir = await stateDir();
  site = fakeSite();
  publisher = await fakePublisher(site, dir);
  publisher.trigger({ by: 'test' });
  await publisher.whenIdle();
  server = await startPublishServer({
    publisher,
    adminToken: token,
    webhookSecret: secret,
    port: 0,
  });
  base = `http://127.0.0.1:${server.port}`;
});

afterEach(async () => {
  await server.close();
  await publisher.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the content-changed webhook', () => {
  it('publishes on a signed call, answered 202 at once', async () => {
    site.fingerprint = 'content-2';
    const body = JSON.stringify({ event: 'entry.publish', id: 'nw0001' });
    const response = await hook(body, { key: secret });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ state: 'started' });
    await publisher.whenIdle();
    expect((await history())[0]).toMatchObject({ trigger: 'webhook', result: 'published' });
  });

  it('coalesces with a publish already under way', async () => {
    const release = site.hold();
    site.fingerprint = 'content-2';
    publisher.trigger({ by: 'admin' });
    await site.started(2);
    expect(await (await hook('{"n":1}', { key: secret })).json()).toEqual({ state: 'queued' });
    expect(await (await hook('{"n":2}', { key: secret })).json()).toEqual({ state: 'queued' });
    // The provider changed more while the build ran: one follow-up build takes it all.
    site.fingerprint = 'content-3';
    release();
    await publisher.whenIdle();
    expect(site.builds).toHaveLength(3);
  });

  it.each([
    ['unsigned', {}],
    ['signed with another secret', { key: 'another-secret-of-some-length' }],
    ['signed over another body', { signature: webhookSignature(secret, '1', '{"other":1}') }],
    ['a replay of six minutes ago', { key: secret, seconds: Math.floor(Date.now() / 1000) - 360 }],
    ['from six minutes ahead', { key: secret, seconds: Math.floor(Date.now() / 1000) + 360 }],
  ])('refuses a call %s with 401 and changes nothing', async (_, signed) => {
    site.fingerprint = 'content-2';
    const live = publisher.liveSite()!;
    const before = await snapshot(live.dir);
    const response = await hook('{"event":"changed"}', signed);
    expect(response.status).toBe(401);
    expect((await response.json()).error).toBeTruthy();
    await publisher.whenIdle();
    expect(site.builds).toHaveLength(1);
    expect(publisher.liveSite()?.id).toBe(live.id);
    expect(await snapshot(live.dir)).toEqual(before);
  });

  /** `text` as UTF-8 bytes, with `before` and `inside` (at the '|') as raw bytes. */
  const bytes = (text: string, before: number[] = [], inside: number[] = []) => {
    const [head, tail = ''] = text.split('|');
    return new Uint8Array([
      ...before,
      ...Buffer.from(head!),
      ...inside,
      ...Buffer.from(tail),
    ]) as Uint8Array<ArrayBuffer>;
  };

  /** A signature as a provider makes it: HMAC-SHA256 of "<timestamp>." and the bytes sent. */
  const providerSignature = (timestamp: number, body: Uint8Array) =>
    `sha256=${createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex')}`;

  it.each([
    ['a body that starts with a byte order mark', bytes('{"event":"changed"}', [0xef, 0xbb, 0xbf])],
    ['a body with bytes that are no UTF-8', bytes('{"event":"|"}', [], [0xff, 0xfe])],
  ])('takes a call signed over the raw bytes of %s', async (_, body) => {
    site.fingerprint = 'content-2';
    const seconds = Math.floor(Date.now() / 1000);
    const response = await hook(body, { seconds, signature: providerSignature(seconds, body) });
    expect(response.status).toBe(202);
    await publisher.whenIdle();
    expect((await history())[0]).toMatchObject({ trigger: 'webhook', result: 'published' });
  });

  it('refuses the signature of one body for other bytes that read as the same text', async () => {
    const signed = '{"event":"\ufffd"}';
    const sent = bytes('{"event":"|"}', [], [0xff]);
    // Decoded as text, the bytes sent are the body signed.
    expect(new TextDecoder().decode(sent)).toBe(signed);
    const seconds = Math.floor(Date.now() / 1000);
    const signature = webhookSignature(secret, String(seconds), signed);
    const response = await hook(sent, { seconds, signature });
    expect(response.status).toBe(401);
    expect(site.builds).toHaveLength(1);
  });

  it('takes a signed call once: the same call again within its window is refused', async () => {
    site.fingerprint = 'content-2';
    const seconds = Math.floor(Date.now() / 1000);
    const body = '{"event":"entry.publish","id":"nw0001"}';
    expect((await hook(body, { key: secret, seconds })).status).toBe(202);
    await publisher.whenIdle();
    site.fingerprint = 'content-3';
    const replay = await hook(body, { key: secret, seconds });
    expect(replay.status).toBe(409);
    expect((await replay.json()).error).toMatch(/taken already/);
    await publisher.whenIdle();
    expect(site.builds).toHaveLength(2);
    // The provider's next call, signed anew, is taken.
    expect((await hook(body, { key: secret, seconds: seconds + 1 })).status).toBe(202);
  });

  it('remembers the calls it took within their window alone, and at most its bound of them', () => {
    let clock = Date.UTC(2026, 4, 1);
    const taken = takenCalls(2, () => clock);
    const now = () => String(Math.floor(clock / 1000));
    const first = now();
    expect(taken.take('sha256=a', first)).toBe(true);
    expect(taken.take('sha256=a', first)).toBe(false);
    // Out of its window the call is refused for its timestamp: it need not be remembered.
    clock += WEBHOOK_MAX_SKEW_MS + 1000;
    expect(taken.take('sha256=a', first)).toBe(true);
    expect(taken.take('sha256=b', now())).toBe(true);
    expect(taken.take('sha256=c', now())).toBe(true);
    // Past the bound, the oldest is forgotten first.
    expect(taken.take('sha256=c', now())).toBe(false);
    expect(taken.take('sha256=b', now())).toBe(false);
    expect(taken.take('sha256=a', first)).toBe(true);
  });

  it('counts refused calls like wrong admin tokens: the sender waits, the right secret still works after', async () => {
    for (let i = 0; i < 5; i++)
      expect((await hook('{}', { key: 'wrong-secret-x' })).status).toBe(401);
    const throttled = await hook('{}', { key: 'wrong-secret-x' });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    // The same client with a wrong admin token meanwhile: its count is the same count.
    const asAdmin = await fetch(`${base}/admin/status`, {
      headers: { authorization: 'Bearer wrong-token-of-a-guesser' },
    });
    expect(asAdmin.status).toBe(429);
    // The provider's rightly signed call is taken all the same.
    expect((await hook('{}', { key: secret })).status).toBe(202);
  });

  it('publishes without ADMIN_TOKEN: the webhook needs only its own secret', async () => {
    await server.close();
    server = await startPublishServer({ publisher, webhookSecret: secret, port: 0 });
    base = `http://127.0.0.1:${server.port}`;
    site.fingerprint = 'content-2';
    expect((await hook('{}', {})).status).toBe(401);
    expect((await hook('{}', { key: secret })).status).toBe(202);
    await publisher.whenIdle();
    expect((await history())[0]).toMatchObject({ trigger: 'webhook', result: 'published' });
    // There is no admin all the same.
    for (const path of ['/admin', '/admin/status'])
      expect((await fetch(base + path)).status).toBe(404);
  });

  it('does not exist without its secret', async () => {
    await server.close();
    server = await startPublishServer({ publisher, adminToken: token, port: 0 });
    base = `http://127.0.0.1:${server.port}`;
    expect((await hook('{}', { key: secret })).status).toBe(401);
    const withToken = await fetch(`${base}/admin/hooks/content-changed`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(withToken.status).toBe(404);
  });
});

describe('an answer before the body is read, on a kept-alive connection', () => {
  const json = { 'content-type': 'application/json' };
  const bearer = { ...json, authorization: `Bearer ${token}` };
  it.each([
    ['a 300 KB webhook call (413)', '/admin/hooks/content-changed', json, 300_000, 413],
    ['an admin call without its token (401)', '/admin/rebuild', json, 3000, 401],
    ['a 300 KB admin call (413)', '/admin/rebuild', bearer, 300_000, 413],
    ['a POST to a page (405)', '/page-1/', json, 300_000, 405],
  ])(
    'reads and drops the rest of %s sent slowly: the next request on it is answered',
    async (_, target, headers, size, status) => {
      const body = 'x'.repeat(size);
      const { first, next } = await answerThenNext(
        server.port,
        { method: 'POST', target, headers, body, slowMs: 600 },
        '/',
      );
      expect(first.status).toBe(status);
      expect(first.headers.connection).toBe('keep-alive');
      expect(next).toMatchObject({ status: 200, reused: true });
      expect(site.builds).toHaveLength(1);
    },
  );

  it.each([
    ['the webhook', '/admin/hooks/content-changed', 413],
    ['a page', '/', 405],
  ])(
    'closes the connection after refusing a body longer than it drops (%s), and the next request gets a new one',
    async (_, target, status) => {
      const body = 'x'.repeat(DROP_LIMIT_BYTES + 1);
      const { first, next } = await answerThenNext(
        server.port,
        { method: 'POST', target, headers: json, body },
        '/',
      );
      expect(first.status).toBe(status);
      expect(first.headers.connection).toBe('close');
      expect(next).toMatchObject({ status: 200, reused: false });
    },
  );
});

describe('a build waiting in preview', () => {
  /** Builds the next content into preview; its id. */
  async function previewBuild(): Promise<string> {
    site.fingerprint = 'content-2';
    site.extra = '<p>Regatta results</p>';
    expect((await admin('/admin/rebuild', { preview: true })).status).toBe(202);
    await publisher.whenIdle();
    const [entry] = await history();
    expect(entry?.result).toBe('ready');
    return entry!.id;
  }

  /** Opens the preview as the admin page does: a ticket, then its address; the cookie. */
  async function openPreview(id: string): Promise<string> {
    const { url } = (await (await admin(`/admin/preview/${id}/open`)).json()) as { url: string };
    expect(url).toMatch(new RegExp(`^/admin/preview/${id}\\?ticket=`));
    const opened = await fetch(base + url, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/');
    const cookie = opened.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    // The ticket is used up.
    expect((await fetch(base + url, { redirect: 'manual' })).status).toBe(403);
    return cookie.split(';')[0]!;
  }

  it('is served at its preview address to the admin alone, never kept or indexed, until made live', async () => {
    const live = publisher.liveSite()!.id;
    const id = await previewBuild();
    const cookie = await openPreview(id);
    const seen = await fetch(`${base}/page-1/`, { headers: { cookie } });
    expect(buildIdOf(await seen.text())).toBe(site.builds[1]);
    expect(seen.headers.get('cache-control')).toBe('no-store, private');
    expect(seen.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    // A visitor, and a forged cookie, get the live build.
    expect(buildIdOf(await (await fetch(`${base}/page-1/`)).text())).toBe(site.builds[0]);
    const forged = `${PREVIEW_COOKIE}=${id}.9999999999.forged`;
    expect(buildIdOf(await (await fetch(`${base}/`, { headers: { cookie: forged } })).text())).toBe(
      site.builds[0],
    );
    expect(publisher.liveSite()?.id).toBe(live);
    // Made live: every visitor sees it, and the cookie shows nothing different any more.
    expect((await admin(`/admin/preview/${id}/publish`)).status).toBe(200);
    expect(publisher.liveSite()?.id).toBe(id);
    expect(buildIdOf(await (await fetch(`${base}/`)).text())).toBe(site.builds[1]);
    const after = await fetch(`${base}/`, { headers: { cookie } });
    expect(after.headers.get('x-robots-tag')).toBeNull();
  });

  it('discarded, it leaves the live site byte for byte as it was', async () => {
    const live = publisher.liveSite()!;
    const before = await snapshot(live.dir);
    const pages = await (await fetch(`${base}/`)).text();
    const id = await previewBuild();
    const cookie = await openPreview(id);
    expect((await admin(`/admin/preview/${id}/discard`)).status).toBe(200);
    expect(publisher.liveSite()?.id).toBe(live.id);
    expect(await snapshot(live.dir)).toEqual(before);
    expect(await (await fetch(`${base}/`)).text()).toBe(pages);
    // Its address is gone with it.
    expect(buildIdOf(await (await fetch(`${base}/`, { headers: { cookie } })).text())).toBe(
      site.builds[0],
    );
    expect((await admin(`/admin/preview/${id}/open`)).status).toBe(404);
  });

  it('keeps its hashed assets out of the live site, after a restart too', async () => {
    await previewBuild();
    const script = `/_astro/app.${site.builds[1]}.js`;
    const cookie = await openPreview((await publisher.status()).preview!.id);
    expect((await fetch(base + script, { headers: { cookie } })).status).toBe(200);
    expect((await fetch(base + script)).status).toBe(404);
    // Started again, the live site lists the kept builds anew: the build in preview is none.
    await server.close();
    await publisher.close();
    publisher = await fakePublisher(site, dir);
    server = await startPublishServer({ publisher, adminToken: token, port: 0 });
    base = `http://127.0.0.1:${server.port}`;
    const visitor = await fetch(base + script);
    expect(visitor.status).toBe(404);
    expect(visitor.headers.get('cache-control')).not.toContain('immutable');
  });

  it('keeps its one-time address for the GET when a HEAD asks first (a link unfurler)', async () => {
    const id = await previewBuild();
    const { url } = (await (await admin(`/admin/preview/${id}/open`)).json()) as { url: string };
    const head = await fetch(base + url, { method: 'HEAD', redirect: 'manual' });
    expect(head.status).toBe(303);
    expect(head.headers.get('set-cookie')).toBeNull();
    const opened = await fetch(base + url, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('set-cookie')).toMatch(new RegExp(`^${PREVIEW_COOKIE}=${id}\\.`));
    // Spent by the GET: a HEAD after it is refused too.
    expect((await fetch(base + url, { method: 'HEAD', redirect: 'manual' })).status).toBe(403);
  });

  it('opens only with the admin token, and only the build waiting', async () => {
    const id = await previewBuild();
    const open = await fetch(`${base}/admin/preview/${id}/open`, { method: 'POST' });
    expect(open.status).toBe(401);
    expect(
      (await fetch(`${base}/admin/preview/${id}?ticket=made-up`, { redirect: 'manual' })).status,
    ).toBe(403);
    expect((await admin('/admin/preview/2020-01-01T00-00-00-000Z/open')).status).toBe(404);
  });
});

describe('the watcher from the admin page', () => {
  it('takes an interval of 1 to 60 minutes or off, and refuses others', async () => {
    await publisher.close();
    publisher = await fakePublisher(site, dir, { watch: { minutes: 5 } });
    await server.close();
    server = await startPublishServer({ publisher, adminToken: token, port: 0 });
    base = `http://127.0.0.1:${server.port}`;
    expect((await (await admin('/admin/watch', { minutes: 30 })).json()).minutes).toBe(30);
    expect((await (await admin('/admin/watch', { minutes: null })).json()).minutes).toBeNull();
    for (const minutes of [0, 61, 2.5, 'often'])
      expect((await admin('/admin/watch', { minutes })).status).toBe(400);
  });
});
