import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createNotifier, type PublishNotice } from '../../publisher/publish/notify.ts';
import type { Publisher } from '../../publisher/publish/publish-queue.ts';
import { readPublishSettings } from '../../publisher/publish/publish-settings.ts';
import { fakePublisher, fakeSite, snapshot, stateDir, type FakeSite } from './fake-site.ts';

// Publishing that runs itself (issue 26), on fake builds: the watcher publishes a change
// within one interval and nothing while nothing changes, backs off while the provider fails;
// a preview waits for the admin; notices reach the configured address.

/** A minute of the watcher, made short. */
const MINUTE_MS = 40;

let dir: string;
let site: FakeSite;
let publisher: Publisher | null;
let receiver: Awaited<ReturnType<typeof noticeReceiver>> | null;

/** A webhook receiver (as Slack or a generic one would be), keeping what it was sent. */
async function noticeReceiver(status = 200) {
  const received: PublishNotice[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push(JSON.parse(body) as PublishNotice);
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    close: () => new Promise((done) => server.close(done)),
  };
}

/** Waits until `ready` holds (the watcher works on its own clock), at most `ms`. */
async function until(ready: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error('not within the time given');
    await new Promise((tick) => setTimeout(tick, 5));
  }
}

const history = async () => (await publisher!.status()).history;

beforeEach(async () => {
  dir = await stateDir();
  site = fakeSite();
  publisher = null;
  receiver = null;
});

afterEach(async () => {
  await publisher?.close();
  await receiver?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the watcher', () => {
  it('publishes an edit within one interval with no button pressed, and nothing while nothing changes', async () => {
    publisher = await fakePublisher(site, dir, { watch: { minutes: 1, minuteMs: MINUTE_MS } });
    publisher.trigger({ by: 'test' });
    await publisher.whenIdle();
    // Several intervals with nothing changed: checks, no build.
    await until(async () => ((await publisher!.status()).watch?.lastCheckAt ?? null) !== null);
    await new Promise((tick) => setTimeout(tick, MINUTE_MS * 4));
    expect(site.builds).toHaveLength(1);
    expect((await publisher.status()).watch?.lastOutcome).toBe('unchanged');
    expect(await history()).toHaveLength(1);
    // An edit at the provider: the next check (within one interval) sees it and publishes it.
    const checksBefore = (await publisher.status()).watch!.checks;
    site.fingerprint = 'content-2';
    await until(async () => (await history())[0]?.trigger === 'watch');
    await publisher.whenIdle();
    const [entry] = await history();
    expect(entry).toMatchObject({ result: 'published', trigger: 'watch' });
    expect(publisher.liveSite()?.id).toBe(entry!.id);
    const watch = (await publisher.status()).watch!;
    expect(watch.lastChangeCheck).toBeLessThanOrEqual(checksBefore + 1);
    // The next check is one interval after the last.
    expect(Date.parse(watch.nextCheckAt!) - Date.parse(watch.lastCheckAt!)).toBeGreaterThanOrEqual(
      MINUTE_MS - watch.lastCheckMs!,
    );
    expect((await publisher.status()).watch?.lastChangeAt).not.toBeNull();
  });

  it('backs off while the provider fails, and the configured address hears of it', async () => {
    receiver = await noticeReceiver();
    let failing = true;
    publisher = await fakePublisher(site, dir, {
      watch: { minutes: 1, minuteMs: MINUTE_MS },
      currentFingerprint: async () => (failing ? null : { fingerprint: site.fingerprint }),
      notifier: createNotifier({
        url: receiver.url,
        when: 'failures',
        site: 'http://club.test',
        log: () => {},
      }),
    });
    publisher.trigger({ by: 'test' });
    await publisher.whenIdle();
    await until(async () => ((await publisher!.status()).watch?.failures ?? 0) >= 3, 10_000);
    const state = (await publisher.status()).watch!;
    expect(state.lastOutcome).toBe('failed');
    // The next check is further off than one interval: 2^failures of them.
    const wait = Date.parse(state.nextCheckAt!) - Date.parse(state.lastCheckAt!);
    expect(wait).toBeGreaterThanOrEqual(MINUTE_MS * 2 ** state.failures - state.lastCheckMs! - 5);
    expect(site.builds).toHaveLength(1);
    await until(() => receiver!.received.length > 0);
    expect(receiver.received[0]).toMatchObject({ event: 'watch.failing' });
    expect(receiver.received[0]!.text).toMatch(/not answering the change check/);
    // Answering again: told once, and checks return to the interval.
    failing = false;
    await publisher.watchNow();
    expect((await publisher.status()).watch?.failures).toBe(0);
    await until(() => receiver!.received.some((notice) => notice.event === 'watch.recovered'));
  });

  it('does not build again content a build it asked for was refused on', async () => {
    publisher = await fakePublisher(site, dir, { watch: { minutes: 1, minuteMs: MINUTE_MS } });
    publisher.trigger({ by: 'test' });
    await publisher.whenIdle();
    site.pages = 2; // far fewer pages: the page-count check refuses it
    site.fingerprint = 'content-2';
    await until(async () => (await history())[0]?.trigger === 'watch');
    await publisher.whenIdle();
    expect((await history())[0]?.result).toBe('rejected');
    const builds = site.builds.length;
    await new Promise((tick) => setTimeout(tick, MINUTE_MS * 4));
    expect(site.builds).toHaveLength(builds);
  });

  it('takes an interval from the admin, off or 1 to 60 minutes, and keeps it', async () => {
    publisher = await fakePublisher(site, dir, { watch: { minutes: 5 } });
    expect((await publisher.status()).watch?.minutes).toBe(5);
    expect((await publisher.setWatchMinutes(null)).nextCheckAt).toBeNull();
    await expect(publisher.setWatchMinutes(0)).rejects.toThrow(/off or a whole number/);
    await expect(publisher.setWatchMinutes(61)).rejects.toThrow(/off or a whole number/);
    await publisher.setWatchMinutes(15);
    await publisher.close();
    publisher = await fakePublisher(site, dir, { watch: { minutes: 5 } });
    expect((await publisher.status()).watch?.minutes).toBe(15);
  });
});

