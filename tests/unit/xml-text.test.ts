import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getRssString } from '@astrojs/rss';
import sitemap from '@astrojs/sitemap';
import ICAL from 'ical.js';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { calendarFile, calendarUid } from '../../src/lib/calendar/ics.ts';
import { newsFeedItems } from '../../src/lib/feed/news-feed.ts';
import { inSitemap } from '../../src/lib/public-pages.ts';
import { routes } from '../../src/lib/routes.ts';
import { breadcrumbData, jsonLdText, newsArticleData } from '../../src/lib/seo/structured-data.ts';
import { calendarText, xmlText } from '../../src/lib/text/xml-text.ts';

// Issue 25, point 3: one control character in a news title made /rss.xml invalid XML, and
// the build published it. Whatever the provider's text holds, the feed, the calendars, the
// sitemap and JSON-LD carry none of the characters XML forbids.

const SITE = 'https://club.example';
// U+0007 (the one found in a title), NUL, ESC, the two non-characters and a lone surrogate.
const DIRTY = 'Sports\u0007 Day\u0000 re\u001bsults\uFFFE\uFFFF\uD800';
const CLEAN = 'Sports Day results';
// eslint-disable-next-line no-control-regex -- what the test looks for
const forbidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\uFFFE\uFFFF]|[\uD800-\uDFFF]/u;

const { DOMParser } = new JSDOM().window;

/** The document a strict XML parser reads, or the parser's complaint. */
function strictXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}

