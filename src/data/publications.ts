import { listPublications } from '../lib/api/calls/media-pages.ts';
import { formatDate, machineDate } from '../lib/format/date.ts';
import { mediaUrl, webUrl } from '../lib/media.ts';
import { publicationsOfType } from '../lib/publications.ts';
import type { Publication } from '../lib/schemas/publications.ts';
import { buildApi } from './build-api.ts';
import { loadSettled } from './build-result.ts';
import { buildImage, type BuiltImage } from './media-images.ts';

/** A publication cover as the page shows it. */
export interface PublicationCover {
  _id: string;
  title: string;
  type: string;
  date: string;
  dateTime: string;
  /** The attachment, opened in a new tab; null when there is none. */
  href: string | null;
  cover: BuiltImage;
}

// Covers in columns of 13rem and more (one on a phone).
export const coverBox = {
  width: 360,
  height: 500,
  sizes: '(min-width: 75rem) 14rem, (min-width: 30rem) 33vw, calc(100vw - 2rem)',
} as const;

/**
 * The visitors' publications: the build has no member token, so the API sends Magazine
 * only; the list is still cut to Magazine here (no other type may reach the static site),
 * newest published first.
 */
export const loadVisitorPublications = () =>
  loadSettled('club/publication/get', async () => {
    const data = await listPublications(buildApi);
    return {
      mediaPath: data.mediaPath,
      publications: publicationsOfType(data.publicationPage.publications, null),
    };
  });

/** A cover of the grid, its image built for the page. */
export async function publicationCover(
  publication: Publication,
  mediaPath: string,
): Promise<PublicationCover> {
  return {
    _id: publication._id,
    title: publication.title,
    type: publication.type,
    date: formatDate(publication.publishedDate),
    dateTime: machineDate(publication.publishedDate),
    href: webUrl(mediaUrl(mediaPath, publication.attachment)),
    cover: await buildImage(mediaUrl(mediaPath, publication.coverImage), coverBox),
  };
}
