import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WRANGLER_LOGS_KEPT } from '../../publisher/deploy/cloudflare.ts';
import type { CdnPublishing } from '../../publisher/deploy/cdn-publishing.ts';
import { buildStore } from '../../publisher/publish/build-store.ts';
import type { Publisher } from '../../publisher/publish/publish-queue.ts';
import { cdnOnFake, startFakeCloudflare, type FakeCloudflare } from './fake-cloudflare.ts';
import { fakePublisher, fakeSite, stateDir, type FakeSite } from './fake-site.ts';

// Issue 56: after a failure the CDN and the publisher name the same live build. A deploy that
// Cloudflare made live although wrangler did not say so is adopted; a switch here that fails
// after Cloudflare took the build puts Cloudflare back; the publish server and `npm run
// publish` keep one record of what Cloudflare holds (cdn.json); wrangler's logs do not pile
// up. The real wrangler, against a fake of Cloudflare's API on loopback.

async function publish(publisher: Publisher, site: FakeSite, fingerprint: string) {
  site.fingerprint = fingerprint;
  publisher.trigger({ by: 'test' });
  await publisher.whenIdle();
  return (await publisher.status()).history[0]!;
}

/** The live build as the publisher, Cloudflare and the admin page's CDN line name it. */
async function liveEverywhere(publisher: Publisher, cloudflare: FakeCloudflare) {
  const status = await publisher.status();
  return {
    publisher: status.live?.id,
    served: publisher.liveSite()?.id,
    cloudflare: cloudflare.live()?.annotations['workers/tag'],
    adminPage: status.cdn?.live?.build,
  };
}

const everywhere = (id: string) => ({ publisher: id, served: id, cloudflare: id, adminPage: id });

