import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDeployTarget } from '../../publisher/deploy/targets.ts';
import { buildStore } from '../../publisher/publish/build-store.ts';
import type { Publisher } from '../../publisher/publish/publish-queue.ts';
import { startPublishServer } from '../../publisher/serve/publish-server.ts';
import {
  cdnOnFake,
  distinctContents,
  startFakeCloudflare,
  type FakeCloudflare,
} from './fake-cloudflare.ts';
import { fakePublisher, fakeSite, stateDir, type FakeSite } from './fake-site.ts';

// Issue 48: every build that passed its checks goes to the CDN before it goes live, with the
// CDN's own tool: the real `wrangler deploy` (its asset upload sends a manifest of hashes and
// uploads only what Cloudflare lacks), `wrangler rollback` and `wrangler versions list`, run
// against a fake of Cloudflare's API on loopback (tests/publisher/fake-cloudflare.ts). Nothing
// here reaches the internet.

const token = 'a-long-admin-secret-for-tests';
let dir: string;
let site: FakeSite;
let cloudflare: FakeCloudflare;
let publisher: Publisher;
let server: Awaited<ReturnType<typeof startPublishServer>>;

async function publish(fingerprint: string) {
  site.fingerprint = fingerprint;
  publisher.trigger({ by: 'test' });
  await publisher.whenIdle();
  return (await publisher.status()).history[0]!;
}

beforeAll(async () => {
  dir = await stateDir();
  site = fakeSite();
  cloudflare = await startFakeCloudflare();
  const cdn = await cdnOnFake(cloudflare, dir, (id) => buildStore(dir).siteDir(id));
  publisher = await fakePublisher(site, dir, { cdn });
  server = await startPublishServer({ publisher, adminToken: token, port: 0 });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await publisher?.close();
  await cloudflare?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('publishing to Cloudflare (wrangler against a fake of its API)', () => {
  it('deploys a checked build: every file the first time, its headers and Worker with it', async () => {
    const entry = await publish('content-1');
    expect(entry.result, entry.reason).toBe('published');
    const live = cloudflare.live()!;
    expect(live.annotations['workers/tag']).toBe(entry.id);
    const files = await distinctContents(publisher.liveSite()!.dir);
    expect(cloudflare.uploads).toEqual([{ files: files.size, sent: files.size }]);
    // The build's own pages, as Cloudflare will serve them; the Worker forwards to the build's
    // provider.
    expect(cloudflare.liveFile('/page-1/index.html')).toContain(
      `<meta name="build" content="b001">`,
    );
    expect(live.vars.MEMBER_API_URL).toMatch(/\/web\/bc-member\/v1$/);
    // Issue 56: the ordering account the Worker adds is a secret of the Worker, never a var.
    expect(Object.keys(live.secrets)).toEqual(
      expect.arrayContaining(['ORDER_USERNAME', 'ORDER_PASSWORD', 'ORDER_ACCESS_KEY']),
    );
    for (const name of Object.keys(live.secrets)) expect(live.vars).not.toHaveProperty(name);
    expect((await publisher.status()).cdn).toMatchObject({
      name: 'Cloudflare',
      live: { id: live.id, build: entry.id },
      problem: null,
    });
    expect(cloudflare.unknown).toEqual([]);
  }, 60_000);

  it('hands Cloudflare only the files that changed (counted)', async () => {
    const before = await distinctContents(publisher.liveSite()!.dir);
    const entry = await publish('content-2');
    expect(entry.result, entry.reason).toBe('published');
    const after = await distinctContents(publisher.liveSite()!.dir);
    const changed = [...after].filter((hash) => !before.has(hash));
    expect(changed.length).toBeLessThan(after.size);
    expect(cloudflare.uploads.at(-1)).toEqual({ files: after.size, sent: changed.length });
  }, 60_000);

  it('rolls Cloudflare back with the admin’s Rollback: the previous build is served again', async () => {
    const [first] = (await publisher.status()).history.filter(({ id }) => id.length > 0).slice(-1);
    const versionsBefore = cloudflare.versions.length;
    const answer = await fetch(`http://127.0.0.1:${server.port}/admin/rollback`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ id: first!.id }),
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    // Cloudflare's own rollback to the version it kept: nothing uploaded again.
    expect(cloudflare.versions).toHaveLength(versionsBefore);
    expect(cloudflare.live()!.annotations['workers/tag']).toBe(first!.id);
    expect(cloudflare.liveFile('/page-1/index.html')).toContain('content="b001"');
    const page = await (await fetch(`http://127.0.0.1:${server.port}/page-1/`)).text();
    expect(page).toContain('content="b001"');
    expect((await publisher.status()).cdn?.live?.build).toBe(first!.id);
  }, 60_000);

  it('publishes nothing when Cloudflare does not take the build: the live build stays, the reason is said', async () => {
    const live = publisher.liveSite()!.id;
    const served = cloudflare.live()!.id;
    cloudflare.refuse(true);
    try {
      const entry = await publish('content-3');
      expect(entry.result).toBe('failed');
      expect(entry.reason).toMatch(/^Cloudflare did not take build \S+: wrangler deploy failed: ./);
    } finally {
      cloudflare.refuse(false);
    }
    expect(publisher.liveSite()!.id).toBe(live);
    expect(cloudflare.live()!.id).toBe(served);
    expect((await publisher.status()).cdn?.problem).toMatch(/Cloudflare did not take build/);
  }, 60_000);
});

describe('PUBLISH_TARGET', () => {
  it.each([
    [{}, null],
    [{ PUBLISH_TARGET: 'none' }, null],
    [{ PUBLISH_TARGET: 'netlify' }, /PUBLISH_TARGET must be none or cloudflare/],
    [{ PUBLISH_TARGET: 'cloudflare' }, /needs CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN/],
    [
      {
        PUBLISH_TARGET: 'cloudflare',
        CLOUDFLARE_ACCOUNT_ID: 'a',
        CLOUDFLARE_API_TOKEN: 't',
        PUBLISH_CLOUDFLARE_WORKER: 'Club Site',
      },
      /PUBLISH_CLOUDFLARE_WORKER must be/,
    ],
  ])('%j → %s', (env, expected) => {
    const read = () => readDeployTarget(env, '/tmp/x');
    if (expected === null) expect(read()).toBeNull();
    else expect(read).toThrow(expected);
  });
});
