import { useStore } from './use-store.ts';
import type { NoticeEntry } from '../lib/members/notice-entry.ts';
import type { PagedList } from '../stores/paged-list.ts';
import PagedCards from './PagedCards.tsx';
import SearchBox from './SearchBox.tsx';
import { useCard } from './room-template.ts';

/** A notice or circular of the list (its record's fields placed by `useCard`). */
function NoticeCard({ entry }: { entry: NoticeEntry }) {
  const { fields, has } = useCard(() => entry);
  return (
    <article className="notice-entry card">
      {has('date') && (
        <p className="notice-entry__date" {...fields({ if: 'date' })}>
          <span className="notice-entry__day" {...fields({ text: '{date.day}' })} />{' '}
          <span className="notice-entry__month" {...fields({ text: '{date.month}' })} />{' '}
          <span className="notice-entry__year" {...fields({ text: '{date.year}' })} />
        </p>
      )}
      <div className="notice-entry__body">
        {/* eslint-disable-next-line jsx-a11y/heading-has-content -- the text is a field */}
        <h2 {...fields({ text: '{title}' })} />
        {has('preview') && (
          <p className="notice-entry__preview" {...fields({ if: 'preview', text: '{preview}' })} />
        )}
        {has('createdBy') && (
          <p
            className="notice-entry__by"
            {...fields({ if: 'createdBy', text: 'By {createdBy}' })}
          />
        )}
        {has('attachmentUrl') && (
          <a
            target="_blank"
            rel="noopener noreferrer"
            {...fields({ if: 'attachmentUrl', href: '{attachmentUrl}' })}
          >
            View Attachment
            <span
              className="visually-hidden"
              {...fields({ text: ' of {title} (opens in a new tab)' })}
            />
          </a>
        )}
      </div>
    </article>
  );
}

const renderEntry = (entry: NoticeEntry) => <NoticeCard entry={entry} />;

/** The list of Club Notice (/notice-list, /notice) or Club Circular (/circular-list). */
export default function NoticeBoard({
  kind,
  board,
}: {
  kind: 'notice' | 'circular';
  board: PagedList<NoticeEntry, null>;
}) {
  const list = useStore(board.$list);
  const label = kind === 'notice' ? 'Notices' : 'Circulars';
  return (
    <>
      <div className="list-tools">
        <SearchBox
          id={`${kind}-search`}
          label={`Search ${label}`}
          value={list.searchKey}
          onChange={board.setSearch}
          onSearch={board.searchNow}
        />
      </div>
      <PagedCards
        list={list}
        label={label}
        className="notice-entries"
        keyOf={(entry) => entry.id}
        renderItem={renderEntry}
        onNearEnd={board.loadNext}
        onRetry={board.retry}
      />
    </>
  );
}
