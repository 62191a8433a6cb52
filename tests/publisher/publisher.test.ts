import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { elementsNamed, parsePage } from '../../integrations/html/parsed-page.ts';
import type { Publisher } from '../../publisher/publish/publish-queue.ts';
import { startPublishServer } from '../../publisher/serve/publish-server.ts';
import { fakePublisher, fakeSite, snapshot, stateDir, type FakeSite } from './fake-site.ts';

let dir: string;
let site: FakeSite;
let publisher: Publisher;

async function publish(force = false) {
  publisher.trigger({ by: 'test', force });
  await publisher.whenIdle();
  return (await publisher.status()).history[0]!;
}

beforeEach(async () => {
  dir = await stateDir();
  site = fakeSite();
  publisher = await fakePublisher(site, dir);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await publisher.close();
  await rm(dir, { recursive: true, force: true });
});

describe('publisher core (fake builds)', () => {
  it('publishes a first build and serves it from its own directory', async () => {
    const entry = await publish();
    expect(entry).toMatchObject({ result: 'published', pages: 6, kind: 'build' });
    expect(publisher.liveSite()?.dir).toBe(publisher.store.siteDir(entry.id));
    expect(existsSync(publisher.store.stagingDir)).toBe(false);
  });

  it('coalesces five triggers during one build into exactly one follow-up build', async () => {
    const release = site.hold();
    expect(publisher.trigger({ by: 'test' })).toBe('started');
    const answers = Array.from({ length: 5 }, () => publisher.trigger({ by: 'test' }));
    expect(answers).toEqual(Array(5).fill('queued'));
    expect((await publisher.status()).queued).toEqual({ force: false, preview: false });
    await site.started(1);
    site.fingerprint = 'content-2'; // the content changed while the first build ran
    release();
    await publisher.whenIdle();
    expect(site.builds).toHaveLength(2);
    const history = (await publisher.status()).history;
    expect(history.map((entry) => entry.result)).toEqual(['published', 'published']);
  });

  it('skips a build when the content is unchanged, and builds when it changed or is forced', async () => {
    await publish();
    const skipped = await publish();
    expect(skipped.result).toBe('skipped');
    expect(skipped.reason).toMatch(/Nothing changed since build/);
    expect(site.builds).toHaveLength(1);
    expect((await publish(true)).result).toBe('published');
    site.fingerprint = 'content-2';
    expect((await publish()).result).toBe('published');
    expect(site.builds).toHaveLength(3);
  });

  it('leaves the live build byte for byte as it was when a build fails', async () => {
    const live = await publish();
    const before = await snapshot(publisher.store.siteDir(live.id));
    site.fingerprint = 'content-2';
    site.failWith = 'The member API answered 503.';
    const failed = await publish();
    expect(failed).toMatchObject({ result: 'failed', reason: 'The member API answered 503.' });
    expect(publisher.liveSite()?.id).toBe(live.id);
    expect(await snapshot(publisher.store.siteDir(live.id))).toEqual(before);
    expect(existsSync(publisher.store.buildDir(failed.id))).toBe(false);
  });

  it.each([
    ['a page count below 90 % of the live build', (s: FakeSite) => (s.pages = 4), /Page count/],
    [
      'a publication that is not a Magazine',
      (s: FakeSite) => (s.extra = '<span class="publication__type">Circular</span>'),
      /"Circular" publication/,
    ],
    [
      'content that failed to load',
      (s: FakeSite) => (s.failures = ['news/list unavailable: HTTP 503']),
      /member API failed/,
    ],
    [
      'a list cut at the safety stop with over 10 % of its records missing',
      (s: FakeSite) => (s.safetyStops = [{ list: 'news/list', built: 1000, total: 1500 }]),
      /Every record built: Safety stop \(BUILD_MAX_RECORDS\) reached: news\/list: 1000 of 1500/,
    ],
    [
      'a newly broken internal link',
      (s: FakeSite) => (s.extra = '<a href="/gone/">x</a>'),
      /\/gone\//,
    ],
  ])('refuses a build with %s and keeps the live one', async (_, spoil, reason) => {
    const live = await publish();
    site.fingerprint = 'content-2';
    spoil(site);
    const refused = await publish();
    expect(refused.result).toBe('rejected');
    expect(refused.reason).toMatch(reason);
    expect(publisher.liveSite()?.id).toBe(live.id);
  });

  it('publishes a build whose _headers a host would not read whole, and keeps that for the admin', async () => {
    await publish();
    site.fingerprint = 'content-2';
    const warning = '_headers has a line of 2014 characters; Cloudflare Pages allows 2000.';
    site.siteFileWarnings = [warning];
    const entry = await publish();
    expect(entry.result).toBe('published');
    expect(entry.siteFileWarnings).toEqual([warning]);
    site.fingerprint = 'content-3';
    site.siteFileWarnings = [];
    expect((await publish()).siteFileWarnings).toBeUndefined();
  });

  it('publishes a list cut at the safety stop within the allowed share, with the warning', async () => {
    await publish();
    site.fingerprint = 'content-2';
    site.safetyStops = [{ list: 'news/list', built: 100_000, total: 100_004 }];
    const entry = await publish();
    expect(entry.result).toBe('published');
    const warning =
      'safety stop: news/list ended at 100000 of 100004 records (BUILD_MAX_RECORDS=100000); the rest is not built';
    expect(entry.warnings).toEqual([warning]);
    // The admin page shows it on the build's line from a field of its own.
    expect(entry.safetyStopWarnings).toEqual([warning]);
    const check = entry.checks?.find((c) => c.name === 'Every record built');
    expect(check).toMatchObject({ ok: true });
    expect(check?.detail).toContain('news/list: 100000 of 100004 records');
  });

  it('accepts a big drop in pages when forced', async () => {
    await publish();
    site.pages = 4;
    const forced = await publish(true);
    expect(forced.result).toBe('published');
    expect(forced.checks?.find((check) => check.name === 'Page count')?.detail).toMatch(/forced/);
  });

  it('rolls back to a kept build and refuses to roll back during a build', async () => {
    const first = await publish();
    const firstBytes = await snapshot(publisher.store.siteDir(first.id));
    site.fingerprint = 'content-2';
    const second = await publish();
    expect(publisher.liveSite()?.id).toBe(second.id);
    const entry = await publisher.rollback(first.id);
    expect(entry).toMatchObject({ kind: 'rollback', from: second.id, to: first.id });
    expect(publisher.liveSite()?.id).toBe(first.id);
    expect(await snapshot(publisher.liveSite()!.dir)).toEqual(firstBytes);
    await expect(publisher.rollback(first.id)).rejects.toMatchObject({ status: 409 });
    await expect(publisher.rollback('no-such-build')).rejects.toMatchObject({ status: 404 });
    const release = site.hold();
    publisher.trigger({ by: 'test', force: true });
    await expect(publisher.rollback(second.id)).rejects.toMatchObject({ status: 409 });
    release();
  });

  it('keeps the last five published builds and deletes older ones', async () => {
    const ids: string[] = [];
    for (let build = 1; build <= 7; build++) {
      site.fingerprint = `content-${build}`;
      ids.push((await publish()).id);
    }
    expect(await publisher.store.keptIds()).toEqual(ids.slice(2).reverse());
    for (const id of ids.slice(0, 2)) expect(existsSync(publisher.store.buildDir(id))).toBe(false);
    const kept = (await publisher.status()).history.filter((entry) => entry.kept);
    expect(kept).toHaveLength(5);
  });

  it('serves the same build after a restart (live.json)', async () => {
    const live = await publish();
    await publisher.close();
    publisher = await fakePublisher(site, dir);
    expect(publisher.liveSite()?.id).toBe(live.id);
  });
});

