import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Publisher } from '../../publisher/publish/publish-queue.ts';
import { startPublishServer } from '../../publisher/serve/publish-server.ts';
import { headersFor, parseHeaders } from '../../integrations/headers/headers-file.ts';
import { HOST_LIMITS } from '../../integrations/headers/site-headers.ts';
import { inlineParts } from '../../integrations/csp.ts';
import {
  classesOf,
  elementsNamed,
  parsePage,
  parseXml,
  textOf,
} from '../../integrations/html/parsed-page.ts';
import { createSitePublisher } from '../../publisher/publish/site-publisher.ts';
import type { HistoryEntry } from '../../publisher/publish/types.ts';
import { buildWorkerPids } from '../../publisher/build/worker-processes.ts';
import { listFiles } from '../../integrations/files.ts';
import { quoted } from '../../src/data/build-context.ts';
import { NEWS_PAGE_SIZE } from '../../src/lib/constants/public-area.ts';
import { cdnOnFake, distinctContents, startFakeCloudflare } from './fake-cloudflare.ts';
import { snapshot } from './fake-site.ts';
import { failingProxy, startStandIn } from './stand-in.ts';

// The one integration test with real `astro build`s: the stand-in API behind a proxy that
// can start failing, the publisher core with the real build, and the publish server.
const REAL_BUILD = 180_000;
const WATCH_MINUTE_MS = 500;
const { DOMParser } = new JSDOM().window;
const pages = ['/', '/news/', '/gallery/', '/publications/', '/event-calender/'];

let work: string;
let standIn: Awaited<ReturnType<typeof startStandIn>>;
let proxy: Awaited<ReturnType<typeof failingProxy>>;
let publisher: Publisher;
let server: Awaited<ReturnType<typeof startPublishServer>>;
let base: string;
const timings: Record<string, number> = {};
let workerAfterFullBuild = 0;

/** The pages site search holds of a build, one [address, title] each (Pagefind keeps one
 * gzip'd JSON fragment per page). */
async function searchedPages(siteDir: string): Promise<[url: string, title: string][]> {
  const dir = join(siteDir, 'pagefind/fragment');
  const found: [string, string][] = [];
  for (const name of await readdir(dir)) {
    const text = gunzipSync(await readFile(join(dir, name))).toString('utf8');
    const fragment = JSON.parse(text.slice(text.indexOf('{'))) as {
      url: string;
      meta: { title?: string };
    };
    found.push([fragment.url, fragment.meta.title ?? '']);
  }
  return found;
}

/** What site search holds of a build: each indexed page's address and title. */
const searchIndexOf = async (siteDir: string) => new Map(await searchedPages(siteDir));

/** The entries of a list that came before in it. */
const repeatedIn = (list: readonly string[]) => list.filter((item, at) => list.indexOf(item) < at);

/** The addresses a build's sitemap lists. */
async function sitemapOf(siteDir: string): Promise<string[]> {
  const text = await readFile(join(siteDir, 'sitemap-0.xml'), 'utf8');
  const sitemap = parseXml(text);
  return elementsNamed(sitemap, 'loc').map((loc) => new URL(textOf(sitemap, loc)).pathname);
}

/** The document a strict XML parser reads of `text`; it throws on text that is not XML. */
function strictXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}

async function publish(force = false): Promise<HistoryEntry> {
  publisher.trigger({ by: 'test', force });
  await publisher.whenIdle();
  return (await publisher.status()).history[0]!;
}

/** What the server answers for a few pages, byte for byte. */
async function served(): Promise<string[]> {
  return Promise.all(
    pages.map(async (path) => {
      const response = await fetch(base + path);
      const bytes = Buffer.from(await response.arrayBuffer());
      return `${path} ${response.status} ${createHash('sha256').update(bytes).digest('hex')}`;
    }),
  );
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'publisher-real-'));
  standIn = await startStandIn(join(work, 'api'));
  proxy = await failingProxy(standIn.origin);
  const { NODE_ENV: _test, ...env } = process.env;
  publisher = await createSitePublisher({
    stateDir: join(work, 'state'),
    env: {
      ...env,
      PUBLIC_API_URL: `${proxy.origin}/web/bc-member/v1`,
      PUBLIC_ORDER_API_URL: `${proxy.origin}/ordering`,
      PUBLIC_SITE_URL: 'http://club.test',
      // The API (behind the proxy) sends media addresses on the stand-in's own origin.
      PUBLIC_MEDIA_ORIGINS: standIn.origin,
      // The watcher waits for the test that turns it on.
      PUBLISH_WATCH_MINUTES: 'off',
      // These builds are for a provider that wants its calls made where it is (the browser
      // tests build for the site's own origin, the default): the cross-origin way stays tested.
      PUBLIC_API_ORIGIN: 'provider',
    },
    log: () => {},
    watch: true,
    // A watcher's minute, for these tests.
    minuteMs: WATCH_MINUTE_MS,
  });
  server = await startPublishServer({ publisher, port: 0 });
  base = `http://127.0.0.1:${server.port}`;
}, 60_000);

