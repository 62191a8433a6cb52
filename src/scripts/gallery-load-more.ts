import type { BuiltCard } from '../data/card-html.ts';
import { cardElements } from './built-cards.ts';
import { wireLoadMore } from './load-more-button.ts';

// The gallery's Load More: pages 2.. come from the build's /data/gallery/{n}.json.

const list = document.querySelector<HTMLElement>('[data-gallery-albums]');
const end = document.querySelector<HTMLElement>('[data-gallery-end]');
const error = document.querySelector<HTMLElement>('[data-gallery-error]');
if (list && end && error) {
  wireLoadMore<BuiltCard>({
    button: document.querySelector('[data-gallery-more]'),
    end,
    error,
    pageUrl: (page) => `/data/gallery/${page}.json`,
    pageOf: (json) => {
      const { albums, more } = json as { albums: BuiltCard[]; more: boolean };
      return { records: albums, more };
    },
    show: (albums) => {
      const cards = cardElements(albums.map((album) => album.html));
      list.append(...cards);
      return cards[0]?.querySelector('a') ?? null;
    },
  });
}
