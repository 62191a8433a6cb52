import { VISITOR_PUBLICATION_TYPE } from './constants/public-area.ts';
import type { Publication } from './schemas/publications.ts';

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