describe('publisher core: the switch', () => {
  /** A build of the next content waiting in preview; its id. */
  async function previewNext(content: string): Promise<string> {
    site.fingerprint = content;
    publisher.trigger({ by: 'test', preview: true });
    await publisher.whenIdle();
    return (await publisher.status()).preview!.id;
  }

  /** The build the served home page names (<meta name="build">). */
  async function servedBuild(): Promise<string | undefined> {
    const server = await startPublishServer({ publisher, port: 0 });
    try {
      const html = await (await fetch(`http://127.0.0.1:${server.port}/`)).text();
      return elementsNamed(parsePage(html), 'meta').find(
        ({ attributes }) => attributes.name === 'build',
      )?.attributes.content;
    } finally {
      await server.close();
    }
  }

  it('keeps a build live when a step after its switch fails, reports it, and serves it after a restart', async () => {
    await publish();
    await previewNext('content-2');
    site.fingerprint = 'content-3';
    // Dropping the build in preview is the step after the switch: the disk is full by then.
    vi.spyOn(publisher.store, 'setPreview').mockRejectedValueOnce(
      new Error('ENOSPC: no space left on device, write'),
    );
    const entry = await publish();
    expect(entry.result).toBe('published');
    expect(entry.reason).toBeUndefined();
    expect(entry.lateErrors).toEqual([
      'discarding the build in preview: ENOSPC: no space left on device, write',
    ]);
    expect(publisher.liveSite()?.id).toBe(entry.id);
    expect(await publisher.store.liveId()).toBe(entry.id);
    expect(existsSync(publisher.store.siteDir(entry.id))).toBe(true);
    expect(await servedBuild()).toBe(site.builds.at(-1));
    await publisher.close();
    publisher = await fakePublisher(site, dir);
    expect(publisher.liveSite()?.id).toBe(entry.id);
    expect(await servedBuild()).toBe(site.builds.at(-1));
  });

  it('makes one switch at a time: a rollback asked while "Make it live" prunes waits for it', async () => {
    const first = await publish();
    site.fingerprint = 'content-2';
    await publish();
    const waiting = await previewNext('content-3');
    // The make-live's prune is slow: the rollback is asked in the middle of it.
    const prune = publisher.store.prune.bind(publisher.store);
    vi.spyOn(publisher.store, 'prune').mockImplementation(async (...args) => {
      await new Promise((tick) => setTimeout(tick, 50));
      return prune(...args);
    });
    const made = publisher.publishPreview(waiting);
    await new Promise((tick) => setTimeout(tick, 10));
    const rolled = publisher.rollback(first.id);
    expect(await made).toMatchObject({ id: waiting, result: 'published' });
    expect(await rolled).toMatchObject({ from: waiting, to: first.id });
    // The live site in memory and live.json name the same build: the last one switched to.
    expect(publisher.liveSite()?.id).toBe(first.id);
    expect(await publisher.store.liveId()).toBe(first.id);
  });

  it('refuses a switch or prune while another process publishes, and deletes nothing of its build', async () => {
    const first = await publish();
    site.fingerprint = 'content-2';
    await publish();
    const waiting = await previewNext('content-3');
    // `npm run publish` on the same state directory, held once its build is in builds/ and
    // before its build.json is written: a prune then would take it for a crashed build's.
    const cli = await fakePublisher(site, dir);
    let reached = () => {};
    const atRecord = new Promise<void>((done) => (reached = done));
    let proceed = () => {};
    const gate = new Promise<void>((open) => (proceed = open));
    const writeMeta = cli.store.writeMeta.bind(cli.store);
    vi.spyOn(cli.store, 'writeMeta').mockImplementation(async (meta) => {
      reached();
      await gate;
      return writeMeta(meta);
    });
    site.fingerprint = 'content-4';
    cli.trigger({ by: 'cli' });
    await atRecord;
    const building = (await cli.status()).running!.id;
    for (const step of [
      () => publisher.publishPreview(waiting),
      () => publisher.rollback(first.id),
      () => publisher.discardPreview(waiting),
    ])
      await expect(step()).rejects.toMatchObject({
        status: 409,
        message: expect.stringMatching(/^Another publish is running \(process \d+\)/),
      });
    expect(existsSync(publisher.store.siteDir(building))).toBe(true);
    proceed();
    await cli.whenIdle();
    expect((await cli.status()).history[0]).toMatchObject({ id: building, result: 'published' });
    await cli.close();
    // The server follows the switch, and the preview the other process dropped.
    await publisher.refresh();
    expect(publisher.liveSite()?.id).toBe(building);
    expect(publisher.previewSite()).toBeNull();
  });
});