describe('preview before live', () => {
  it('stops at ready; the live site is untouched until the admin makes it live', async () => {
    publisher = await fakePublisher(site, dir);
    publisher.trigger({ by: 'test' });
    await publisher.whenIdle();
    const live = publisher.liveSite()!;
    const before = await snapshot(live.dir);
    site.fingerprint = 'content-2';
    site.extra = '<p>New story</p>';
    publisher.trigger({ by: 'admin', preview: true });
    await publisher.whenIdle();
    const [entry] = await history();
    expect(entry).toMatchObject({ result: 'ready', preview: true });
    expect(publisher.liveSite()?.id).toBe(live.id);
    expect(await snapshot(live.dir)).toEqual(before);
    const status = await publisher.status();
    expect(status.preview).toMatchObject({ id: entry!.id });
    expect(status.preview!.changedSample.length).toBeGreaterThan(0);
    expect(publisher.previewSite()?.id).toBe(entry!.id);
    // Not a build to roll back to while it waits.
    await expect(publisher.rollback(entry!.id)).rejects.toThrow(/waits in preview/);
    const made = await publisher.publishPreview(entry!.id);
    expect(made.result).toBe('published');
    expect(publisher.liveSite()?.id).toBe(entry!.id);
    expect(publisher.previewSite()).toBeNull();
    expect((await history())[0]).toMatchObject({ id: entry!.id, result: 'published' });
  });

  it('discarding it leaves the live site byte for byte as it was', async () => {
    publisher = await fakePublisher(site, dir, { preview: true });
    publisher.trigger({ by: 'test', preview: false });
    await publisher.whenIdle();
    const live = publisher.liveSite()!;
    const before = await snapshot(live.dir);
    site.fingerprint = 'content-2';
    publisher.trigger({ by: 'webhook' });
    await publisher.whenIdle();
    const [entry] = await history();
    expect(entry!.result).toBe('ready');
    await publisher.discardPreview(entry!.id);
    expect(existsSync(publisher.store.buildDir(entry!.id))).toBe(false);
    expect(publisher.liveSite()?.id).toBe(live.id);
    expect(await snapshot(live.dir)).toEqual(before);
    expect((await history())[0]).toMatchObject({ id: entry!.id, result: 'discarded' });
    await expect(publisher.publishPreview(entry!.id)).rejects.toThrow(/not waiting/);
  });

  it('a newer build replaces the one waiting, and one going live retires it', async () => {
    publisher = await fakePublisher(site, dir);
    publisher.trigger({ by: 'test' });
    await publisher.whenIdle();
    site.fingerprint = 'content-2';
    publisher.trigger({ by: 'admin', preview: true });
    await publisher.whenIdle();
    const first = (await history())[0]!.id;
    site.fingerprint = 'content-3';
    publisher.trigger({ by: 'admin', preview: true });
    await publisher.whenIdle();
    const second = (await history())[0]!.id;
    expect((await publisher.status()).preview?.id).toBe(second);
    expect((await history()).find((entry) => entry.id === first)?.result).toBe('discarded');
    site.fingerprint = 'content-4';
    publisher.trigger({ by: 'admin' });
    await publisher.whenIdle();
    expect((await publisher.status()).preview).toBeNull();
    expect((await history()).find((entry) => entry.id === second)?.result).toBe('discarded');
  });
});

