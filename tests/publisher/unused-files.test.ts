import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Publisher } from '../../publisher/publish/publish-queue.ts';
import { fakePublisher, fakeSite, stateDir, type FakeSite } from './fake-site.ts';

// Issue 25.4: a publish leaves no picture or document under /_astro/ that no file of the
// build names (a content-only rebuild starts from every file of the live build, so a
// taken-down story's cover would stay public otherwise).

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Refs</title>${body}</head><body></body></html>`;

/** Where each kept picture is named, as the site's files name them. */
const namedBy: [how: string, picture: string, file: string, text: string][] = [
  [
    'a page’s img',
    'shown.webp',
    'refs/img/index.html',
    page('<img src="/_astro/shown.webp" alt="">'),
  ],
  [
    'a page’s srcset',
    'wide.webp',
    'refs/srcset/index.html',
    page(
      '<img src="/favicon.svg" srcset="/_astro/narrow.webp 400w, /_astro/wide.webp 800w" alt="">',
    ),
  ],
  [
    'a link preview (og:image, absolute)',
    'card.webp',
    'refs/og/index.html',
    page('<meta property="og:image" content="http://club.test/_astro/card.webp">'),
  ],
  [
    'JSON-LD',
    'event.webp',
    'refs/ld/index.html',
    page(
      '<script type="application/ld+json">{"image":"http://club.test/_astro/event.webp"}</script>',
    ),
  ],
  [
    'a data file’s srcset (Load More)',
    'more.webp',
    'data/news/2.json',
    '{"image":{"src":"/_astro/more-small.webp","srcset":"/_astro/more.webp 800w"}}',
  ],
  ['a stylesheet', 'pattern.svg', '_astro/site.css', 'body{background:url(/_astro/pattern.svg)}'],
  ['a script', 'badge.png', '_astro/app.js', 'const badge = "/_astro/badge.png";'],
  ['the manifest', 'icon.png', 'manifest.webmanifest', '{"icons":[{"src":"/_astro/icon.png"}]}'],
  [
    'the feed',
    'story.jpg',
    'rss.xml',
    '<rss><enclosure url="http://club.test/_astro/story.jpg"/></rss>',
  ],
  [
    'a page’s link',
    'minutes.pdf',
    'refs/pdf/index.html',
    page('<a href="/_astro/minutes.pdf">Minutes</a>'),
  ],
];

let dir: string;
let site: FakeSite;
let publisher: Publisher;

beforeEach(async () => {
  dir = await stateDir();
  site = fakeSite();
  publisher = await fakePublisher(site, dir);
});

afterEach(async () => {
  await publisher.close();
  await rm(dir, { recursive: true, force: true });
});

async function publish() {
  publisher.trigger({ by: 'test' });
  await publisher.whenIdle();
  const [entry] = (await publisher.status()).history;
  expect(entry!.result, entry!.reason).toBe('published');
  return publisher.liveSite()!;
}

const live = (file: string) => existsSync(join(publisher.liveSite()!.dir, file));

describe('a publish', () => {
  it('removes the pictures and documents under /_astro/ that no file of the build names', async () => {
    site.files = {
      '_astro/taken-down.webp': 'RIFF',
      '_astro/taken-down-wide.avif': 'AVIF',
      '_astro/withdrawn.pdf': '%PDF-1.4',
      '_astro/old-logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    };
    await publish();
    for (const file of Object.keys(site.files)) expect(live(file), file).toBe(false);
    // What the build's own pages name stays.
    expect(live(`_astro/cover.${site.builds[0]}.webp`)).toBe(true);
    expect(live(`_astro/rules.${site.builds[0]}.pdf`)).toBe(true);
  });

  it.each(namedBy)('keeps a picture named by %s', async (_, picture, file, text) => {
    site.files = { [`_astro/${picture}`]: 'picture', [file]: text };
    await publish();
    expect(live(`_astro/${picture}`)).toBe(true);
  });

  it('keeps scripts, styles and fonts nothing names, and files outside /_astro/', async () => {
    site.files = {
      '_astro/lazy-chunk.js': 'export {}',
      '_astro/print.css': 'body{}',
      '_astro/font.woff2': 'wOF2',
      'documents/unlinked.pdf': '%PDF-1.4',
      'icons/spare.png': 'png',
    };
    await publish();
    for (const file of Object.keys(site.files)) expect(live(file), file).toBe(true);
  });

  it('removes a picture a later build no longer names, leaving the build kept for rollback whole', async () => {
    site.files = {
      '_astro/gala-cover.webp': 'RIFF',
      'news-details/gala/index.html': page('<img src="/_astro/gala-cover.webp" alt="">'),
    };
    const first = await publish();
    expect(live('_astro/gala-cover.webp')).toBe(true);
    // The story's cover is taken down: its only mention goes (the rebuild still has the file).
    site.files = {
      '_astro/gala-cover.webp': 'RIFF',
      'news-details/gala/index.html': page('<p>The gala is postponed.</p>'),
    };
    site.fingerprint = 'content-2';
    await publish();
    expect(live('_astro/gala-cover.webp')).toBe(false);
    expect(existsSync(join(first.dir, '_astro/gala-cover.webp'))).toBe(true);
    await publisher.rollback(first.id);
    expect(live('_astro/gala-cover.webp')).toBe(true);
  });
});
