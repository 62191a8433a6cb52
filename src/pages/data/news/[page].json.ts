import type { APIRoute, InferGetStaticPropsType } from 'astro';
import { staticJson } from '../../../data/build-result.ts';
import { newsCardsOfPage, newsPagePaths } from '../../../data/news.ts';

// Page n of the news for Load More, prebuilt so it needs no API at run time.
export const getStaticPaths = newsPagePaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = async ({ props }) =>
  staticJson({ page: props.page, news: await newsCardsOfPage(props.page) });
