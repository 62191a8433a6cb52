import type { APIRoute, InferGetStaticPropsType } from 'astro';
import { staticJson } from '../../../data/build-result.ts';
import { albumCardsOfPage, albumsMoreAfter, galleryPagePaths } from '../../../data/gallery.ts';

// Page n of the gallery's albums for Load More, prebuilt so it needs no API at run time;
// `more` says whether another page follows (src/data/paged-collection.ts decides).
export const getStaticPaths = galleryPagePaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = async ({ props }) =>
  staticJson({
    page: props.page,
    albums: await albumCardsOfPage(props.page),
    more: await albumsMoreAfter(props.page),
  });
