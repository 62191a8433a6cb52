import { useCallback, type ReactNode } from 'react';
import { loadingTexts, messages } from '../lib/constants/messages.ts';
import type { PagedListState } from '../stores/paged-list.ts';

interface Props<Item> {
  list: PagedListState<Item, unknown>;
  /** The list's name for people (screen readers). */
  label: string;
  keyOf: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  /** The last item came into view. */
  onLastSeen: () => void;
  onRetry: () => void;
  className?: string;
}

/**
 * A list of cards that asks for more when its last card scrolls into view, with the loading,
 * failure and empty states of the spec.
 */
export default function PagedCards<Item>({
  list,
  label,
  keyOf,
  renderItem,
  onLastSeen,
  onRetry,
  className = 'grid',
}: Props<Item>) {
  const watchLast = useCallback(
    (node: HTMLLIElement) => {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) onLastSeen();
        },
        { rootMargin: '0px 0px 200px 0px' },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [onLastSeen],
  );
  const { items, loading, error } = list;
  const lastIndex = items.length - 1;

  return (
    <div className="paged-cards">
      {items.length > 0 && (
        <ul className={`paged-cards__list ${className}`} aria-label={label} aria-busy={!!loading}>
          {items.map((item, index) => (
            <li
              key={keyOf(item) || `at-${index}`}
              ref={index === lastIndex && list.hasMore ? watchLast : undefined}
            >
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
      <div className="paged-cards__state" role="status">
        {loading && <p>{loadingTexts.plain}</p>}
        {!loading && !error && items.length === 0 && <p>{messages.noData}</p>}
      </div>
      {error && (
        <div className="notice notice--error paged-cards__error" role="alert">
          <p>{error}</p>
          <button type="button" className="button button--ghost" onClick={onRetry}>
            Try again
          </button>
        </div>
      )}
    </div>
  );
}