afterAll(async () => {
  console.log('publisher timings (ms):', timings);
  await server?.close();
  await publisher?.close();
  await proxy?.close();
  await standIn?.stop();
  await rm(work, { recursive: true, force: true });
});

describe('publisher with real astro builds', () => {
  it(
    'publishes a full build, served with its security headers',
    { timeout: REAL_BUILD },
    async () => {
      const entry = await publish();
      timings.fullBuild = entry.durationMs!;
      expect(entry.result, entry.reason).toBe('published');
      // The build worker stays for the next rebuild.
      expect(buildWorkerPids()).toHaveLength(1);
      workerAfterFullBuild = buildWorkerPids()[0]!;
      expect(entry.pages).toBeGreaterThan(50);
      const response = await fetch(`${base}/news/`, { headers: { 'accept-encoding': 'br' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('br');
      const html = await (await fetch(`${base}/news/`)).text();
      const csp = response.headers.get('content-security-policy') ?? '';
      const page = parsePage(html);
      for (const script of inlineParts(page).scripts)
        expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
      expect(csp).toContain(`connect-src 'self' ${proxy.origin}`);
      // A member page calls the provider itself, its connection opened while the page loads.
      const members = parsePage(await (await fetch(`${base}/notice-list/`)).text());
      const html0 = elementsNamed(members, 'html')[0]!;
      expect(html0.attributes['data-call']).toMatch(
        new RegExp(`^${proxy.origin}/web/bc-member/v1/notice-list\\?`),
      );
      expect(
        elementsNamed(members, 'link').find(({ attributes }) => attributes.rel === 'preconnect')
          ?.attributes.href,
      ).toBe(proxy.origin);
      expect(csp).toContain(`img-src 'self' data: ${proxy.origin} ${standIn.origin};`);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/);
      // Astro's own policy element is gone: the header carries the policy.
      expect(html).not.toContain('http-equiv="content-security-policy"');
      // The pictures come from the stand-in's origin, not the API's (the proxy's): a media
      // host of its own, and still built into WebP at the widths of their slot.
      const cards = elementsNamed(page, 'img')
        .filter((image) => classesOf(image).includes('news-card__image'))
        // Not the card <template> Load More clones (its picture is filled in the browser).
        .filter(
          ({ attributes }) =>
            !attributes.src?.includes('placeholder.svg') &&
            !Object.keys(attributes).some((name) => name.startsWith('data-fill-')),
        );
      expect(cards.length).toBeGreaterThan(0);
      for (const { attributes } of cards)
        expect(attributes.srcset).toMatch(/^\/_astro\/\S+\.webp \d+w, /);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      // A CDN reading the build's _headers sends each page the policy this server sends.
      const headersText = await readFile(join(publisher.liveSite()!.dir, '_headers'), 'utf8');
      const rules = parseHeaders(headersText);
      // … all of it: no rule past the number Cloudflare Pages reads, no line past its length
      // (the top rule's policy names every inline script of the build).
      expect(rules.length).toBeLessThanOrEqual(HOST_LIMITS.rules);
      const longest = Math.max(...headersText.split('\n').map((line) => line.length));
      expect(longest).toBeLessThanOrEqual(HOST_LIMITS.lineLength);
      // Pages that make their first call alike carry one before-paint script (the call's URL is
      // in <html data-call>): the policies name one hash for them, not one per page.
      const headScript = async (page: string) =>
        inlineParts(await readFile(join(publisher.liveSite()!.dir, page, 'index.html'), 'utf8'))
          .scripts[0];
      for (const alike of [
        ['notice-list', 'circular-list', 'member-directory', 'employee-directory'],
        ['billing/details', 'billing/invoice'],
      ]) {
        const scripts = new Set(await Promise.all(alike.map(headScript)));
        expect(scripts.size, alike.join(', ')).toBe(1);
      }
      for (const path of [...pages, '/login/', '/billing/details/77', '/news-details/nw0001/']) {
        const served = await fetch(base + path);
        expect(served.headers.get('content-security-policy'), path).toBe(
          headersFor(rules, path)['content-security-policy'],
        );
        expect(served.headers.get('cache-control'), path).toBe(
          headersFor(rules, path)['cache-control'],
        );
      }
      // The rewrites for a CDN are in the build, and the CDN's alone: this server hides them.
      expect(await readFile(join(publisher.liveSite()!.dir, '_redirects'), 'utf8')).toContain(
        '/billing/details/:id  /billing/details/  200',
      );
      expect((await fetch(`${base}/_redirects`)).status).toBe(404);
    },
  );

  it('skips the build when the API content is unchanged', { timeout: REAL_BUILD }, async () => {
    const entry = await publish();
    timings.unchangedCheck = entry.durationMs!;
    expect(entry.result).toBe('skipped');
  });

  it(
    'the watcher publishes an edit within one interval with no button pressed, and nothing while nothing changes',
    { timeout: REAL_BUILD },
    async () => {
      const entries = (await publisher.status()).history.length;
      const watched = async (count: number) => {
        while (((await publisher.status()).watch?.checks ?? 0) < count)
          await new Promise((tick) => setTimeout(tick, 50));
      };
      const checksBefore = (await publisher.status()).watch!.checks;
      await publisher.setWatchMinutes(1);
      // Three checks with nothing changed: no publish, and the provider asked only whether
      // its answers changed — every call conditional and answered by a bodiless 304, every
      // picture asked with HEAD.
      proxy.log.length = 0;
      await watched(checksBefore + 3);
      expect((await publisher.status()).history).toHaveLength(entries);
      expect((await publisher.status()).watch?.lastOutcome).toBe('unchanged');
      const asked = [...proxy.log];
      const calls = asked.filter((call) => call.method === 'GET');
      expect(calls.length).toBeGreaterThan(10);
      expect(
        calls.filter((call) => !call.conditional || call.status !== 304 || call.bytes),
      ).toEqual([]);
      expect(asked.filter((call) => call.method !== 'GET' && call.method !== 'HEAD')).toEqual([]);
      expect(asked.filter((call) => call.bytes > 0)).toEqual([]);
      // A check's cost as the admin page and the bench report it: each of the live build's
      // calls once, all answered 304, and each picture once (those the proxy sees among them:
      // some pictures come from the stand-in's media host directly).
      const distinct = (method: string) =>
        new Set(asked.filter((call) => call.method === method).map((call) => call.path)).size;
      const requests = (await publisher.status()).watch?.lastCheckRequests;
      expect(requests).toMatchObject({ api: distinct('GET'), notModified: distinct('GET') });
      expect(requests?.pictures).toBeGreaterThanOrEqual(distinct('HEAD'));
      expect(distinct('HEAD')).toBeGreaterThan(0);
      // An edit at the provider: the next check sees it and publishes it.
      const checks = (await publisher.status()).watch!.checks;
      const title = `Rowing club open day ${Date.now()}`;
      const id = standIn.retitleFirstNews(title);
      const story = async () => (await fetch(`${base}/news-details/${id}/`)).text();
      // An edit that lands while a check is asking can be half seen by it: what it asked
      // before the edit stands for the live build's answer, so its publish may keep the old
      // story, and the next check publishes the rest. So: live after the check running at the
      // edit, or the one after it.
      while (
        !(await story()).includes(title) &&
        ((await publisher.status()).watch?.checks ?? 0) <= checks + 3
      )
        await new Promise((tick) => setTimeout(tick, 50));
      await publisher.setWatchMinutes(null);
      await publisher.whenIdle();
      const [entry] = (await publisher.status()).history;
      expect(entry).toMatchObject({ trigger: 'watch', result: 'published' });
      expect((await publisher.status()).watch?.lastChangeCheck).toBeLessThanOrEqual(checks + 2);
      expect(await story()).toContain(title);
    },
  );

  it(
    'rebuilds one changed news item faster than the full build and shows it',
    { timeout: REAL_BUILD },
    async () => {
      const before = publisher.liveSite()!;
      const beforeFiles = await snapshot(before.dir);
      const title = `Sports Day results ${Date.now()}`;
      const id = standIn.retitleFirstNews(title);
      const entry = await publish();
      timings.oneItemRebuild = entry.durationMs!;
      timings.pagesReused = entry.pagesReused ?? 0;
      expect(entry.result, entry.reason).toBe('published');
      expect(entry.durationMs).toBeLessThan(timings.fullBuild!);
      expect(entry.changedSample).toContain(`/news-details/${id}/`);
      expect(entry.changedPages).toBeLessThan(10);
      // Only what changed (and the pages without a key) was rendered; the rest are the live
      // build's own files.
      expect(entry.onlyChanged).toBe(true);
      expect(entry.pagesRendered).toBeLessThan(entry.pages! / 2);
      expect(await (await fetch(`${base}/news-details/${id}/`)).text()).toContain(title);
      expect(await (await fetch(`${base}/news/`)).text()).toContain(title);
      // Site search finds the story under its new title.
      const search = await searchIndexOf(publisher.liveSite()!.dir);
      expect(search.get(`/news-details/${id}/`)).toBe(title);
      // Made by the warm worker of the full build, yet from the new content.
      expect(buildWorkerPids()).toEqual([workerAfterFullBuild]);
      // The build that was live stays as it was (kept for rollback).
      expect(await snapshot(before.dir)).toEqual(beforeFiles);
    },
  );

  // Issue 48: what a CDN is handed for that publish. The publisher's CDN step (the same
  // makeLive every publish calls) with the real wrangler, against a fake of Cloudflare's API
  // that counts the files each deploy uploads: the build before it, then this one.
  it(
    'hands Cloudflare only the files the one-item publish changed (counted)',
    { timeout: REAL_BUILD },
    async () => {
      const cloudflare = await startFakeCloudflare();
      try {
        const dir = join(work, 'cdn');
        const cdn = await cdnOnFake(cloudflare, dir, (id) => publisher.store.siteDir(id));
        const [current, previous] = await publisher.store.keptIds();
        for (const id of [previous!, current!])
          await cdn.makeLive((await publisher.store.meta(id))!);
        const [before, after] = await Promise.all(
          [previous!, current!].map((id) => distinctContents(publisher.store.siteDir(id))),
        );
        const changed = [...after!].filter((hash) => !before!.has(hash));
        expect(cloudflare.uploads).toEqual([
          { files: before!.size, sent: before!.size },
          { files: after!.size, sent: changed.length },
        ]);
        timings.cdnFilesFirstDeploy = before!.size;
        timings.cdnFilesOneItem = changed.length;
        expect(changed.length).toBeGreaterThan(0);
        expect(changed.length).toBeLessThan(after!.size / 10);
      } finally {
        await cloudflare.close();
      }
    },
  );

  it(
    'makes the same files by a content-only rebuild as a full build of the same content',
    { timeout: REAL_BUILD },
    async () => {
      const quick = publisher.liveSite()!.dir;
      const entry = await publish(true);
      expect(entry.result, entry.reason).toBe('published');
      expect(entry.onlyChanged).toBeFalsy();
      // Not one page differs from the content-only rebuild's.
      expect(entry.changedPages).toBe(0);
      const full = publisher.liveSite()!.dir;
      // The search index's word lists depend on the order pages came in; its pages are the
      // same (compared above through the fragments). A calendar says when it was made.
      const compared = (file: string) => !/^pagefind\/(index\/|pagefind[.-])/.test(file);
      const quickFiles = (await listFiles(quick)).filter(compared);
      expect(quickFiles).toEqual((await listFiles(full)).filter(compared));
      const stamp = /^DTSTAMP:.*$/gm;
      const differ: string[] = [];
      for (const file of quickFiles) {
        const [a, b] = await Promise.all([readFile(join(quick, file)), readFile(join(full, file))]);
        const same = file.endsWith('.ics')
          ? a.toString().replace(stamp, '') === b.toString().replace(stamp, '')
          : a.equals(b);
        if (!same) differ.push(file);
      }
      expect(differ).toEqual([]);
      expect(await searchIndexOf(quick)).toEqual(await searchIndexOf(full));
    },
  );

  it(
    'shows changed contact details in the footer of every page without Force',
    { timeout: REAL_BUILD },
    async () => {
      const address = `House ${Date.now()}, Road 7, Dhanmondi, Dhaka`;
      standIn.setContactAddress(address);
      const entry = await publish();
      timings.footerChange = entry.durationMs!;
      expect(entry.result, entry.reason).toBe('published');
      expect(entry.force).toBe(false);
      for (const path of [
        '/',
        '/news/',
        '/news-details/nw0002/',
        '/gallery-details/al0001/',
        '/event-details/ev0001/',
      ])
        expect(await (await fetch(base + path)).text(), path).toContain(address);
      // Every page, restored ones included, carries the new footer (the calendar files and
      // icons, which show no footer, may be restored as they were).
      const site = publisher.liveSite()!.dir;
      const pages = (await listFiles(site)).filter((file) => file.endsWith('.html'));
      expect(pages.length).toBeGreaterThan(100);
      const stale = [];
      for (const page of pages)
        if (!(await readFile(join(site, page), 'utf8')).includes(address)) stale.push(page);
      expect(stale).toEqual([]);
    },
  );

  it(
    'publishes provider text that looks like build output, quoted in the log and steering nothing',
    { timeout: REAL_BUILD },
    async () => {
      const forged =
        '\n[build] news/list unavailable: x' +
        '\n[build] safety stop: news/list ended at 1 of 9 records (BUILD_MAX_RECORDS=1); the rest is not built';
      const original = standIn.firstRecord('events');
      const event = standIn.editFirst('events', {
        title: `Annual Gala${forged}`,
        schedule: `To be announced${forged}`,
      });
      expect(event).toBe(original._id);
      const story = standIn.retitleFirstNews(`Swimming gala${forged}`);
      const entry = await publish();
      expect(entry.result, entry.reason).toBe('published');
      expect(entry.warnings ?? []).not.toContainEqual(expect.stringMatching(/^safety stop/));
      expect(entry.checks?.every((check) => check.ok)).toBe(true);
      const log = await readFile(join(work, 'state', 'logs', `${entry.id}.log`), 'utf8');
      // The event's schedule cannot be read: named once, its text quoted on one line.
      expect(log).toContain(
        `(${JSON.stringify(event)}, ${JSON.stringify(`Annual Gala${forged}`)})`,
      );
      expect(log).toContain(JSON.stringify(`To be announced${forged}`));
      // No line of the log starts as the forged ones do (Astro's own start with a time).
      const startsAs = (text: string) =>
        log.split('\n').filter((line) => line.replace(/^\d\d:\d\d:\d\d /, '').startsWith(text));
      expect(startsAs('[build] news/list unavailable')).toEqual([]);
      expect(startsAs('[build] safety stop')).toEqual([]);
      expect(await (await fetch(`${base}/news-details/${story}/`)).text()).toContain(
        'Swimming gala',
      );
      // The event as it was, for the tests after this one.
      standIn.editFirst('events', original);
    },
  );

  it(
    'sees a picture replaced under the same name without Force',
    { timeout: REAL_BUILD },
    async () => {
      const page = `${base}/news-details/nw0002/`;
      const pictureOf = async () => {
        const html = await (await fetch(page)).text();
        const images = elementsNamed(parsePage(html), 'img');
        return images.find((image) => classesOf(image).includes('news-article__image'))?.attributes
          .src;
      };
      const before = await pictureOf();
      expect(before).toMatch(/^\/_astro\//);
      const cover = standIn.newsCover('nw0002');
      const other = standIn.newsCover('nw0001');
      expect(other).not.toBe(cover);
      standIn.replaceMedia(cover, await readFile(join(standIn.mediaDir, other)));
      const entry = await publish();
      expect(entry.result, entry.reason).toBe('published');
      expect(entry.changedSample).toContain('/news-details/nw0002/');
      const after = await pictureOf();
      expect(after).not.toBe(before);
      const bytesOf = async (src: string) =>
        Buffer.from(await (await fetch(base + src)).arrayBuffer());
      const newBytes = await bytesOf(after!);
      expect(newBytes.length).toBeGreaterThan(0);
      expect(newBytes.equals(await bytesOf(before!))).toBe(false);
    },
  );

  it(
    'takes a removed story out of the site, its sitemap and site search, and its cover with it',
    { timeout: REAL_BUILD * 2 },
    async () => {
      const id = 'nw0003';
      // The story gets a cover no other record shows (the seeded ones are shared).
      const cover = `covers/taken-down-${id}.jpg`;
      standIn.replaceMedia(cover, await readFile(join(standIn.mediaDir, standIn.newsCover(id))));
      standIn.setNewsCover(id, cover);
      expect((await publish()).result).toBe('published');
      const before = publisher.liveSite()!.dir;
      const pictures = (await listFiles(before)).filter((file) =>
        file.startsWith(`_astro/taken-down-${id}_`),
      );
      expect(pictures.length).toBeGreaterThan(0);
      const story = await (await fetch(`${base}/news-details/${id}/`)).text();
      expect(pictures.some((picture) => story.includes(`/${picture}`))).toBe(true);
      expect((await searchIndexOf(before)).has(`/news-details/${id}/`)).toBe(true);
      standIn.removeNews(id);
      const entry = await publish();
      timings.storyRemoved = entry.durationMs!;
      expect(entry.result, entry.reason).toBe('published');
      expect(entry.onlyChanged).toBe(true);
      expect(entry.changedSample).toContain(`/news-details/${id}/`);
      const site = publisher.liveSite()!.dir;
      expect((await fetch(`${base}/news-details/${id}/`)).status).toBe(404);
      expect(await listFiles(site)).not.toContain(`news-details/${id}/index.html`);
      expect(await sitemapOf(site)).not.toContain(`/news-details/${id}/`);
      expect(await sitemapOf(site)).toContain('/news-details/nw0004/');
      const search = await searchIndexOf(site);
      expect(search.has(`/news-details/${id}/`)).toBe(false);
      expect(search.has('/news-details/nw0004/')).toBe(true);
      // Its cover is gone from the live build and answers 404 (the build before keeps it, for a
      // rollback, and serves no one).
      const left = new Set(await listFiles(site));
      for (const picture of pictures) {
        expect(left.has(picture), picture).toBe(false);
        expect((await fetch(`${base}/${picture}`)).status, picture).toBe(404);
      }
    },
  );

  it(
    'builds past records whose ids are no safe address, names each, and keeps its feed valid XML',
    { timeout: REAL_BUILD * 2 },
    async () => {
      // Issue 25, points 2 and 3: each of these failed the build (content-only and full) or
      // made /rss.xml unreadable. Newest first, so they fall on the first page of news.
      const unsafe = ['nw/0099', '..', '%2e%2e', 'nw0099\r\nLOCATION:Elsewhere'];
      for (const [n, id] of unsafe.entries())
        standIn.addRecord('news', {
          _id: id,
          title: `Unsafe story ${n}`,
          publishDate: `2099-01-0${n + 1}T00:00:00.000Z`,
        });
      const badEvent = 'ev0099\r\nLOCATION:Elsewhere';
      standIn.addRecord('events', { _id: badEvent, title: 'Unsafe event', schedule: '7 May 2026' });
      const stamp = Date.now();
      const title = `Sports Day results ${stamp}`;
      const bellId = standIn.retitleFirstNews(`Sports\u0007 Day results ${stamp}`);
      const storiesBefore = (await listFiles(publisher.liveSite()!.dir)).filter((file) =>
        file.startsWith('news-details/'),
      );
      try {
        for (const force of [false, true]) {
          const entry = await publish(force);
          expect(entry.result, entry.reason).toBe('published');
          expect(Boolean(entry.onlyChanged), 'a content-only rebuild, then a full one').toBe(
            !force,
          );
          // Each skipped record is named among the build's warnings (the admin page lists
          // them), on one line whatever its id holds.
          const warnings = entry.warnings ?? [];
          const named = [
            ...unsafe.map((id) => `news record (${quoted(id)})`),
            `event record (${quoted(badEvent)})`,
          ];
          for (const record of named)
            expect(
              warnings.some((line) =>
                line.startsWith(`skipped a ${record}: "_id: not usable in a page address`),
              ),
              `${record} among ${warnings.join(' | ')}`,
            ).toBe(true);
          expect(warnings.every((line) => !/[\r\n]/.test(line))).toBe(true);
          const site = publisher.liveSite()!.dir;
          const files = await listFiles(site);
          // Every other story is built: the first page, left short, did not end the list.
          expect(files.filter((file) => file.startsWith('news-details/'))).toEqual(storiesBefore);
          expect(files.some((file) => /unsafe|%2e|\.\.\//i.test(file))).toBe(false);
          // The list page, its Load More pages, the feed, the calendar and the sitemap agree.
          const newsPage = await (await fetch(`${base}/news/`)).text();
          expect(newsPage).not.toContain('Unsafe story');
          const dataPages = files.filter((file) => /^data\/news\/\d+\.json$/.test(file));
          expect(dataPages.length).toBeGreaterThan(0);
          for (const file of dataPages) {
            const json = JSON.parse(await readFile(join(site, file), 'utf8'));
            expect(JSON.stringify(json)).not.toContain('Unsafe story');
            const number = Number(/(\d+)\.json$/.exec(file)![1]);
            expect(json.more, file).toBe(number < dataPages.length + 1);
          }
          const rss = strictXml(await (await fetch(`${base}/rss.xml`)).text());
          const titles = [...rss.getElementsByTagName('item')].map(
            (item) => item.getElementsByTagName('title')[0]!.textContent,
          );
          expect(titles).toContain(title);
          expect(titles.join('\n')).not.toContain('Unsafe story');
          const calendar = await (await fetch(`${base}/calendar.ics`)).text();
          expect(calendar).not.toMatch(/Elsewhere|Unsafe event/);
          strictXml(await readFile(join(site, 'sitemap-0.xml'), 'utf8'));
          expect(await sitemapOf(site)).toContain(`/news-details/${bellId}/`);
        }
      } finally {
        for (const id of unsafe) standIn.removeRecord('news', id);
        standIn.removeRecord('events', badEvent);
      }
    },
  );

  it(
    'rebuilds every page after a rollback: the worker made another build than the live one',
    { timeout: REAL_BUILD },
    async () => {
      const kept = (await publisher.status()).history.filter(
        (entry) => entry.kept && !entry.live && entry.kind === 'build',
      );
      await publisher.rollback(kept[0]!.id);
      const title = `Rowing regatta ${Date.now()}`;
      const id = standIn.retitleFirstNews(title);
      const entry = await publish();
      expect(entry.result, entry.reason).toBe('published');
      expect(entry.onlyChanged).toBeFalsy();
      expect(await (await fetch(`${base}/news-details/${id}/`)).text()).toContain(title);
      expect((await searchIndexOf(publisher.liveSite()!.dir)).get(`/news-details/${id}/`)).toBe(
        title,
      );
    },
  );

  it(
    'lists each story once when the provider’s pages overlap: the feed, the news pages, the sitemap and site search',
    { timeout: REAL_BUILD },
    async () => {
      proxy.set('overlap');
      const entry = await publish().finally(() => proxy.set('pass'));
      expect(entry.result, entry.reason).toBe('published');
      // The build names what the provider sent twice: the story that ended the first page.
      const repeated = (entry.warnings ?? [])
        .map((line) => /^news\/list sent a record again \(its pages moved.*: "([^"]+)"$/.exec(line))
        .find(Boolean)?.[1];
      const site = publisher.liveSite()!.dir;
      const files = await listFiles(site);
      const stories = files
        .filter((file) => /^news-details\/[^/]+\/index\.html$/.test(file))
        .map((file) => file.split('/')[1]!)
        .sort();
      expect(stories.length).toBeGreaterThan(20);
      const pathsOf = (ids: string[]) => ids.map((id) => `/news-details/${id}/`).sort();
      // The feed: its newest stories, each once.
      const rss = strictXml(await (await fetch(`${base}/rss.xml`)).text());
      const links = [...rss.getElementsByTagName('item')].map(
        (item) => new URL(item.getElementsByTagName('link')[0]!.textContent!).pathname,
      );
      expect(links).toHaveLength(20);
      expect(repeatedIn(links)).toEqual([]);
      // The news list page and its Load More pages: every story, once.
      const listed = elementsNamed(parsePage(await (await fetch(`${base}/news/`)).text()), 'li')
        .map(({ attributes }) => attributes['data-news-id'])
        .filter((id): id is string => id !== undefined);
      for (const file of files.filter((name) => /^data\/news\/\d+\.json$/.test(name))) {
        const page = JSON.parse(await readFile(join(site, file), 'utf8')) as {
          news: { _id: string }[];
        };
        listed.push(...page.news.map((story) => story._id));
      }
      expect(listed[NEWS_PAGE_SIZE - 1]).toBe(repeated);
      expect(repeatedIn(listed)).toEqual([]);
      expect(listed.sort()).toEqual(stories);
      // The sitemap and site search: each story's page once.
      const mapped = (await sitemapOf(site)).filter((path) => path.startsWith('/news-details/'));
      expect(repeatedIn(mapped)).toEqual([]);
      expect(mapped.sort()).toEqual(pathsOf(stories));
      const searched = (await searchedPages(site))
        .map(([url]) => url)
        .filter((url) => url.startsWith('/news-details/'));
      expect(repeatedIn(searched)).toEqual([]);
      expect(searched.sort()).toEqual(pathsOf(stories));
    },
  );

  it(
    'builds every record of a list longer than the old stop of 200 pages',
    { timeout: REAL_BUILD },
    async () => {
      // 1,200 more news items: with the 32 seeded ones, over 200 pages of 6.
      const ids = standIn.addNews(1200);
      const entry = await publish();
      timings.longList = entry.durationMs!;
      expect(entry.result, entry.reason).toBe('published');
      expect(entry.warnings ?? []).not.toContainEqual(expect.stringContaining('safety stop'));
      const site = publisher.liveSite()!.dir;
      const built = new Set(await listFiles(site));
      const missing = ids.filter((id) => !built.has(`news-details/${id}/index.html`));
      expect(missing).toEqual([]);
      const last = ids.at(-1)!;
      expect(await (await fetch(`${base}/news-details/${last}/`)).text()).toContain(
        'Archive story 1199',
      );
      const pages = Math.ceil((ids.length + 32) / 6);
      expect(built.has(`data/news/${pages}.json`)).toBe(true);
    },
  );

  it(
    'leaves the live site byte for byte as it was when the API fails during a content-only rebuild',
    { timeout: REAL_BUILD },
    async () => {
      const live = publisher.liveSite()!;
      const files = await snapshot(live.dir);
      const answers = await served();
      standIn.retitleFirstNews(`Tennis ladder ${Date.now()}`);
      // Every call fails from now on: the change check cannot tell, so the build runs (from the
      // live build's links), and its calls fail.
      proxy.set('5xx', 0);
      const entry = await publish();
      proxy.set('pass');
      expect(entry.result).toBe('failed');
      expect(entry.reason).toMatch(/member API failed during the build/);
      const log = await readFile(join(work, 'state', 'logs', `${entry.id}.log`), 'utf8');
      expect(log).toContain('Listing the pages for a content-only rebuild');
      expect(publisher.liveSite()!.id).toBe(live.id);
      // The new build's links shared the live files: not one of them changed.
      expect(await snapshot(live.dir)).toEqual(files);
      expect(await served()).toEqual(answers);
    },
  );

  it.each([
    ['answers 503', '5xx'],
    ['sends malformed JSON', 'malformed'],
  ] as const)(
    'leaves the live site byte for byte as it was when the API %s half way through a build',
    { timeout: REAL_BUILD },
    async (_, mode) => {
      const live = publisher.liveSite()!;
      const files = await snapshot(live.dir);
      const answers = await served();
      proxy.set(mode, 20);
      const entry = await publish(true);
      proxy.set('pass');
      timings[`failing-${mode}`] = entry.durationMs!;
      expect(entry.result).toBe('failed');
      // A failed build takes its worker with it: the next build starts from a clean process.
      expect(buildWorkerPids()).toEqual([]);
      expect(entry.reason).toMatch(/member API failed during the build/);
      expect(publisher.liveSite()!.id).toBe(live.id);
      expect(await snapshot(live.dir)).toEqual(files);
      expect(await served()).toEqual(answers);
    },
  );
});
