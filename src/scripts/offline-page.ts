import { OFFLINE_CACHES } from '../lib/offline/caches.ts';
import { keptPageTitle, savedPages, type KeptPage } from '../lib/offline/saved-pages.ts';

// The offline page lists the pages kept on this device that open offline (read from the
// offline worker's pages cache), so every link on it leads somewhere that opens.

const list = document.querySelector<HTMLUListElement>('[data-saved-pages]');
const none = document.querySelector<HTMLElement>('[data-saved-none]');

/** Every page the worker kept, with its title and date. */
async function keptPages(): Promise<KeptPage[]> {
  if (!('caches' in self) || !(await caches.has(OFFLINE_CACHES.pages))) return [];
  const cache = await caches.open(OFFLINE_CACHES.pages);
  const parser = new DOMParser();
  return Promise.all(
    (await cache.keys()).map(async (request): Promise<KeptPage> => {
      const response = await cache.match(request);
      const html = response?.headers.get('content-type')?.includes('html')
        ? await response.text()
        : '';
      return {
        url: request.url,
        title: html ? keptPageTitle(parser.parseFromString(html, 'text/html')) : '',
        date: response?.headers.get('date') ?? null,
      };
    }),
  );
}

/** Lists the saved pages, or says there are none. */
async function showSavedPages(into: HTMLUListElement, empty: HTMLElement): Promise<void> {
  const pages = savedPages(
    await keptPages().catch(() => []),
    location.origin,
    into.dataset.offlinePage ?? '',
    Date.now(),
  );
  into.replaceChildren(
    ...pages.map(({ href, title }) => {
      const item = document.createElement('li');
      const link = item.appendChild(document.createElement('a'));
      link.href = href;
      link.textContent = title;
      return item;
    }),
  );
  into.hidden = pages.length === 0;
  empty.hidden = pages.length > 0;
  // The list is what the device holds: its section shows once it says so.
  into.closest('[data-waiting]')?.removeAttribute('data-waiting');
}

if (list && none) void showSavedPages(list, none);
