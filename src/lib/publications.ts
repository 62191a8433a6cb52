import { VISITOR_PUBLICATION_TYPE } from './constants/public-area.ts';
import { formatDate, machineDate } from './format/date.ts';
import { mediaUrl, webUrl } from './media.ts';
import type { PictureFile } from './picture.ts';
import type { Publication } from './schemas/publications.ts';

/** A publication cover as the grid shows it: the page HTML and the members' part share it. */
export interface PublicationCover {
  _id: string;
  title: string;
  type: string;
  date: string;
  dateTime: string;
  /** The attachment, opened in a new tab; null when there is none. */
  href: string | null;
  cover: PictureFile;
}

// Covers in columns of 13rem and more (one on a phone).
export const coverBox = {
  width: 360,
  height: 500,
  sizes: '(min-width: 75rem) 14rem, (min-width: 30rem) 33vw, calc(100vw - 2rem)',
} as const;

/** A cover's fields but its picture (the build makes that; the members' part links the file). */
export function coverFields(
  publication: Publication,
  mediaPath: string,
): Omit<PublicationCover, 'cover'> {
  return {
    _id: publication._id,
    title: publication.title,
    type: publication.type,
    date: formatDate(publication.publishedDate),
    dateTime: machineDate(publication.publishedDate),
    href: webUrl(mediaUrl(mediaPath, publication.attachment)),
  };
}

const time = (publication: Publication) => {
  const value = Date.parse(publication.publishedDate);
  return Number.isNaN(value) ? -Infinity : value;
};

/** Publications sorted newest published first (undated ones last). */
export function newestFirst(publications: readonly Publication[]): Publication[] {
  return [...publications].sort((a, b) => time(b) - time(a));
}

/**
 * The publications of one type, newest first. Visitors get Magazine whatever the server
 * sent; members get the chosen type (the first type preselected by the page).
 */
export function publicationsOfType(
  publications: readonly Publication[],
  type: string | null,
): Publication[] {
  const wanted = type ?? VISITOR_PUBLICATION_TYPE;
  return newestFirst(publications.filter((publication) => publication.type === wanted));
}
