import {
  getNewsDetails,
  listNews,
  listNewsTags,
  newsItemPath,
} from '../lib/api/calls/media-pages.ts';
import { NEWS_LAST_PAGE_BELOW } from '../lib/constants/public-area.ts';
import { formatDate, machineDate } from '../lib/format/date.ts';
import { mediaUrl } from '../lib/media.ts';
import { mergeById } from '../lib/paging.ts';
import type { NewsItem } from '../lib/schemas/news.ts';
import { buildApi, loadOnce } from './build-api.ts';
import { loadAllPages, loadSettled } from './build-result.ts';
import { pageKeys } from './shared-parts.ts';
import { buildImage, type BuiltImage } from './media-images.ts';

/** A news card as /news shows it: the page HTML and the Load More JSON share it. */
export interface NewsCard {
  _id: string;
  title: string;
  /** The publish date in en-BD ('November 22, 2026'); '' when missing. */
  date: string;
  /** The date for <time datetime>, '' when it is not a date. */
  dateTime: string;
  /** Comma-separated categories, as sent. */
  tags: string;
  href: string;
  thumbnail: BuiltImage;
  /** The larger picture of the Read More modal. */
  image: BuiltImage;
}

export const newsBoxes = {
  // Cards in columns of 19rem and more (one on a phone); the modal and the article are at
  // most 48rem and 54rem wide.
  thumbnail: {
    width: 480,
    height: 320,
    sizes: '(min-width: 75rem) 23rem, (min-width: 42rem) 50vw, calc(100vw - 2rem)',
  },
  modal: { width: 960, height: 540, sizes: '(min-width: 50rem) 48rem, calc(100vw - 2rem)' },
  details: { width: 1100, sizes: '(min-width: 56rem) 54rem, calc(100vw - 2rem)' },
} as const;

/**
 * Every page of news (news/list, 6 a page) up to the first page with fewer than 5 items,
 * the page that ends Load More (public-area §4).
 */
export const loadNewsPages = () =>
  loadSettled('news/list', async () => {
    let mediaPath = '';
    const pages = await loadAllPages(
      'news/list',
      async (page) => {
        const data = await listNews(buildApi, { page });
        mediaPath ||= data.mediaPath;
        return { items: data.newsPage.news, count: data.newsPage.count };
      },
      NEWS_LAST_PAGE_BELOW,
    );
    return { pages, mediaPath };
  });

/** The news categories for the filter; [] when the call fails (it fails silently, §8). */
export const loadNewsTags = () =>
  loadOnce('news/tag/get', async () => {
    try {
      return (await listNewsTags(buildApi)).tags.map((tag) => tag._id);
    } catch (error) {
      console.warn(`[build] news tags unavailable, no filter shown: ${(error as Error).message}`);
      return [];
    }
  });

/** One news item (news/details/{id}), or the error's message. */
export const loadNewsItem = (id: string) =>
  loadSettled(`news/details/${id}`, () => getNewsDetails(buildApi, id));

/** The page of one news item. */
export const newsHref = (id: string) => `/news-details/${encodeURIComponent(id)}`;

async function newsCard(item: NewsItem, mediaPath: string): Promise<NewsCard> {
  const cover = mediaUrl(mediaPath, item.coverImage);
  return {
    _id: item._id,
    title: item.title,
    date: formatDate(item.publishDate),
    dateTime: machineDate(item.publishDate),
    tags: item.tags,
    href: newsHref(item._id),
    thumbnail: await buildImage(cover, newsBoxes.thumbnail),
    image: await buildImage(cover, newsBoxes.modal),
  };
}

/** The cards of page `page` (from 1); [] past the last page or when the list failed. */
export async function newsCardsOfPage(page: number): Promise<NewsCard[]> {
  const { data } = await loadNewsPages();
  const items = data?.pages[page - 1] ?? [];
  return Promise.all(items.map((item) => newsCard(item, data?.mediaPath ?? '')));
}

/** /data/news/{n}.json for pages 2 to the last (page 1 is in the news page's HTML). */
export async function newsPagePaths() {
  const { data } = await loadNewsPages();
  const keyOf = await pageKeys(data?.mediaPath);
  return Promise.all(
    (data?.pages ?? []).slice(1).map(async (items, index) => ({
      params: { page: String(index + 2) },
      props: { page: index + 2 },
      cacheKey: await keyOf(items),
    })),
  );
}

/** /news-details/{id} for every news item of every page. */
export async function newsPaths() {
  const { data } = await loadNewsPages();
  const items = mergeById<NewsItem>([], (data?.pages ?? []).flat());
  const keyOf = await pageKeys(data?.mediaPath);
  return Promise.all(
    items.map(async (item) => ({
      params: { id: item._id },
      props: { id: item._id },
      cacheKey: await keyOf(item, [
        { path: newsItemPath(item._id), load: () => loadNewsItem(item._id) },
      ]),
    })),
  );
}
