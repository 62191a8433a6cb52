import type { RSSFeedItem } from '@astrojs/rss';
import type { NewsItem } from '../schemas/news.ts';
import { newsTags } from '../news-categories.ts';
import { htmlToText } from '../text/html-to-text.ts';
import { previewChars } from '../text/preview.ts';
import { CLUB_NAME } from '../club.ts';
import { pageUrl } from '../seo/page-url.ts';
import { xmlText } from '../text/xml-text.ts';

/** The site path of the news feed (RSS 2.0). */
export const NEWS_FEED_HREF = '/rss.xml';

/** The feed's title and description, as feed readers list it. */
export const NEWS_FEED_TITLE = `${CLUB_NAME} news`;
export const NEWS_FEED_DESCRIPTION = 'The latest news from the club.';

/** How many of the latest stories the feed carries. */
export const NEWS_FEED_SIZE = 20;

/** How long a story's summary in the feed is, in characters. */
export const FEED_SUMMARY_CHARS = 300;

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * A story's summary for the feed. An RSS description is HTML to a feed reader, so the
 * provider's HTML becomes its text first (scripts, tags and attributes gone) and that text
 * is escaped: the reader shows '<script>' written in a story as text, never as markup.
 */
export function feedSummary(description: string): string {
  return previewChars(xmlText(htmlToText(description)), FEED_SUMMARY_CHARS).replace(
    /[&<>"]/g,
    (char) => escapes[char]!,
  );
}

// Undated stories sort as the epoch: after every dated one.
const timeOf = (item: NewsItem) => {
  const time = Date.parse(item.publishDate);
  return Number.isNaN(time) ? null : time;
};

/**
 * The feed's items: the latest `size` stories, newest first (undated ones last), each with
 * an absolute link to its page (`hrefOf`, resolved against the public origin). No text
 * carries a character XML forbids: one would make the whole feed unreadable.
 */
export function newsFeedItems(
  news: readonly NewsItem[],
  siteUrl: string,
  hrefOf: (id: string) => string,
  size = NEWS_FEED_SIZE,
): RSSFeedItem[] {
  return [...news]
    .sort((a, b) => (timeOf(b) ?? 0) - (timeOf(a) ?? 0))
    .slice(0, size)
    .map((item) => {
      const time = timeOf(item);
      return {
        title: xmlText(item.title),
        link: pageUrl(hrefOf(item._id), siteUrl),
        description: feedSummary(item.description),
        ...(time === null ? {} : { pubDate: new Date(time) }),
        categories: newsTags(xmlText(item.tags)),
      };
    });
}
