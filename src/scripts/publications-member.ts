import { listPublications, listPublicationTypes } from '../lib/api/calls/media-pages.ts';
import { loadingTexts, messages } from '../lib/constants/messages.ts';
import { formatDate, machineDate } from '../lib/format/date.ts';
import { mediaUrl, webUrl } from '../lib/media.ts';
import { publicationsOfType } from '../lib/publications.ts';
import type { Publication } from '../lib/schemas/publications.ts';
import { clubApi } from '../stores/club-api.ts';

// The members' publications (public-area §6): a selector of every publication type, the
// first preselected, showing that type's covers newest first.

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = '') {
  const made = document.createElement(tag);
  made.className = className;
  if (text) made.textContent = text;
  return made;
}

/** A cover, the same markup as components/publications/PublicationCard.astro. */
function renderPublication(publication: Publication, mediaPath: string): HTMLLIElement {
  const item = element('li', 'publication');
  const href = webUrl(mediaUrl(mediaPath, publication.attachment));
  const cover = element(href ? 'a' : 'div', 'publication__cover');
  if (cover instanceof HTMLAnchorElement && href) {
    Object.assign(cover, { href, target: '_blank', rel: 'noopener noreferrer' });
  }
  const image = element('img', 'publication__image');
  const src = webUrl(mediaUrl(mediaPath, publication.coverImage)) ?? '/placeholder.svg';
  Object.assign(image, { src, alt: '', width: 360, height: 500, loading: 'lazy' });
  const info = element('span', 'publication__info');
  const date = element('time', 'publication__date', formatDate(publication.publishedDate));
  const day = machineDate(publication.publishedDate);
  if (day) date.dateTime = day;
  info.append(
    element('span', 'publication__title', publication.title),
    element('span', 'publication__type', publication.type),
    date,
  );
  if (href) info.append(element('span', 'visually-hidden', '(opens in a new tab)'));
  cover.append(image, info);
  item.append(cover);
  return item;
}

/** Fills the member section of /publications: the type selector and the chosen type's covers. */
export async function showMemberPublications(): Promise<void> {
  const select = document.querySelector<HTMLSelectElement>('[data-publications-type]');
  const status = document.querySelector<HTMLElement>('[data-publications-status]');
  const list = document.querySelector<HTMLElement>('[data-publications-list]');
  if (!select || !status || !list) return;
  status.className = 'notice';
  status.setAttribute('role', 'status');
  status.textContent = loadingTexts.plain;
  try {
    const [{ types }, data] = await Promise.all([
      listPublicationTypes(clubApi),
      listPublications(clubApi),
    ]);
    const show = () => {
      const chosen = publicationsOfType(data.publicationPage.publications, select.value);
      list.replaceChildren(...chosen.map((entry) => renderPublication(entry, data.mediaPath)));
      status.textContent = chosen.length === 0 ? messages.noData : '';
    };
    select.replaceChildren(
      ...types.map(({ _id }) =>
        Object.assign(document.createElement('option'), { value: _id, textContent: _id }),
      ),
    );
    select.disabled = types.length === 0;
    select.addEventListener('change', show);
    show();
  } catch (error) {
    status.className = 'notice notice--error';
    status.setAttribute('role', 'alert');
    status.textContent = error instanceof Error ? error.message : messages.serverFailed;
  }
}
