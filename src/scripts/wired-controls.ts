// A control of a visitor's page that does nothing until its page script has wired it (Load
// More, the news filter, Read More, See More, the enquiry's Send) is in the page as built,
// disabled and marked: shown, and visibly not ready, until the script that gives it its work
// enables it. Module scripts run as soon as the page is parsed, so that is a moment on a phone.

/** The mark of a control built disabled until its page script has wired it. */
export const NEEDS_SCRIPT = 'data-needs-script';

/** Enables the marked controls in `root` (and `root` itself): their script has wired them. */
export function enableWired(root: ParentNode & Partial<Element>): void {
  const marked = [...root.querySelectorAll(`[${NEEDS_SCRIPT}]`)];
  if (root.hasAttribute?.(NEEDS_SCRIPT)) marked.unshift(root as Element);
  for (const control of marked) {
    control.removeAttribute(NEEDS_SCRIPT);
    control.removeAttribute('disabled');
  }
}
