import { openModal, prepareModal } from './modal-dialog.ts';

// The album page's lightbox: a photo link opens the large photo in a dialog at once. Swiper
// (gallery-viewer.ts) then takes over: swipe, Previous/Next or the arrow keys step through
// the album, a pinch or a double tap zooms; Escape or Close ends it. Swiper loads on demand,
// from the first touch of a photo link, so the page's first load does not carry it.

const dialog = document.querySelector<HTMLDialogElement>('[data-lightbox]');
const template = document.querySelector<HTMLTemplateElement>('[data-lightbox-slide]');
const caption = dialog?.querySelector<HTMLElement>('[data-lightbox-caption]');
const list = document.querySelector<HTMLElement>('[data-lightbox-photos]');
const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-lightbox-photo]')];
let slides: HTMLElement[] = [];

/** A slide of the large photo behind `link`: its srcset lets the browser pick the file. */
function slideFor(link: HTMLAnchorElement): HTMLElement {
  const slide = template!.content.firstElementChild!.cloneNode(true) as HTMLElement;
  // srcset and sizes first: once `src` is set, the browser picks at once.
  Object.assign(slide.querySelector('img')!, {
    srcset: link.dataset.srcset ?? '',
    sizes: link.dataset.sizes ?? '',
    src: link.href,
    alt: link.querySelector('img')?.alt ?? '',
  });
  return slide;
}

/** Shows photo `index` as the current one: its caption, the others hidden from readers. */
function showPhoto(index: number): void {
  slides.forEach((slide, at) => {
    if (at === index) slide.removeAttribute('aria-hidden');
    else slide.setAttribute('aria-hidden', 'true');
  });
  if (caption) caption.textContent = slides[index]?.querySelector('img')?.alt ?? '';
}

type Viewer = ReturnType<typeof import('./gallery-viewer.ts').startViewer>;
let fetching: Promise<typeof import('./gallery-viewer.ts')> | undefined;
let viewer: Viewer | undefined;
/** Swiper and its modules, fetched once; a failed fetch is tried again on the next touch. */
const loadViewer = () =>
  (fetching ??= import('./gallery-viewer.ts').catch((error: unknown) => {
    fetching = undefined;
    throw error;
  }));

function open(index: number): void {
  if (slides.length === 0) {
    slides = links.map(slideFor);
    dialog!.querySelector('[data-lightbox-slides]')!.append(...slides);
  }
  showPhoto(index);
  openModal(dialog!, links[index]!);
  // Without Swiper (its file could not be fetched) the photo stays, with Close and Escape.
  loadViewer().then(
    ({ startViewer }) => (viewer ??= startViewer(dialog!, index, showPhoto)).show(index),
    () => {},
  );
}

if (dialog && template && list && links.length > 0) {
  prepareModal(dialog);
  // The first press on a photo starts the fetch, before its click arrives.
  const prefetch = () => void loadViewer().catch(() => {});
  list.addEventListener('pointerdown', prefetch);
  list.addEventListener('keydown', prefetch);
  links.forEach((link, index) =>
    link.addEventListener('click', (event) => {
      event.preventDefault();
      open(index);
    }),
  );
  dialog.querySelector('[data-lightbox-close]')?.addEventListener('click', () => dialog.close());
}
