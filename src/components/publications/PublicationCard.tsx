import type { PublicationCover } from '../../lib/publications.ts';
import { pictureAttributes } from '../../lib/picture.ts';

interface Props {
  publication: PublicationCover;
  loading?: 'lazy' | 'eager';
  /** The first cover: fetched ahead of everything else. */
  priority?: boolean;
}

/**
 * One publication's cover: built into /publications for visitors (no script), and drawn in
 * the browser for a member, whose covers only the API gives (scripts/publications-member.tsx).
 * A cover with an attachment links to it in a new tab; one without is a plain block.
 */
export function PublicationCard({ publication, loading = 'lazy', priority = false }: Props) {
  const { srcset, ...picture } = pictureAttributes(publication.cover);
  const info = (
    <>
      <img
        className="publication__image"
        alt=""
        srcSet={srcset}
        {...picture}
        loading={loading}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
      <span className="publication__info">
        <span className="publication__title">{publication.title}</span>
        <span className="publication__type">{publication.type}</span>
        <time className="publication__date" dateTime={publication.dateTime || undefined}>
          {publication.date}
        </time>
        {publication.href && (
          <span className="visually-hidden" data-pagefind-ignore="">
            (opens in a new tab)
          </span>
        )}
      </span>
    </>
  );
  return (
    <li className="publication">
      {publication.href ? (
        <a
          className="publication__cover"
          href={publication.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {info}
        </a>
      ) : (
        <div className="publication__cover">{info}</div>
      )}
    </li>
  );
}
