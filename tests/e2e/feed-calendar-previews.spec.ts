import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { JSDOM } from 'jsdom';
import {
  contentOf,
  elementsNamed,
  isInside,
  parsePage,
  textOf,
  type ParsedPage,
} from '../../integrations/html/parsed-page.ts';
import { EVENT_LIST_SIZE, NEWS_PAGE_SIZE } from '../../src/lib/constants/public-area.ts';
import { APP_ICONS, THEME_COLOUR } from '../../src/lib/brand/artwork.ts';
import { readSchedule } from '../../src/lib/calendar/schedule.ts';
import { isPublicPage } from '../../src/lib/public-pages.ts';
import { eventListDataSchema } from '../../src/lib/schemas/events.ts';
import { newsListDataSchema } from '../../src/lib/schemas/news.ts';
import { apiData } from './public-pages-support.ts';
import { e2eStack } from './stack-env.ts';

// The build's feed, calendar files, link previews and structured data, read as a feed
// reader, a calendar app and a search engine would read them.

const root = resolve(process.env.SITE_OUT_DIR ?? 'dist');
const site = e2eStack.siteUrl;
const eventList = `event/list?page=1&searchKey=&size=${EVENT_LIST_SIZE}`;

interface BuiltPage {
  path: string;
  page: ParsedPage;
}

/** The first element named `name` whose attributes are as `wanted` says. */
const first = (page: ParsedPage, name: string, wanted: Record<string, string> = {}) =>
  page.elements.find(
    (element) =>
      element.name === name &&
      Object.entries(wanted).every(([key, value]) => element.attributes[key] === value),
  );

/** The page's title as a browser gives it (white space collapsed). */
const titleOf = (page: ParsedPage) => {
  const title = first(page, 'title');
  return title ? textOf(page, title).replace(/\s+/g, ' ').trim() : '';
};

/** Every built public page that search engines may index (no noindex), read. */
function publicPages(): BuiltPage[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html') && !file.startsWith('pagefind/'))
    .map((file) => '/' + file.replace(/index\.html$/, ''))
    .filter((path) => isPublicPage(path))
    .map((path) => ({
      path,
      page: parsePage(readFileSync(join(root, path, 'index.html'), 'utf8')),
    }))
    .filter(
      ({ page }) =>
        !first(page, 'meta', { name: 'robots' })?.attributes.content?.includes('noindex'),
    );
}
let pages: BuiltPage[] | undefined;
const builtPages = () => (pages ??= publicPages());

type JsonLd = Record<string, unknown> & { '@type': string };
const jsonLd = (page: ParsedPage): JsonLd[] =>
  elementsNamed(page, 'script')
    .filter(({ attributes }) => attributes.type === 'application/ld+json')
    .map((script) => JSON.parse(contentOf(page, script)) as JsonLd);

/** Every string value of a JSON-LD property that holds an address. */
function addresses(value: unknown, key = ''): string[] {
  if (typeof value === 'string')
    return /^(?:@id|url|item|image|logo|mainEntityOfPage)$/.test(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((entry) => addresses(entry, key));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([name, entry]) => addresses(entry, name));
  return [];
}

const meta = (page: ParsedPage, key: string) =>
  page.elements.find(
    ({ name, attributes }) =>
      name === 'meta' && (attributes.property === key || attributes.name === key),
  )?.attributes.content;

async function status(request: APIRequestContext, url: string): Promise<number> {
  return (await request.get(url)).status();
}

