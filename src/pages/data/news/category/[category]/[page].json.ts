import type { APIRoute, InferGetStaticPropsType } from 'astro';
import NewsCard from '../../../../../components/news/NewsCard.astro';
import { staticJson } from '../../../../../data/build-result.ts';
import { cardHtml } from '../../../../../data/card-html.ts';
import { newsCategoryCards, newsCategoryPagePaths } from '../../../../../data/news.ts';

// Page n of one news category's stories (each with its place in the whole list and its card
// as HTML), prebuilt so the category filter finds every story of the category without the API.
export const getStaticPaths = newsCategoryPagePaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = async ({ props }) => {
  const news = await newsCategoryCards(props.slug, props.page);
  return staticJson({
    page: props.page,
    news: await Promise.all(
      news.map(async ({ position, ...story }) => ({
        _id: story._id,
        position,
        html: await cardHtml(NewsCard, { news: story }),
      })),
    ),
  });
};
