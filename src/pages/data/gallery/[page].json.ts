import type { APIRoute, InferGetStaticPropsType } from 'astro';
import AlbumCard from '../../../components/gallery/AlbumCard.astro';
import { staticJson } from '../../../data/build-result.ts';
import { builtCards } from '../../../data/card-html.ts';
import { albumCardsOfPage, albumsMoreAfter, galleryPagePaths } from '../../../data/gallery.ts';

// Page n of the gallery's albums (their cards) for Load More, prebuilt so it needs no API at
// run time; `more` says whether another page follows (src/data/paged-collection.ts decides).
export const getStaticPaths = galleryPagePaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = async ({ props }) =>
  staticJson({
    page: props.page,
    albums: await builtCards(AlbumCard, 'album', await albumCardsOfPage(props.page)),
    more: await albumsMoreAfter(props.page),
  });