describe('after a failed deploy or switch (wrangler against a fake of Cloudflare’s API)', () => {
  let dir: string;
  let site: FakeSite;
  let cloudflare: FakeCloudflare;
  let cdn: CdnPublishing;
  let publisher: Publisher;

  beforeAll(async () => {
    dir = await stateDir();
    site = fakeSite();
    cloudflare = await startFakeCloudflare();
    cdn = await cdnOnFake(cloudflare, dir, (id) => buildStore(dir).siteDir(id));
    publisher = await fakePublisher(site, dir, { cdn });
  }, 120_000);

  afterAll(async () => {
    await publisher?.close();
    await cloudflare?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('adopts a deploy Cloudflare made live whose version wrangler did not name', async () => {
    // The Worker's first deploy (its upload answered without the version's id).
    cloudflare.fault('no-version-named');
    try {
      const entry = await publish(publisher, site, 'content-1');
      expect(entry.result, entry.reason).toBe('published');
      expect(await liveEverywhere(publisher, cloudflare)).toEqual(everywhere(entry.id));
      expect((await publisher.status()).cdn).toMatchObject({
        live: { id: cloudflare.live()!.id },
        problem: null,
      });
    } finally {
      cloudflare.fault(null);
    }
  }, 120_000);

  it('adopts a deploy that went live before wrangler failed', async () => {
    cloudflare.fault('failing-after-live');
    try {
      const entry = await publish(publisher, site, 'content-2');
      expect(entry.result, entry.reason).toBe('published');
      expect(await liveEverywhere(publisher, cloudflare)).toEqual(everywhere(entry.id));
    } finally {
      cloudflare.fault(null);
    }
  }, 120_000);

  it('puts Cloudflare back on the live build when the switch here fails after it took the build', async () => {
    const before = publisher.liveSite()!.id;
    const setLive = vi
      .spyOn(publisher.store, 'setLive')
      .mockRejectedValueOnce(new Error('ENOSPC: no space left on device'));
    try {
      const entry = await publish(publisher, site, 'content-3');
      expect(entry.result).toBe('failed');
      expect(entry.reason).toMatch(/no space left on device/);
    } finally {
      setLive.mockRestore();
    }
    expect(await liveEverywhere(publisher, cloudflare)).toEqual(everywhere(before));
  }, 120_000);

  it('keeps only the newest of wrangler’s log files', async () => {
    const logs = join(dir, 'cloudflare', 'logs');
    // Files of earlier runs (wrangler names each by its start; it removes them only after 30
    // days), older than every run of these tests.
    const earlier = Array.from({ length: WRANGLER_LOGS_KEPT + 5 }, (_, at) => {
      const time = new Date(Date.now() - (60 - at) * 60_000).toISOString();
      return `wrangler-${time.replaceAll(':', '-').replace('.', '_').replace('T', '_').replace('Z', '')}.log`;
    });
    for (const name of earlier) await writeFile(join(logs, name), 'an earlier run\n');
    const before = await readdir(logs);
    await cdn.check();
    const after = await readdir(logs);
    expect(after).toHaveLength(WRANGLER_LOGS_KEPT);
    // The files of this check's runs are kept; the oldest went.
    expect(after.filter((name) => !before.includes(name)).length).toBeGreaterThan(0);
    expect(after).not.toContain(earlier[0]);
  }, 120_000);
});

describe('the publish server and `npm run publish` on one state directory', () => {
  let dir: string;
  let site: FakeSite;
  let cloudflare: FakeCloudflare;
  let server: Publisher;

  const onFake = () => cdnOnFake(cloudflare, dir, (id) => buildStore(dir).siteDir(id));

  beforeAll(async () => {
    dir = await stateDir();
    site = fakeSite();
    cloudflare = await startFakeCloudflare();
    server = await fakePublisher(site, dir, { cdn: await onFake() });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await cloudflare?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('keep one record of what Cloudflare holds: neither writes over the other’s', async () => {
    const first = await publish(server, site, 'content-1');
    expect(first.result, first.reason).toBe('published');
    // `npm run publish` beside the running server: its own record of the CDN, read at its start.
    const cli = await fakePublisher(site, dir, { cdn: await onFake() });
    const second = await publish(cli, site, 'content-2');
    await cli.close();
    expect(second.result, second.reason).toBe('published');

    // The server follows the switch, and its admin page says what Cloudflare serves now.
    await server.refresh();
    expect(await liveEverywhere(server, cloudflare)).toEqual(everywhere(second.id));

    // The server's rollbacks write the record: the CLI's deploy is still in it, so going
    // back to the CLI's build is Cloudflare's own rollback, nothing uploaded again.
    const versions = cloudflare.versions.length;
    await server.rollback(first.id);
    await server.rollback(second.id);
    expect(cloudflare.versions).toHaveLength(versions);
    expect(await liveEverywhere(server, cloudflare)).toEqual(everywhere(second.id));
    const record = JSON.parse(await readFile(join(dir, 'cdn.json'), 'utf8')) as {
      versions: Record<string, unknown>;
    };
    expect(Object.keys(record.versions).sort()).toEqual([first.id, second.id].sort());
  }, 240_000);

  it('keep each other’s deploys when both write without reading between', async () => {
    const store = buildStore(dir);
    const live = (await store.meta((await store.liveId())!))!;
    const [other] = (await store.keptIds()).filter((id) => id !== live.id);
    // Both records read now; then `npm run publish` deploys a build the server never hears of.
    const serverCdn = await onFake();
    const cliCdn = await onFake();
    const third = { ...live, id: `${live.id}-3` };
    await cp(store.siteDir(live.id), store.siteDir(third.id), { recursive: true });
    await cliCdn.makeLive(third);
    // The server's next write (a rollback) keeps the CLI's version of that build.
    await serverCdn.makeLive((await store.meta(other!))!);
    const record = JSON.parse(await readFile(join(dir, 'cdn.json'), 'utf8')) as {
      versions: Record<string, { id: string }>;
      live: { build: string };
    };
    expect(record.versions[third.id]?.id).toBe(cloudflare.versions.at(-1)!.id);
    expect(record.live.build).toBe(other);
    expect(serverCdn.state().live?.build).toBe(other);
  }, 120_000);
});
