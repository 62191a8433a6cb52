import type { AlbumCard } from '../data/gallery.ts';
import { GALLERY_LAST_PAGE_BELOW } from '../lib/constants/public-area.ts';
import { pictureAttributes } from '../lib/picture.ts';
import { wireLoadMore } from './load-more-button.ts';

// The gallery's Load More: pages 2.. come from the build's /data/gallery/{n}.json.

function image(className: string, photo: AlbumCard['cover'], alt: string): HTMLImageElement {
  const img = document.createElement('img');
  img.className = className;
  img.alt = alt;
  img.loading = 'lazy';
  img.decoding = 'async';
  return Object.assign(img, pictureAttributes(photo));
}

/** An album card, the same markup as components/gallery/AlbumCard.astro. */
function renderAlbum(album: AlbumCard): { card: HTMLLIElement; link: HTMLAnchorElement } {
  const card = document.createElement('li');
  card.className = 'album card';
  const photos = document.createElement('div');
  photos.className = 'album__photos';
  photos.append(image('album__cover', album.cover, `${album.title}, photo 1`));
  album.thumbnails.forEach((photo, index) =>
    photos.append(image('album__thumb', photo, `${album.title}, photo ${index + 2}`)),
  );
  const title = document.createElement('h2');
  title.className = 'album__title';
  const link = document.createElement('a');
  link.className = 'album__link';
  link.href = album.href;
  link.textContent = album.title;
  title.append(link);
  card.append(photos, title);
  return { card, link };
}

const list = document.querySelector<HTMLElement>('[data-gallery-albums]');
const end = document.querySelector<HTMLElement>('[data-gallery-end]');
const error = document.querySelector<HTMLElement>('[data-gallery-error]');
if (list && end && error) {
  wireLoadMore<AlbumCard>({
    button: document.querySelector('[data-gallery-more]'),
    end,
    error,
    pageUrl: (page) => `/data/gallery/${page}.json`,
    recordsOf: (json) => (json as { albums: AlbumCard[] }).albums,
    lastBelow: GALLERY_LAST_PAGE_BELOW,
    show: (albums) => {
      const rendered = albums.map(renderAlbum);
      list.append(...rendered.map(({ card }) => card));
      return rendered[0]?.link ?? null;
    },
  });
}
