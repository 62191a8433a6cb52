import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { loadNewsFeedItems } from '../data/news-feed.ts';
import { config } from '../lib/config.ts';
import { NEWS_FEED_DESCRIPTION, NEWS_FEED_TITLE, NEWS_FEED_HREF } from '../lib/feed/news-feed.ts';

// The news feed (RSS 2.0); every public page names it in <link rel="alternate">.
export const GET: APIRoute = async () =>
  rss({
    title: NEWS_FEED_TITLE,
    description: NEWS_FEED_DESCRIPTION,
    site: config.siteUrl,
    items: await loadNewsFeedItems(),
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>en-bd</language><atom:link href="${new URL(NEWS_FEED_HREF, config.siteUrl).href}" rel="self" type="application/rss+xml"/>`,
  });
