// A <dialog> as a keyboard-usable modal (the news modal, the affiliation cards, the gallery
// lightbox). showModal() does what a focus trap would: focus moves in, the page behind is
// inert (Tab never reaches it), Escape closes. Ours: the page behind does not scroll, a
// click on the backdrop closes, and focus returns to what opened it.

/** Sets up `dialog` once: a click on its backdrop closes it. */
export function prepareModal(dialog: HTMLDialogElement): void {
  // A click on the backdrop (the dialog box itself, outside its content) closes it; one that
  // only ends there (a drag from a photo of the lightbox, say) does not.
  let pressedOutside = false;
  dialog.addEventListener('pointerdown', (event) => (pressedOutside = event.target === dialog));
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog && pressedOutside) dialog.close();
  });
}

/** Opens `dialog` as a modal; when it closes, the page scrolls again and `opener` has focus. */
export function openModal(dialog: HTMLDialogElement, opener: HTMLElement | null): void {
  const root = document.documentElement;
  root.classList.add('modal-open');
  dialog.addEventListener(
    'close',
    () => {
      root.classList.remove('modal-open');
      opener?.focus();
    },
    { once: true },
  );
  dialog.showModal();
}
