import { useCallback, type ReactNode } from 'react';
import { loadingTexts, messages } from '../lib/constants/messages.ts';
import type { PagedListState } from '../stores/paged-list.ts';

interface Props<Item> {
  list: PagedListState<Item, unknown>;
  /** The list's name for people (screen readers). */
  label: string;
  keyOf: (item: Item) => string;
  /** A card; `index` tells the first screen's cards (their pictures load at once). */
  renderItem: (item: Item, index: number) => ReactNode;
  /** A card came into view near the end: the next page, if there is one. */
  onNearEnd: () => void;
  onRetry: () => void;
  /** The list's own class (grid of cards, column of entries). */
  className?: string;
  /** How many cards from the end start the next page (members-area §9: bookings at 7). */
  nextPageFromEnd?: number;
  /** What an empty list says (members-area §8). */
  emptyText?: string;
  /** How far below the screen a watched card counts as seen ('0px': only on screen). */
  lookAhead?: string;
}

/** Placeholder cards of the first screen: the room the first page will fill. */
const PLACEHOLDERS = 6;

/**
 * The members' infinite lists (directories, notices, circulars, bookings): cards that ask for
 * more as the end scrolls into view, with the spec's loading, empty and error states. The
 * list always holds at least a screen's height (members.css `.member-room`), in every state,
 * and its messages sit in that room: when the first page arrives nothing below it moves.
 */
export default function PagedCards<Item>({
  list,
  label,
  keyOf,
  renderItem,
  onNearEnd,
  onRetry,
  className = 'grid',
  nextPageFromEnd = 1,
  emptyText = messages.noData,
  lookAhead = '200px',
}: Props<Item>) {
  // The cards from `nextPageFromEnd` before the end on are watched: a jump to the end (End
  // key, scrollbar) may skip over the first of them.
  const watch = useCallback(
    (node: HTMLLIElement) => {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) onNearEnd();
        },
        { rootMargin: `0px 0px ${lookAhead} 0px` },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [onNearEnd, lookAhead],
  );
  const { items, loading, error } = list;
  const firstWatched = Math.max(0, items.length - nextPageFromEnd);
  const empty = !loading && !error && items.length === 0;
  // Before the first page the state shows at the top of the room, after it below the cards.
  const place = items.length === 0 ? 'paged-cards__state--room' : 'paged-cards__state--end';

  return (
    <div className="paged-cards member-room" aria-busy={!!loading}>
      <div className={`paged-cards__state ${place}`} role="status">
        {loading && <p>{loadingTexts.plain}</p>}
        {empty && <p>{emptyText}</p>}
      </div>
      {error && (
        <div className={`notice notice--error paged-cards__error ${place}`} role="alert">
          <p>{error}</p>
          <button type="button" className="button button--ghost" onClick={onRetry}>
            Try again
          </button>
        </div>
      )}
      {loading === 'first' ? (
        <ul
          key="placeholder"
          className={`${className} paged-cards__placeholder`}
          aria-hidden="true"
        >
          {Array.from({ length: PLACEHOLDERS }, (_, index) => (
            <li key={index}>
              <div className="card placeholder-card" />
            </li>
          ))}
        </ul>
      ) : (
        items.length > 0 && (
          <ul key="items" className={`paged-cards__list ${className}`} aria-label={label}>
            {items.map((item, index) => (
              <li
                key={keyOf(item) || `at-${index}`}
                ref={index >= firstWatched && list.hasMore ? watch : undefined}
              >
                {renderItem(item, index)}
              </li>
            ))}
          </ul>
        )
      )}
    </div>
  );
}
