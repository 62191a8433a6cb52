import type { APIRoute, InferGetStaticPropsType } from 'astro';
import { staticJson } from '../../../../../data/build-result.ts';
import { newsCategoryCards, newsCategoryPagePaths } from '../../../../../data/news.ts';

// Page n of one news category's stories (with their place in the whole list), prebuilt so
// the category filter finds every story of the category without the API.
export const getStaticPaths = newsCategoryPagePaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = async ({ props }) =>
  staticJson({ page: props.page, news: await newsCategoryCards(props.slug, props.page) });
