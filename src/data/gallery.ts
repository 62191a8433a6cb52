import { albumPath, getAlbum, listAlbums } from '../lib/api/calls/media-pages.ts';
import { GALLERY_LAST_PAGE_BELOW, GALLERY_THUMBNAILS } from '../lib/constants/public-area.ts';
import { mediaUrl } from '../lib/media.ts';
import { mergeById } from '../lib/paging.ts';
import type { Album } from '../lib/schemas/gallery.ts';
import { buildApi } from './build-api.ts';
import { loadAllPages, loadSettled } from './build-result.ts';
import { pageKeys } from './shared-parts.ts';
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

/**
 * Every page of albums (club/gallery/album/list, 5 a page) up to the first page with fewer
 * than 5: the page that ends Load More. Each page's mediaPath is kept with its albums.
 */
export const loadAlbumPages = () =>
  loadSettled('club/gallery/album/list', async () => {
    let mediaPath = '';
    const pages = await loadAllPages(
      'club/gallery/album/list',
      async (page) => {
        const data = await listAlbums(buildApi, { page });
        mediaPath ||= data.mediaPath;
        return { items: data.albumPage.albums, count: data.albumPage.count };
      },
      GALLERY_LAST_PAGE_BELOW,
    );
    return { pages, mediaPath };
  });

/** One album with all its photos (club/gallery/album/details/{id}), or the error's message. */
export const loadAlbum = (id: string) =>
  loadSettled(`club/gallery/album/details/${id}`, () => getAlbum(buildApi, id));

/** The album's page. */
export const albumHref = (id: string) => `/gallery-details/${encodeURIComponent(id)}`;

/** An album's card: its first photo large, up to 4 further photos small. */
export async function albumCard(album: Album, mediaPath: string): Promise<AlbumCard> {
  const [first, ...rest] = album.photos.map((photo) => mediaUrl(mediaPath, photo.photo));
  return {
    _id: album._id,
    title: album.title,
    href: albumHref(album._id),
    cover: await buildImage(first, galleryBoxes.cover),
    thumbnails: await Promise.all(
      rest.slice(0, GALLERY_THUMBNAILS).map((url) => buildImage(url, galleryBoxes.thumbnail)),
    ),
  };
}

/** The cards of page `page` (from 1); [] past the last page or when the list failed. */
export async function albumCardsOfPage(page: number): Promise<AlbumCard[]> {
  const { data } = await loadAlbumPages();
  const albums = data?.pages[page - 1] ?? [];
  return Promise.all(albums.map((album) => albumCard(album, data?.mediaPath ?? '')));
}

/** /data/gallery/{n}.json for pages 2 to the last (page 1 is in the gallery's HTML). */
export async function galleryPagePaths() {
  const { data } = await loadAlbumPages();
  const keyOf = await pageKeys(data?.mediaPath);
  return Promise.all(
    (data?.pages ?? []).slice(1).map(async (albums, index) => ({
      params: { page: String(index + 2) },
      props: { page: index + 2 },
      cacheKey: await keyOf(albums),
    })),
  );
}

/** /gallery-details/{id} for every album of every page. */
export async function albumPaths() {
  const { data } = await loadAlbumPages();
  const albums = mergeById<Album>([], (data?.pages ?? []).flat());
  const keyOf = await pageKeys(data?.mediaPath);
  return Promise.all(
    albums.map(async (album) => ({
      params: { id: album._id },
      props: { id: album._id },
      cacheKey: await keyOf(album, [
        { path: albumPath(album._id), load: () => loadAlbum(album._id) },
      ]),
    })),
  );
}
