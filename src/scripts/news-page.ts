import type { NewsCard } from '../data/news.ts';
import { mergeById } from '../lib/paging.ts';
import { fillCard } from './card-template.ts';
import { wireLoadMore } from './load-more-button.ts';
import { openModal, prepareModal } from './modal-dialog.ts';

// /news: Load More over the build's /data/news/{n}.json (merged by _id), the category filter
// (client-side, on each item's comma-separated tags) and the Read More modal.

const list = document.querySelector<HTMLElement>('[data-news-list]');
const empty = document.querySelector<HTMLElement>('[data-news-empty]');
const tagBoxes = [...document.querySelectorAll<HTMLInputElement>('[data-news-tag]')];
let loaded: { _id: string }[] = [...document.querySelectorAll<HTMLElement>('[data-news-id]')].map(
  (card) => ({ _id: card.dataset.newsId ?? '' }),
);

const tagsOf = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter(Boolean);

/** Shows the cards with any chosen category (all when none is chosen); 'No news published'
 * when none is left. */
function applyFilter(): void {
  const chosen = tagBoxes.filter((box) => box.checked).map((box) => box.value.trim().toLowerCase());
  let shown = 0;
  for (const card of list?.querySelectorAll<HTMLElement>('[data-news-id]') ?? []) {
    const match =
      chosen.length === 0 || tagsOf(card.dataset.tags).some((tag) => chosen.includes(tag));
    card.hidden = !match;
    if (match) shown++;
  }
  if (empty) empty.hidden = shown > 0;
}

const end = document.querySelector<HTMLElement>('[data-news-end]');
const error = document.querySelector<HTMLElement>('[data-news-error]');
const template = document.querySelector<HTMLTemplateElement>('[data-news-card]');
if (list && end && error && template) {
  wireLoadMore<NewsCard>({
    button: document.querySelector('[data-news-more]'),
    end,
    error,
    pageUrl: (page) => `/data/news/${page}.json`,
    pageOf: (json) => {
      const { news, more } = json as { news: NewsCard[]; more: boolean };
      return { records: news, more };
    },
    show: (page) => {
      const fresh = mergeById(loaded, page).slice(loaded.length) as NewsCard[];
      loaded = [...loaded, ...fresh];
      const cards = fresh.map((news) => fillCard(template, news));
      list.append(...cards);
      applyFilter();
      return cards.find((card) => !card.hidden)?.querySelector('button') ?? null;
    },
  });
}
for (const box of tagBoxes) box.addEventListener('change', applyFilter);

const modal = document.querySelector<HTMLDialogElement>('[data-news-modal]');
if (modal) {
  prepareModal(modal);
  const image = modal.querySelector<HTMLImageElement>('[data-news-modal-image]');
  const title = modal.querySelector<HTMLElement>('[data-news-modal-title]');
  const link = modal.querySelector<HTMLAnchorElement>('[data-news-modal-link]');
  list?.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-news-read]');
    const card = button?.closest<HTMLElement>('.news-card');
    if (!button || !card || !image || !title || !link) return;
    const {
      href = '/news',
      image: src = '/placeholder.svg',
      imageSrcset,
      imageSizes,
      imageWidth,
      imageHeight,
    } = button.dataset;
    // The srcset goes first: the browser then picks from it instead of fetching `src`.
    image.srcset = imageSrcset ?? '';
    image.sizes = imageSizes ?? '';
    Object.assign(image, { src, width: Number(imageWidth), height: Number(imageHeight) });
    title.textContent = card.querySelector('.news-card__title')?.textContent ?? '';
    link.href = href;
    openModal(modal, button);
  });
  modal.querySelector('[data-news-modal-close]')?.addEventListener('click', () => modal.close());
}
