import { openModal, prepareModal } from './modal-dialog.ts';

// The album page's lightbox: a photo link opens the large photo in a dialog; Previous/Next
// (or the arrow keys) step through the album; Escape or Close ends it.

const dialog = document.querySelector<HTMLDialogElement>('[data-lightbox]');
const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-lightbox-photo]')];
const image = dialog?.querySelector<HTMLImageElement>('[data-lightbox-image]');
const caption = dialog?.querySelector<HTMLElement>('[data-lightbox-caption]');
let current = 0;

function show(index: number): void {
  if (!image || !caption || links.length === 0) return;
  current = (index + links.length) % links.length;
  const link = links[current];
  const thumbnail = link?.querySelector('img');
  if (!link) return;
  // The link's srcset first: the browser then picks the file for the screen, not `href`.
  image.srcset = link.dataset.srcset ?? '';
  image.sizes = link.dataset.sizes ?? '';
  image.src = link.href;
  image.alt = thumbnail?.alt ?? '';
  caption.textContent = thumbnail?.alt ?? '';
}

if (dialog && links.length > 0) {
  prepareModal(dialog);
  links.forEach((link, index) =>
    link.addEventListener('click', (event) => {
      event.preventDefault();
      show(index);
      openModal(dialog, link);
    }),
  );
  dialog.addEventListener('click', (event) => {
    const control = (event.target as Element).closest<HTMLElement>('button');
    if (control?.dataset.lightboxStep) show(current + Number(control.dataset.lightboxStep));
    if (control?.hasAttribute('data-lightbox-close')) dialog.close();
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') show(current - 1);
    if (event.key === 'ArrowRight') show(current + 1);
  });
}
