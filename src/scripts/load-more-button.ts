import { loadingTexts, messages } from '../lib/constants/messages.ts';
import { enableWired } from './wired-controls.ts';

export interface LoadMoreParts<T> {
  /** The Load More button (absent when the first page already was the last; removed at the
   * end). */
  button: HTMLButtonElement | null;
  /** The end text ('No more … to load'), shown when a page comes back short. */
  end: HTMLElement;
  /** Where a failed load says why. */
  error: HTMLElement;
  /** The prebuilt JSON of page `page` (from 2; page 1 is in the HTML). */
  pageUrl: (page: number) => string;
  /** The records of a page's JSON, and whether another page follows it (the build read the
   * list to its last page, a short one as the provider sent it: public-area §4). */
  pageOf: (json: unknown) => { records: T[]; more: boolean };
  /** Shows a newly loaded page; returns the first new element a keyboard user should land on. */
  show: (records: T[]) => HTMLElement | null;
}

/** A page of the build's static JSON; a failed answer throws. */
export async function pageJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(messages.serverFailed);
  return (await response.json()) as T;
}

/** Why a page of prebuilt data did not load, for people. */
export function loadFailureText(failure: unknown): string {
  if (failure instanceof TypeError) return messages.serverUnreachable;
  if (failure instanceof SyntaxError) return messages.serverUnreadable;
  return failure instanceof Error ? failure.message : messages.serverFailed;
}

/**
 * Load More over the build's static JSON pages: the page counter starts at 1 and grows by 1
 * per load; 'Loading...' while a page loads (button disabled); the last page removes the
 * button and shows the end text.
 */
export function wireLoadMore<T>(parts: LoadMoreParts<T>): void {
  const { button, end, error } = parts;
  if (!button) return;
  const label = button.textContent ?? '';
  let page = 1;

  button.addEventListener('click', async () => {
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    button.textContent = loadingTexts.plain;
    error.hidden = true;
    try {
      const { records, more } = parts.pageOf(await pageJson(parts.pageUrl(page + 1)));
      page += 1;
      const first = parts.show(records);
      const last = !more;
      if (last) {
        button.remove();
        end.hidden = false;
      }
      // Focus goes to the first new record, or to the end text once the button is gone.
      (first ?? (last ? end : null))?.focus();
    } catch (failure) {
      error.textContent = loadFailureText(failure);
      error.hidden = false;
    } finally {
      button.disabled = false;
      button.removeAttribute('aria-busy');
      button.textContent = label;
    }
  });
  enableWired(button);
}
