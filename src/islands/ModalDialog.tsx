import { useEffect, useId, useRef, type ReactNode } from 'react';

interface Props {
  open: boolean;
  title: string;
  /** Keep the title for screen readers only (a dialog that shows just a message). */
  hideTitle?: boolean;
  /** No, OK, Escape: the store decides whether the dialog may close now. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog>: the page behind is inert (focus stays inside),
 * focus moves to the first control (or one marked autoFocus), Escape asks to close, and focus
 * returns to where it was (the main area when that element has gone, e.g. a hidden Cancel).
 */
export default function ModalDialog({ open, title, hideTitle = false, onClose, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) {
      opener.current = document.activeElement;
      node.showModal();
    } else if (!open && node.open) {
      node.close();
      const back = opener.current;
      const target =
        back instanceof HTMLElement && back.isConnected ? back : document.getElementById('main');
      target?.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="modal-dialog card"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the dialog closes through the store, never behind its back.
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal-dialog__title'}>
        {title}
      </h2>
      {open && children}
    </dialog>
  );
}
