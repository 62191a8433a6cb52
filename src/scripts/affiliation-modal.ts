import { openModal, prepareModal } from './modal-dialog.ts';

// Affiliated club cards: a click opens the club's modal (logo, name, description, Close).
for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[data-club-modal]')) {
  prepareModal(dialog);
  dialog.querySelector('[data-close]')?.addEventListener('click', () => dialog.close());
}
for (const card of document.querySelectorAll<HTMLButtonElement>('button[data-opens]')) {
  const dialog = document.getElementById(card.dataset.opens ?? '') as HTMLDialogElement | null;
  card.addEventListener('click', () => dialog && openModal(dialog, card));
}
