import type { RSSFeedItem } from '@astrojs/rss';
import { config } from '../lib/config.ts';
import { newsFeedItems } from '../lib/feed/news-feed.ts';
import { routes } from '../lib/routes.ts';
import { loadNewsPages } from './news.ts';

/** The news feed's items from the news the build loaded; none when the list failed. */
export async function loadNewsFeedItems(): Promise<RSSFeedItem[]> {
  const { data } = await loadNewsPages();
  return newsFeedItems((data?.pages ?? []).flat(), config.siteUrl, routes.newsDetails);
}
