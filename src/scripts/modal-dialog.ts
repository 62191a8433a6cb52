// A <dialog> as a keyboard-usable modal (used by the news modal and the gallery lightbox):
// focus moves in and stays inside (Tab wraps), Escape closes (the dialog's own cancel), the
// page behind does not scroll, and focus returns to what opened it.

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])';

function focusables(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.hidden && element.getClientRects().length > 0,
  );
}

/** Sets up `dialog` once: Tab wraps inside it; closing unlocks the page and refocuses. */
export function prepareModal(dialog: HTMLDialogElement): void {
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const inside = focusables(dialog);
    const first = inside[0];
    const last = inside[inside.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });
  // A click on the backdrop (the dialog box itself, outside its content) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
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