/** The sitemap @astrojs/sitemap writes (with the site's filter) for one page. */
async function sitemapWith(pathname: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sitemap-'));
  try {
    const hooks = sitemap({ filter: inSitemap }).hooks as Record<
      string,
      (options: unknown) => Promise<void> | void
    >;
    const logger = { info() {}, warn() {}, error() {} };
    await hooks['astro:routes:resolved']!({ routes: [] });
    await hooks['astro:config:done']!({
      config: { site: SITE, base: '/', trailingSlash: 'ignore', build: { format: 'directory' } },
    });
    await hooks['astro:build:done']!({
      dir: pathToFileURL(`${dir}/`),
      pages: [{ pathname: '' }, { pathname }],
      logger,
    });
    return await readFile(join(dir, 'sitemap-0.xml'), 'utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** One carrier of the provider's text: what it writes for a story titled `title`, the texts
 * a strict reader gets back from it (it throws when the reader refuses it), and what of the
 * title one of them still holds. */
interface Carrier {
  name: string;
  write: (title: string) => Promise<string> | string;
  read: (written: string) => string[];
  kept: string;
}

const carriers: Carrier[] = [
  {
    name: 'news feed (RSS)',
    write: (title) =>
      getRssString({
        title: 'Club news',
        description: 'News',
        site: SITE,
        items: newsFeedItems(
          [
            {
              _id: 'nw1',
              title,
              coverImage: '',
              publishDate: '2026-02-01',
              tags: `Sports, ${title}`,
              description: `<p>${title}</p>`,
            },
          ],
          SITE,
          routes.newsDetails,
        ),
      }),
    read: (xml) => {
      const [item] = strictXml(xml).getElementsByTagName('item');
      return [...item!.children].map((element) => element.textContent ?? '');
    },
    kept: CLEAN,
  },
  {
    name: 'calendar (.ics)',
    write: (title) =>
      calendarFile(
        [
          {
            id: 'ev1',
            title,
            description: title,
            url: `${SITE}/event-details/ev1/`,
            times: { allDay: true, firstDay: '2026-05-07', lastDay: '2026-05-07' },
          },
        ],
        { name: 'Club events', siteUrl: SITE, stamp: new Date('2026-04-01T00:00:00Z') },
      ),
    read: (ics) => {
      // Line ends are CRLF; nothing else of a control's may stand in the file.
      expect(ics.replace(/\r\n/g, '')).not.toMatch(forbidden);
      expect(ics).not.toContain('\u007f');
      const event = new ICAL.Event(
        new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!,
      );
      return [event.summary, event.description];
    },
    kept: CLEAN,
  },
  {
    name: 'sitemap',
    write: (title) => sitemapWith(`news-details/${title}/`),
    read: (xml) =>
      [...strictXml(xml).getElementsByTagName('loc')].map((loc) => loc.textContent ?? ''),
    // A page's address carries its id percent-encoded (such an id gets no page: see the
    // id rule in src/lib/schemas/fields.ts); the sitemap names it as it is.
    kept: `${SITE}/news-details/Sports%07%20Day`,
  },
  {
    name: 'JSON-LD',
    write: (title) =>
      [
        newsArticleData({
          title,
          description: title,
          path: routes.newsDetails('nw1'),
          image: '/club-card.png',
          published: null,
          siteUrl: SITE,
          logo: '/favicon.svg',
        }),
        breadcrumbData([{ name: title, path: routes.newsDetails('nw1') }], SITE),
      ]
        .map(jsonLdText)
        .join('\n'),
    read: (written) =>
      written.split('\n').flatMap((block) => {
        const texts: string[] = [];
        JSON.parse(block, (_, value: unknown) => {
          if (typeof value === 'string') texts.push(value);
          return value;
        });
        return texts;
      }),
    kept: CLEAN,
  },
];

describe('characters XML forbids, in every text the site publishes for machines', () => {
  it.each(carriers.map((carrier) => [carrier.name, carrier] as const))(
    '%s: readable by a strict reader, and none of its texts holds one',
    async (_, carrier) => {
      const texts = carrier.read(await carrier.write(DIRTY));
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) expect(text).not.toMatch(forbidden);
      expect(texts.some((text) => text.includes(carrier.kept))).toBe(true);
    },
  );

  it.each([
    ['keeps tab, line breaks and every other character', 'a\tb\nc\rd é ✓ 😀 \uE000', null],
    ['drops C0 controls', 'a\u0000b\u0007c\u001fd', 'abcd'],
    ['drops the non-characters U+FFFE and U+FFFF', 'a\uFFFEb\uFFFF', 'ab'],
    ['drops a lone surrogate but keeps a pair', 'a\uD800b\uDC00c😀', 'abc😀'],
  ])('xmlText %s', (_, text, expected) => {
    expect(xmlText(text)).toBe(expected ?? text);
  });

  it('drops DEL from calendar text too (iCalendar forbids it, XML does not)', () => {
    expect(calendarText('a\u007fb\u0007c')).toBe('abc');
  });
});

describe('calendar UIDs', () => {
  const ics = (id: string) =>
    calendarFile(
      [
        {
          id,
          title: 'Sports Day',
          description: '',
          url: `${SITE}/event-details/ev1/`,
          times: { allDay: true, firstDay: '2026-05-07', lastDay: '2026-05-07' },
        },
      ],
      { name: 'Club events', siteUrl: SITE, stamp: new Date('2026-04-01T00:00:00Z') },
    );

  const vevent = (id: string) =>
    new ICAL.Component(ICAL.parse(ics(id))).getFirstSubcomponent('vevent')!;
  const namesOf = (component: ICAL.Component) =>
    component.getAllProperties().map((property) => property.name);
  const plain = vevent('ev1');

  it.each([
    [
      'a line break that would start a property',
      'ev1\r\nLOCATION:Somewhere else',
      'ev1LOCATION:Somewhere else',
    ],
    ['a bare line feed', 'ev1\nSTATUS:CANCELLED', 'ev1STATUS:CANCELLED'],
    ['separators TEXT escapes', 'ev;1,2\\3', 'ev;1,2\\3'],
    ['a control character', 'ev\u00071', 'ev1'],
  ])('an id with %s stays one UID and adds no property', (_, id, uid) => {
    const entry = vevent(id);
    expect(entry.getFirstPropertyValue('uid')).toBe(`${uid}@club.example`);
    expect(namesOf(entry)).toEqual(namesOf(plain));
  });

  it('is the id and the site host for a plain id', () => {
    expect(calendarUid('ev0013', 'club.example')).toBe('ev0013@club.example');
  });
});
