import type { APIRoute, InferGetStaticPropsType } from 'astro';
import NewsCard from '../../../components/news/NewsCard.astro';
import { staticJson } from '../../../data/build-result.ts';
import { builtCards } from '../../../data/card-html.ts';
import { newsCardsOfPage, newsMoreAfter, newsPagePaths } from '../../../data/news.ts';

// Page n of the news (their cards) for Load More, prebuilt so it needs no API at run time;
// `more` says whether another page follows (src/data/paged-collection.ts decides).
export const getStaticPaths = newsPagePaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = async ({ props }) =>
  staticJson({
    page: props.page,
    news: await builtCards(NewsCard, 'news', await newsCardsOfPage(props.page)),
    more: await newsMoreAfter(props.page),
  });