test.describe('News feed', () => {
  test('lists the latest stories with absolute links, dates and no markup a reader could run', async ({
    request,
  }) => {
    const response = await request.get('/rss.xml');
    expect(response.headers()['content-type']).toContain('xml');
    const feed = new XMLParser({ ignoreAttributes: false }).parse(await response.text());
    const items = [feed.rss.channel.item].flat() as {
      title: string;
      link: string;
      pubDate: string;
      description: string;
    }[];
    const { newsPage } = await apiData(
      request,
      `news/list?page=1&searchKey=&size=${NEWS_PAGE_SIZE}`,
      newsListDataSchema,
    );
    const newest = [...newsPage.news].sort(
      (a, b) => Date.parse(b.publishDate) - Date.parse(a.publishDate),
    )[0]!;
    expect(items[0]!.title).toBe(newest.title);
    expect(items[0]!.link).toBe(`${site}/news-details/${newest._id}/`);
    for (const item of items) {
      expect(item.link.startsWith(`${site}/news-details/`), item.link).toBe(true);
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
      // A reader renders the description as HTML: it must hold text only.
      const body = new JSDOM(`<body>${item.description}</body>`).window.document.body;
      expect(body.querySelectorAll('*'), item.title).toHaveLength(0);
    }
    for (const item of items.slice(0, 3)) expect(await status(request, item.link)).toBe(200);
  });
});

