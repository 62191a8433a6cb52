import type { APIRoute, InferGetStaticPropsType } from 'astro';
import NewsCard from '../../../../../components/news/NewsCard.astro';
import { staticJson } from '../../../../../data/build-result.ts';
import { builtCards } from '../../../../../data/card-html.ts';
import { newsCategoryCards, newsCategoryPagePaths } from '../../../../../data/news.ts';

// Page n of one news category's stories (their cards, each with its place in the whole
// list), prebuilt so the category filter finds every story of the category without the API.
export const getStaticPaths = newsCategoryPagePaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = async ({ props }) => {
  const news = await newsCategoryCards(props.slug, props.page);
  const cards = await builtCards(NewsCard, 'news', news);
  return staticJson({
    page: props.page,
    news: cards.map((card, index) => ({ ...card, position: news[index]!.position })),
  });
};
