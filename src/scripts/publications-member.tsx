import { listPublications, listPublicationTypes } from '../lib/api/calls/media-pages.ts';
import { loadingTexts, messages } from '../lib/constants/messages.ts';
import { mediaUrl, webUrl } from '../lib/media.ts';
import {
  coverBox,
  coverFields,
  publicationsOfType,
  type PublicationCover,
} from '../lib/publications.ts';
import type { Publication } from '../lib/schemas/publications.ts';
import { createRoot } from 'react-dom/client';
import { PublicationCard } from '../components/publications/PublicationCard.tsx';
import { clubApi } from '../stores/club-api.ts';

// The members' publications (public-area §6): a selector of every publication type, the
// first preselected, showing that type's covers newest first.

/** A member's cover: the provider's own picture (the build cannot make one for a member). */
const memberCover = (publication: Publication, mediaPath: string): PublicationCover => ({
  ...coverFields(publication, mediaPath),
  cover: {
    src: webUrl(mediaUrl(mediaPath, publication.coverImage)) ?? '/placeholder.svg',
    width: coverBox.width,
    height: coverBox.height,
  },
});

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
    const covers = createRoot(list);
    const show = () => {
      const chosen = publicationsOfType(data.publicationPage.publications, select.value);
      covers.render(
        chosen.map((entry) => (
          <PublicationCard key={entry._id} publication={memberCover(entry, data.mediaPath)} />
        )),
      );
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
