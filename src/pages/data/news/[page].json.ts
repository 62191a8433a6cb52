import type { APIRoute, InferGetStaticPropsType } from 'astro';
import NewsCard from '../../../components/news/NewsCard.astro';
import { staticJson } from '../../../data/build-result.ts';
import { cardHtml } from '../../../data/card-html.ts';
import { newsCardsOfPage, newsMoreAfter, newsPagePaths } from '../../../data/news.ts';

// Page n of the news for Load More, prebuilt so it needs no API at run time: each story's id
// and card as HTML; `more` says whether another page follows (src/data/paged-collection.ts
// decides).
export const getStaticPaths = newsPagePaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = async ({ props }) => {
  const news = await newsCardsOfPage(props.page);
  return staticJson({
    page: props.page,
    news: await Promise.all(
      news.map(async (story) => ({
        _id: story._id,
        html: await cardHtml(NewsCard, { news: story }),
      })),
    ),
    more: await newsMoreAfter(props.page),
  });
};
