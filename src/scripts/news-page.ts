import type { BuiltCard } from '../data/card-html.ts';
import { loadingTexts } from '../lib/constants/messages.ts';
import { NEWS_PAGE_SIZE } from '../lib/constants/public-area.ts';
import { chosenNewsReader, type PlacedStory } from '../lib/news-categories.ts';
import { mergeById } from '../lib/paging.ts';
import { routes } from '../lib/routes.ts';
import { cardElements } from './built-cards.ts';
import { loadFailureText, pageJson } from './load-more-button.ts';
import { openModal, prepareModal } from './modal-dialog.ts';
import { enableWired } from './wired-controls.ts';

// /news: Load More over the build's /data/news/{n}.json (merged by _id), the category filter
// and the Read More modal. Choosing categories shows their stories from all news at once:
// the build wrote each category's stories as pages of their own (/data/news/category/…),
// so nothing depends on how far the visitor has pressed Load More. Each story comes with its
// card as the build rendered it.

/** A list of cards that grows a batch at a time: all news, or the chosen categories'. */
interface Feed {
  list: HTMLElement;
  next: () => Promise<{ records: BuiltCard[]; last: boolean }>;
  ended: boolean;
  loading: boolean;
  failure: string;
}

const all = document.querySelector<HTMLElement>('[data-news-list]');
const empty = document.querySelector<HTMLElement>('[data-news-empty]');
const end = document.querySelector<HTMLElement>('[data-news-end]');
const error = document.querySelector<HTMLElement>('[data-news-error]');
const button = document.querySelector<HTMLButtonElement>('[data-news-more]');
const tagBoxes = [...document.querySelectorAll<HTMLInputElement>('[data-news-tag]')];

if (all && empty && end && error && button) {
  const label = button.textContent ?? '';
  let loaded: { _id: string }[] = [...all.querySelectorAll<HTMLElement>('[data-news-id]')].map(
    (card) => ({ _id: card.dataset.newsId ?? '' }),
  );
  let page = 1;
  const allNews: Feed = {
    list: all,
    ended: Boolean(button.hidden),
    loading: false,
    failure: '',
    async next() {
      // The build says whether another page follows (it read the list to the provider's
      // short page: a page left short by skipped records is not the last).
      const { news, more } = await pageJson<{ news: BuiltCard[]; more: boolean }>(
        routes.listPageData('news', page + 1),
      );
      page += 1;
      const fresh = mergeById(loaded, news).slice(loaded.length) as BuiltCard[];
      loaded = [...loaded, ...fresh];
      return { records: fresh, last: !more };
    },
  };
  let shown = allNews;

  /** The page as the shown feed stands: its list, Load More, the end and empty texts. */
  const render = () => {
    const count = shown.list.childElementCount;
    all.hidden = shown !== allNews;
    button.hidden = shown.ended;
    button.disabled = shown.loading;
    button.toggleAttribute('aria-busy', shown.loading);
    button.textContent = shown.loading ? loadingTexts.plain : label;
    end.hidden = !shown.ended || count === 0;
    empty.hidden = !shown.ended || count > 0;
    error.textContent = shown.failure;
    error.hidden = !shown.failure;
  };

  /** Adds the feed's next batch (its cards; none when it failed, which the page says). */
  const load = async (feed: Feed): Promise<HTMLElement[]> => {
    feed.loading = true;
    feed.failure = '';
    render();
    try {
      const { records, last } = await feed.next();
      const cards = cardElements(records.map((story) => story.html));
      feed.list.append(...cards);
      feed.ended = last;
      return cards;
    } catch (failure) {
      feed.failure = loadFailureText(failure);
      return [];
    } finally {
      feed.loading = false;
      // A feed the filter has since replaced stays out of sight.
      if (feed === shown) render();
    }
  };

  button.addEventListener('click', async () => {
    const feed = shown;
    const cards = await load(feed);
    // Focus goes to the first new story, or to the end text once the button is gone.
    if (feed === shown) (cards[0]?.querySelector('button') ?? (feed.ended ? end : null))?.focus();
  });

  // Each choice starts a list of its own, read from the chosen categories' pages.
  const choose = () => {
    const chosen = tagBoxes.filter((box) => box.checked);
    if (shown !== allNews) shown.list.remove();
    if (chosen.length === 0) {
      shown = allNews;
      render();
      return;
    }
    const reader = chosenNewsReader(
      chosen.map((box) => ({ slug: box.dataset.slug ?? '', count: Number(box.dataset.count) })),
      NEWS_PAGE_SIZE,
      async (slug, n) =>
        (await pageJson<{ news: (BuiltCard & PlacedStory)[] }>(routes.newsCategoryData(slug, n)))
          .news,
    );
    const list = all.cloneNode(false) as HTMLElement;
    list.removeAttribute('data-news-list');
    list.hidden = false;
    all.after(list);
    shown = {
      list,
      ended: !reader.more,
      loading: false,
      failure: '',
      async next() {
        const records = await reader.next(NEWS_PAGE_SIZE);
        return { records, last: !reader.more };
      },
    };
    if (shown.ended) render();
    else void load(shown);
  };
  for (const box of tagBoxes) box.addEventListener('change', choose);
  // Load More and the filter are wired.
  enableWired(button);
  const filter = document.querySelector('.news-filter');
  if (filter) enableWired(filter);
}

const modal = document.querySelector<HTMLDialogElement>('[data-news-modal]');
if (modal) {
  prepareModal(modal);
  const image = modal.querySelector<HTMLImageElement>('[data-news-modal-image]');
  const title = modal.querySelector<HTMLElement>('[data-news-modal-title]');
  const link = modal.querySelector<HTMLAnchorElement>('[data-news-modal-link]');
  // A card without an address of its own leads to all news: the link's address as built.
  const allNews = link?.href ?? '';
  // Read More on any card, of all news or of the chosen categories.
  document.querySelector('.news')?.addEventListener('click', (event) => {
    const readMore = (event.target as Element).closest<HTMLButtonElement>('[data-news-read]');
    const card = readMore?.closest<HTMLElement>('.news-card');
    if (!readMore || !card || !image || !title || !link) return;
    const {
      href = allNews,
      image: src = '/placeholder.svg',
      imageSrcset,
      imageSizes,
      imageWidth,
      imageHeight,
    } = readMore.dataset;
    // The srcset goes first: the browser then picks from it instead of fetching `src`.
    image.srcset = imageSrcset ?? '';
    image.sizes = imageSizes ?? '';
    Object.assign(image, { src, width: Number(imageWidth), height: Number(imageHeight) });
    title.textContent = card.querySelector('.news-card__title')?.textContent ?? '';
    link.href = href;
    openModal(modal, readMore);
  });
  modal.querySelector('[data-news-modal-close]')?.addEventListener('click', () => modal.close());
  // Every card's Read More is wired (the listener above serves cards added later too).
  for (const readMore of document.querySelectorAll('[data-news-read]')) enableWired(readMore);
}
