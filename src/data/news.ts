import {
  getNewsDetails,
  listNews,
  listNewsTags,
  newsItemPath,
} from '../lib/api/calls/media-pages.ts';
import { NEWS_LAST_PAGE_BELOW, NEWS_PAGE_SIZE } from '../lib/constants/public-area.ts';
import { formatDate, machineDate } from '../lib/format/date.ts';
import { mediaUrl } from '../lib/media.ts';
import { categorySlugs, inCategory, type CategoryPages } from '../lib/news-categories.ts';
import { routes } from '../lib/routes.ts';
import type { NewsItem } from '../lib/schemas/news.ts';
import { buildApi, loadOnce } from './build-api.ts';
import { buildContext } from './build-context.ts';
import { loadSettled } from './build-result.ts';
import { pagedCollection } from './paged-collection.ts';
import { buildImage, type BuiltImage } from './media-images.ts';
import { pageKeys } from './shared-parts.ts';

/** A news card as /news shows it: the page HTML and the Load More JSON share it. */
export interface NewsCard {
  _id: string;
  title: string;
  /** The publish date in en-BD ('November 22, 2026'); '' when missing. */
  date: string;
  /** The date for <time datetime>, '' when it is not a date. */
  dateTime: string;
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

/** The news categories for the filter; [] when the call fails (it fails silently, §8). */
export const loadNewsTags = () =>
  loadOnce('news/tag/get', async () => {
    try {
      return (await listNewsTags(buildApi)).tags.map((tag) => tag._id);
    } catch (error) {
      // The page shows no filter; the publisher still refuses a build that lost a call.
      const message = `${(error as Error).message} (no filter shown)`;
      buildContext.report({ kind: 'unavailable', what: 'news tags', message });
      return [];
    }
  });

/** One news item (news/details/{id}), or the error's message. */
export const loadNewsItem = (id: string) =>
  loadSettled(`news/details/${id}`, () => getNewsDetails(buildApi, id));

async function newsCard(item: NewsItem, mediaPath: string): Promise<NewsCard> {
  const cover = mediaUrl(mediaPath, item.coverImage);
  return {
    _id: item._id,
    title: item.title,
    date: formatDate(item.publishDate),
    dateTime: machineDate(item.publishDate),
    href: routes.newsDetails(item._id),
    thumbnail: await buildImage(cover, newsBoxes.thumbnail),
    image: await buildImage(cover, newsBoxes.modal),
  };
}

const news = pagedCollection({
  list: 'news/list',
  label: 'news',
  page: async (page) => {
    const data = await listNews(buildApi, { page });
    return { items: data.newsPage.news, count: data.newsPage.count, mediaPath: data.mediaPath };
  },
  lastPageBelow: NEWS_LAST_PAGE_BELOW,
  card: newsCard,
  details: (id) => ({ path: newsItemPath(id), load: () => loadNewsItem(id) }),
});

/**
 * Every page of news (news/list, 6 a page) up to the first page with fewer than 5 items,
 * the page that ends Load More (public-area §4).
 */
export const loadNewsPages = news.loadPages;
/** The cards of page `page` (from 1); [] past the last page or when the list failed. */
export const newsCardsOfPage = news.cardsOfPage;
/** Whether a page of news follows page `page` (Load More stays). */
export const newsMoreAfter = news.moreAfter;
/** /data/news/{n}.json for pages 2 to the last (page 1 is in the news page's HTML). */
export const newsPagePaths = news.pagePaths;
/** /news-details/{id} for every news item of every page. */
export const newsPaths = news.recordPaths;

/** A news card on a category's page, with its place in the whole news list (from 0). */
export type PlacedNewsCard = NewsCard & { position: number };

/** A category of the filter: its label as sent, its pages' folder and its story count. */
export type NewsCategory = CategoryPages & { tag: string };

/**
 * Each category of the filter (news/tag/get) with its stories from the whole news list, in
 * news order: the build knows every story, so choosing a category shows all of its stories
 * at once, without reading the whole list page by page.
 */
const loadCategories = () =>
  loadOnce('news/categories', async () => {
    const [{ data }, tags] = await Promise.all([loadNewsPages(), loadNewsTags()]);
    const records = (data?.pages ?? []).flat();
    const slugs = categorySlugs(tags);
    return {
      mediaPath: data?.mediaPath ?? '',
      categories: tags.map((tag, index) => ({
        tag,
        slug: slugs[index]!,
        stories: records.flatMap((record, position) =>
          inCategory(record.tags, tag) ? [{ record, position }] : [],
        ),
      })),
    };
  });

/** The filter's categories, each with its folder of pages and how many stories it has. */
export async function newsCategories(): Promise<NewsCategory[]> {
  const { categories } = await loadCategories();
  return categories.map(({ tag, slug, stories }) => ({ tag, slug, count: stories.length }));
}

/** The stories of page `page` (from 1, 6 a page) of a category, each with its place. */
async function categoryPage(slug: string, page: number) {
  const { categories } = await loadCategories();
  const stories = categories.find((category) => category.slug === slug)?.stories ?? [];
  return stories.slice((page - 1) * NEWS_PAGE_SIZE, page * NEWS_PAGE_SIZE);
}

/** The cards of page `page` of a category ([] past its last page). */
export async function newsCategoryCards(slug: string, page: number): Promise<PlacedNewsCard[]> {
  const { mediaPath } = await loadCategories();
  return Promise.all(
    (await categoryPage(slug, page)).map(async ({ record, position }) => ({
      ...(await newsCard(record, mediaPath)),
      position,
    })),
  );
}

/** /data/news/category/{slug}/{n}.json for every page of every category with stories. */
export async function newsCategoryPagePaths() {
  const { categories, mediaPath } = await loadCategories();
  const keyOf = await pageKeys(mediaPath);
  return Promise.all(
    categories.flatMap(({ slug, stories }) =>
      Array.from({ length: Math.ceil(stories.length / NEWS_PAGE_SIZE) }, async (_, index) => {
        const page = index + 1;
        return {
          params: { category: slug, page: String(page) },
          props: { slug, page },
          cacheKey: await keyOf(await categoryPage(slug, page)),
        };
      }),
    ),
  );
}
