import { getRssString } from '@astrojs/rss';
import { XMLParser } from 'fast-xml-parser';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { XSS_VECTORS } from '../../api/seed/xss-vectors.ts';
import {
  FEED_SUMMARY_CHARS,
  NEWS_FEED_SIZE,
  feedSummary,
  newsFeedItems,
} from '../../src/lib/feed/news-feed.ts';
import type { NewsItem } from '../../src/lib/schemas/news.ts';

const SITE = 'https://club.example';
const href = (id: string) => `/news-details/${encodeURIComponent(id)}`;
const story = (n: number, publishDate: string, description = '<p>Story.</p>'): NewsItem => ({
  _id: `nw${n}`,
  title: `Story ${n}`,
  coverImage: '',
  publishDate,
  tags: 'Sports, Culture',
  description,
});

/** What a feed reader renders from a description: HTML parsed from the decoded XML text. */
const rendered = (description: string) =>
  new JSDOM(`<body>${description}</body>`).window.document.body;

describe('feedSummary', () => {
  it.each(XSS_VECTORS)('leaves nothing a reader could run of %s', (vector) => {
    const summary = feedSummary(`<p>Before</p>${vector}<p>after &amp; more</p>`);
    const body = rendered(summary);
    expect(body.children).toHaveLength(0);
    expect(body.textContent).not.toMatch(/<(script|img|svg|a)\b/i);
    expect(body.textContent).toContain('Before');
    expect(body.textContent).toContain('after & more');
  });

  it('keeps text that looks like markup as text', () => {
    const summary = feedSummary('<p>Write &lt;script&gt; to win</p>');
    expect(summary).toBe('Write &lt;script&gt; to win');
    expect(rendered(summary).children).toHaveLength(0);
    expect(rendered(summary).textContent).toBe('Write <script> to win');
  });

  it('cuts a long story to its first characters', () => {
    const summary = feedSummary(`<p>${'a'.repeat(FEED_SUMMARY_CHARS + 50)}</p>`);
    expect(summary).toBe(`${'a'.repeat(FEED_SUMMARY_CHARS)}...`);
  });
});

describe('newsFeedItems', () => {
  it('lists the latest stories first, undated ones last, at most the feed size', () => {
    const news = [
      story(1, '2026-01-01T00:00:00Z'),
      story(2, 'not a date'),
      ...Array.from({ length: NEWS_FEED_SIZE }, (_, i) =>
        story(10 + i, `2026-03-${String(i + 1).padStart(2, '0')}T00:00:00Z`),
      ),
    ];
    const items = newsFeedItems(news, SITE, href);
    expect(items).toHaveLength(NEWS_FEED_SIZE);
    expect(items[0]!.title).toBe(`Story ${10 + NEWS_FEED_SIZE - 1}`);
    expect(items.map((item) => item.title)).not.toContain('Story 2');
    const dated = newsFeedItems([story(2, 'not a date'), story(1, '2026-01-01')], SITE, href);
    expect(dated.map((item) => item.title)).toEqual(['Story 1', 'Story 2']);
    expect(dated[1]).not.toHaveProperty('pubDate');
  });

  it('links each story absolutely, in the canonical form of its page', () => {
    const [item] = newsFeedItems([story(7, '2026-01-01', '<p>x</p>')], SITE, href);
    expect(item!.link).toBe(`${SITE}/news-details/nw7/`);
    expect(item!.categories).toEqual(['Sports', 'Culture']);
  });
});

describe('the feed as a reader parses it', () => {
  it('is RSS 2.0 with absolute links and no markup in any description', async () => {
    const xml = await getRssString({
      title: 'Club news',
      description: 'News',
      site: SITE,
      items: newsFeedItems(
        [
          story(1, '2026-02-01', `<p>Safe</p>${XSS_VECTORS.join(' ')}`),
          story(2, '2026-02-02', '<p>Second</p>'),
        ],
        SITE,
        href,
      ),
    });
    const feed = new XMLParser({ ignoreAttributes: false }).parse(xml);
    expect(feed.rss['@_version']).toBe('2.0');
    const items = feed.rss.channel.item as { link: string; description: string; pubDate: string }[];
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(item.link).toMatch(/^https:\/\/club\.example\/news-details\/nw\d\/$/);
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
      const body = rendered(item.description);
      expect(body.querySelectorAll('*')).toHaveLength(0);
    }
    expect(xml).not.toMatch(/<script|onerror=|javascript:/i);
  });
});
