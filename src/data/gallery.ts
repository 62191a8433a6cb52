import { albumPath, getAlbum, listAlbums } from '../lib/api/calls/media-pages.ts';
import { GALLERY_LAST_PAGE_BELOW, GALLERY_THUMBNAILS } from '../lib/constants/public-area.ts';
import { mediaUrl } from '../lib/media.ts';
import { routes } from '../lib/routes.ts';
import type { Album } from '../lib/schemas/gallery.ts';
import { buildApi } from './build-api.ts';
import { loadSettled } from './build-result.ts';
import { pagedCollection } from './paged-collection.ts';
import { buildImage, type BuiltImage } from './media-images.ts';

/** An album as the gallery shows it: the page HTML and the Load More JSON share it. */
export interface AlbumCard {
  _id: string;
  title: string;
  href: string;
  cover: BuiltImage;
  thumbnails: BuiltImage[];
}

/** Sizes of the gallery's photos: an album card's cover and thumbnails, an album page's
 * photo, the lightbox view. */
export const galleryBoxes = {
  // An album card: the cover spans half the card (the card is the page's width), each
  // thumbnail a quarter; on a phone the cover spans the card and thumbnails half of it.
  cover: {
    width: 800,
    height: 600,
    sizes: '(min-width: 75rem) 35rem, (min-width: 40rem) calc(50vw - 2rem), calc(100vw - 3.5rem)',
  },
  thumbnail: {
    width: 400,
    height: 300,
    sizes: '(min-width: 75rem) 18rem, (min-width: 40rem) 25vw, calc(50vw - 2rem)',
  },
  // An album's page: its photos in columns of 14rem and more (one on a phone).
  photo: {
    width: 400,
    height: 300,
    sizes: '(min-width: 75rem) 18rem, (min-width: 32rem) 50vw, calc(100vw - 2rem)',
  },
  // The lightbox: up to 72rem wide.
  full: { width: 1600, sizes: '(min-width: 76rem) 72rem, calc(100vw - 2rem)' },
} as const;

/** One album with all its photos (club/gallery/album/details/{id}), or the error's message. */
export const loadAlbum = (id: string) =>
  loadSettled(`club/gallery/album/details/${id}`, () => getAlbum(buildApi, id));

/** An album's card: its first photo large, up to 4 further photos small. */
async function albumCard(album: Album, mediaPath: string): Promise<AlbumCard> {
  const [first, ...rest] = album.photos.map((photo) => mediaUrl(mediaPath, photo.photo));
  return {
    _id: album._id,
    title: album.title,
    href: routes.albumDetails(album._id),
    cover: await buildImage(first, galleryBoxes.cover),
    thumbnails: await Promise.all(
      rest.slice(0, GALLERY_THUMBNAILS).map((url) => buildImage(url, galleryBoxes.thumbnail)),
    ),
  };
}

const albums = pagedCollection({
  list: 'club/gallery/album/list',
  label: 'album',
  page: async (page) => {
    const data = await listAlbums(buildApi, { page });
    return { items: data.albumPage.albums, count: data.albumPage.count, mediaPath: data.mediaPath };
  },
  lastPageBelow: GALLERY_LAST_PAGE_BELOW,
  card: albumCard,
  details: (id) => ({ path: albumPath(id), load: () => loadAlbum(id) }),
});

/**
 * Every page of albums (club/gallery/album/list, 5 a page) up to the first page with fewer
 * than 5: the page that ends Load More.
 */
export const loadAlbumPages = albums.loadPages;
/** The cards of page `page` (from 1); [] past the last page or when the list failed. */
export const albumCardsOfPage = albums.cardsOfPage;
/** Whether a page of albums follows page `page` (Load More stays). */
export const albumsMoreAfter = albums.moreAfter;
/** /data/gallery/{n}.json for pages 2 to the last (page 1 is in the gallery's HTML). */
export const galleryPagePaths = albums.pagePaths;
/** /gallery-details/{id} for every album of every page. */
export const albumPaths = albums.recordPaths;
