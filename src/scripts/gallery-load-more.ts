import type { AlbumCard } from '../data/gallery.ts';
import { fillCard } from './card-template.ts';
import { wireLoadMore } from './load-more-button.ts';

// The gallery's Load More: pages 2.. come from the build's /data/gallery/{n}.json.

const list = document.querySelector<HTMLElement>('[data-gallery-albums]');
const end = document.querySelector<HTMLElement>('[data-gallery-end]');
const error = document.querySelector<HTMLElement>('[data-gallery-error]');
const template = document.querySelector<HTMLTemplateElement>('[data-gallery-card]');
if (list && end && error && template) {
  wireLoadMore<AlbumCard>({
    button: document.querySelector('[data-gallery-more]'),
    end,
    error,
    pageUrl: (page) => `/data/gallery/${page}.json`,
    pageOf: (json) => {
      const { albums, more } = json as { albums: AlbumCard[]; more: boolean };
      return { records: albums, more };
    },
    show: (albums) => {
      const cards = albums.map((album) => fillCard(template, album));
      list.append(...cards);
      return cards[0]?.querySelector('a') ?? null;
    },
  });
}
