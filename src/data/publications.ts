import { listPublications } from '../lib/api/calls/media-pages.ts';
import { mediaUrl } from '../lib/media.ts';
import {
  coverBox,
  coverFields,
  publicationsOfType,
  type PublicationCover,
} from '../lib/publications.ts';
import type { Publication } from '../lib/schemas/publications.ts';
import { buildApi } from './build-api.ts';
import { loadSettled, oncePerId } from './build-result.ts';
import { buildImage } from './media-images.ts';

/**
 * The visitors' publications: the build has no member token, so the API sends Magazine
 * only; the list is still cut to Magazine here (no other type may reach the static site),
 * newest published first, each once.
 */
export const loadVisitorPublications = () =>
  loadSettled('club/publication/get', async () => {
    const data = await listPublications(buildApi);
    const [publications = []] = oncePerId('club/publication/get', [
      data.publicationPage.publications,
    ]);
    return { mediaPath: data.mediaPath, publications: publicationsOfType(publications, null) };
  });

/** A cover of the grid, its image built for the page. */
export async function publicationCover(
  publication: Publication,
  mediaPath: string,
): Promise<PublicationCover> {
  return {
    ...coverFields(publication, mediaPath),
    cover: await buildImage(mediaUrl(mediaPath, publication.coverImage), coverBox),
  };
}
