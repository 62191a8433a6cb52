import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { OFFLINE_PAGE_MAX_AGE_SECONDS } from '../../src/lib/offline/caches.ts';
import { keptPageTitle, savedPages, type KeptPage } from '../../src/lib/offline/saved-pages.ts';

const SITE = 'https://club.example';
const NOW = Date.parse('2026-05-07T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW - hours * 3_600_000).toUTCString();
const kept = (path: string, title: string, date: string | null): KeptPage => ({
  url: `${SITE}${path}`,
  title,
  date,
});

describe('savedPages: what the offline page links to', () => {
  const list = savedPages(
    [
      kept('/news/', 'News', hoursAgo(5)),
      kept('/', 'Home', hoursAgo(1)),
      kept('/data/news/2.json', '', hoursAgo(1)),
      kept('/offline/', 'You are offline', hoursAgo(1)),
      kept('/gallery/', 'Gallery', hoursAgo(OFFLINE_PAGE_MAX_AGE_SECONDS / 3600 + 1)),
      kept('/event-calender/', 'Event Calender', null),
      kept('/club-history/', '  ', hoursAgo(2)),
      { url: 'https://elsewhere.example/news/', title: 'Elsewhere', date: hoursAgo(1) },
    ],
    SITE,
    '/offline/',
    NOW,
  );

  it('lists the pages that open offline, the most recently read first', () => {
    expect(list).toEqual([
      { href: '/', title: 'Home' },
      { href: '/club-history/', title: '/club-history/' },
      { href: '/news/', title: 'News' },
      { href: '/event-calender/', title: 'Event Calender' },
    ]);
  });

  it('leaves out Load More data, the offline page, other sites and pages past their age', () => {
    const hrefs = list.map((page) => page.href);
    expect(hrefs).not.toContain('/data/news/2.json');
    expect(hrefs).not.toContain('/offline/');
    expect(hrefs).not.toContain('/gallery/');
    expect(list.map((page) => page.title)).not.toContain('Elsewhere');
  });
});

describe('keptPageTitle', () => {
  const doc = (html: string) => new JSDOM(html).window.document;

  it.each([
    [
      'the title site search lists it by',
      '<title>News Details | Banyan Club</title><main data-search-title="Sports Day"></main>',
      'Sports Day',
    ],
    [
      'else its <title>',
      '<title>Search | Banyan Club</title><main></main>',
      'Search | Banyan Club',
    ],
    ['else nothing', '<p>x</p>', ''],
  ])('%s', (_, html, title) => {
    expect(keptPageTitle(doc(html))).toBe(title);
  });
});