describe('told when it matters', () => {
  it('posts a failed publish with its reason in plain words; a published one only when asked', async () => {
    receiver = await noticeReceiver();
    const notifier = (when: 'failures' | 'all') =>
      createNotifier({ url: receiver!.url, when, site: 'http://club.test', log: () => {} });
    publisher = await fakePublisher(site, dir, { notifier: notifier('failures') });
    publisher.trigger({ by: 'test' });
    await publisher.whenIdle();
    site.fingerprint = 'content-2';
    site.failWith = 'The member API failed during the build: news/list unavailable: "HTTP 502"';
    publisher.trigger({ by: 'test' });
    await publisher.whenIdle();
    await until(() => receiver!.received.length === 1);
    const [notice] = receiver.received;
    expect(notice).toMatchObject({ event: 'publish.failed', site: 'http://club.test' });
    expect(notice!.text).toContain('FAILED');
    expect(notice!.text).toContain('news/list unavailable');
    // Slack and Teams read `text`, Discord `content`.
    expect(notice!.content).toBe(notice!.text);
    await publisher.close();
    publisher = await fakePublisher(site, dir, { notifier: notifier('all') });
    site.failWith = null;
    site.fingerprint = 'content-3';
    publisher.trigger({ by: 'test' });
    await publisher.whenIdle();
    await until(() => receiver!.received.length === 2);
    expect(receiver.received[1]).toMatchObject({ event: 'publish.published' });
  });

  it('gives up on a receiver that refuses, without holding a publish up', async () => {
    receiver = await noticeReceiver(400);
    const lines: string[] = [];
    const notifier = createNotifier({
      url: receiver.url,
      when: 'all',
      site: 'http://club.test',
      log: (line) => lines.push(line),
    });
    publisher = await fakePublisher(site, dir, { notifier });
    publisher.trigger({ by: 'test' });
    await publisher.whenIdle();
    expect((await history())[0]?.result).toBe('published');
    await notifier.idle();
    expect(receiver.received).toHaveLength(1);
    expect(lines[0]).toMatch(/not delivered: HTTP 400/);
  });
});

describe('publishing settings', () => {
  it.each([
    [{}, { watchMinutes: 5, preview: false, notifyUrl: null, notifyWhen: 'failures' }],
    [
      { PUBLISH_WATCH_MINUTES: 'off', PUBLISH_PREVIEW: 'on' },
      { watchMinutes: null, preview: true },
    ],
    [
      { PUBLISH_WATCH_MINUTES: '60', PUBLISH_NOTIFY: 'all' },
      { watchMinutes: 60, notifyWhen: 'all' },
    ],
  ])('%j', (env, settings) => {
    expect(readPublishSettings(env)).toMatchObject(settings);
  });

  it.each([
    [{ PUBLISH_WATCH_MINUTES: '90' }, /PUBLISH_WATCH_MINUTES/],
    [{ PUBLISH_PREVIEW: 'yes' }, /PUBLISH_PREVIEW/],
    [{ PUBLISH_NOTIFY_URL: 'ftp://x' }, /PUBLISH_NOTIFY_URL/],
    [{ PUBLISH_NOTIFY: 'sometimes' }, /PUBLISH_NOTIFY/],
    [{ PUBLISH_WEBHOOK_SECRET: 'short' }, /PUBLISH_WEBHOOK_SECRET/],
  ])('refuses %j, naming it', (env, named) => {
    expect(() => readPublishSettings(env)).toThrow(named);
  });
});