test.describe('Calendar files', () => {
  test('the whole calendar holds every event whose schedule reads, on the Dhaka clock', async ({
    request,
  }) => {
    const { eventPage } = await apiData(request, eventList, eventListDataSchema);
    const response = await request.get('/calendar.ics');
    expect(response.headers()['content-type']).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const entries = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const readable = eventPage.events.filter((event) => readSchedule(event.schedule).ok);
    // The stand-in sends one event without a date ('To be announced'): it has no entry.
    expect(readable.length).toBeLessThan(eventPage.events.length);
    expect(entries.map((entry) => entry.summary)).toEqual(readable.map((event) => event.title));
    for (const [index, event] of readable.entries()) {
      const reading = readSchedule(event.schedule);
      const entry = entries[index]!;
      if (reading.ok && !reading.times.allDay)
        expect(entry.startDate.toJSDate().toISOString()).toBe(reading.times.start.toISOString());
      const url = entry.component.getFirstPropertyValue('url');
      expect(url).toBe(`${site}/event-details/${event._id}/`);
    }
  });

  test('an event page offers its own .ics file; one without a readable schedule offers none', async ({
    page,
    request,
  }) => {
    const { eventPage } = await apiData(request, eventList, eventListDataSchema);
    const dated = eventPage.events.find((event) => readSchedule(event.schedule).ok)!;
    const undated = eventPage.events.find((event) => !readSchedule(event.schedule).ok)!;
    await page.goto(`/event-details/${dated._id}`);
    const add = page.getByRole('link', { name: /Add to calendar/ });
    const ics = await (await request.get((await add.getAttribute('href'))!)).text();
    const [entry] = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent');
    expect(new ICAL.Event(entry!).summary).toBe(dated.title);
    await page.goto(`/event-details/${undated._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(undated.title);
    await expect(page.getByRole('link', { name: /Add to calendar/ })).toHaveCount(0);
  });

  test('the event list offers the calendar as a webcal subscription and a download', async ({
    page,
  }) => {
    await page.goto('/event-calender');
    const subscribe = page.getByRole('link', { name: 'Subscribe to the calendar' });
    await expect(subscribe).toHaveAttribute('href', `webcal://${new URL(site).host}/calendar.ics`);
    await expect(page.getByRole('link', { name: /Download all events/ })).toHaveAttribute(
      'href',
      '/calendar.ics',
    );
  });
});

test.describe('Link previews and structured data', () => {
  test('every public page names the feed and has Open Graph and Twitter tags with absolute addresses', async ({
    request,
  }) => {
    const images = new Set<string>();
    for (const { path, page } of builtPages()) {
      const feed = first(page, 'link', { rel: 'alternate', type: 'application/rss+xml' });
      expect(feed?.attributes.href, path).toBe(`${site}/rss.xml`);
      const canonical = first(page, 'link', { rel: 'canonical' })?.attributes.href;
      expect(meta(page, 'og:url'), path).toBe(canonical);
      expect(meta(page, 'og:title'), path).toBe(titleOf(page));
      expect(meta(page, 'og:description'), path).toBeTruthy();
      expect(meta(page, 'twitter:card'), path).toBe('summary_large_image');
      const image = meta(page, 'og:image')!;
      expect(image.startsWith(`${site}/`), `${path}: ${image}`).toBe(true);
      expect(meta(page, 'twitter:image'), path).toBe(image);
      // A picture of the page's own, cropped to 1200×630, or the club's card of that size.
      const width = Number(meta(page, 'og:image:width'));
      const height = Number(meta(page, 'og:image:height'));
      expect(Math.abs(width / height - 1200 / 630), `${path}: ${width}×${height}`).toBeLessThan(
        0.01,
      );
      images.add(image);
    }
    expect([...images].some((image) => image.endsWith('/club-card.png'))).toBe(true);
    expect([...images].some((image) => image.includes('/_astro/'))).toBe(true);
    for (const image of images) expect(await status(request, image), image).toBe(200);
  });

  test('every JSON-LD block parses, with absolute addresses and the type its page needs', () => {
    const typesOf = (path: string) =>
      jsonLd(builtPages().find((built) => built.path === path)!.page).map((d) => d['@type']);
    for (const { path, page } of builtPages()) {
      for (const data of jsonLd(page)) {
        expect(data['@context'], path).toBe('https://schema.org');
        for (const address of addresses(data))
          expect(address.startsWith(`${site}/`), `${path}: ${address}`).toBe(true);
        if (data['@type'] === 'BreadcrumbList') {
          const trail = data.itemListElement as { item: string; position: number }[];
          expect(trail.at(-1)!.item, path).toBe(`${site}${path}`);
          expect(trail.map((step) => step.position)).toEqual(trail.map((_, i) => i + 1));
        }
      }
      const heading = first(page, 'h1');
      const h1 = heading && textOf(page, heading).trim();
      if (path.startsWith('/event-details/'))
        expect(
          jsonLd(page).find((d) => d['@type'] === 'Event'),
          path,
        ).toMatchObject({
          name: h1,
          url: `${site}${path}`,
        });
      // A news page's first heading is 'News Details'; the story's title is the page's.
      if (path.startsWith('/news-details/'))
        expect(
          jsonLd(page).find((d) => d['@type'] === 'NewsArticle'),
          path,
        ).toMatchObject({
          headline: titleOf(page).replace(/ \| Banyan Club$/, ''),
          url: `${site}${path}`,
        });
    }
    for (const path of ['/', '/contact/']) {
      const club = jsonLd(builtPages().find((built) => built.path === path)!.page).find(
        (d) => d['@type'] === 'SportsClub',
      );
      expect(club, path).toMatchObject({
        name: 'Banyan Club',
        address: { '@type': 'PostalAddress', streetAddress: expect.any(String) },
        email: expect.stringContaining('@'),
        telephone: expect.any(String),
      });
    }
    expect(typesOf('/founder-members/')).toEqual(['BreadcrumbList']);
    expect(typesOf('/news/')).toEqual(['BreadcrumbList']);
    // A facility's page is built at more than one address: its trail ends at each one.
    for (const { path, page } of builtPages().filter((built) =>
      /^\/(?:facility-details|sports|facility)\//.test(built.path),
    ))
      expect(
        jsonLd(page).find((d) => d['@type'] === 'BreadcrumbList'),
        path,
      ).toBeDefined();
  });
});

test.describe('Installable', () => {
  test('the manifest names the club, its colour and maskable 192 and 512 icons that exist', async ({
    page,
    request,
  }) => {
    // Linked in the head as served (what crawlers and browsers read), in no <template>.
    const served = parsePage(await (await request.get('/')).text());
    const links = elementsNamed(served, 'link').filter(
      (link) =>
        link.attributes.rel === 'manifest' &&
        isInside(served, link, 'head') &&
        !isInside(served, link, 'template'),
    );
    expect(links).toHaveLength(1);
    const href = links[0]!.attributes.href;
    await page.goto('/');
    const response = await request.get(href!);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'Banyan Club',
      start_url: '/',
      display: 'standalone',
      theme_color: THEME_COLOUR,
    });
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', THEME_COLOUR);
    for (const size of [192, 512])
      expect(manifest.icons).toContainEqual(
        expect.objectContaining({ sizes: `${size}x${size}`, purpose: 'maskable' }),
      );
    expect(manifest.icons).toHaveLength(APP_ICONS.length);
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const png = await (await request.get(icon.src)).body();
      // PNG header: width and height at bytes 16 and 20.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });
});
