import type { APIRoute, InferGetStaticPropsType } from 'astro';
import AlbumCard from '../../../components/gallery/AlbumCard.astro';
import { staticJson } from '../../../data/build-result.ts';
import { cardHtml } from '../../../data/card-html.ts';
import { albumCardsOfPage, albumsMoreAfter, galleryPagePaths } from '../../../data/gallery.ts';

// Page n of the gallery's albums for Load More, prebuilt so it needs no API at run time: each
// album's id and card as HTML; `more` says whether another page follows (src/data/paged-collection.ts
// decides).
export const getStaticPaths = galleryPagePaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = async ({ props }) => {
  const albums = await albumCardsOfPage(props.page);
  return staticJson({
    page: props.page,
    albums: await Promise.all(
      albums.map(async (album) => ({ _id: album._id, html: await cardHtml(AlbumCard, { album }) })),
    ),
    more: await albumsMoreAfter(props.page),
  });
};
