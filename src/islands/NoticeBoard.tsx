import { useStore } from './use-store.ts';
import type { NoticeEntry } from '../lib/members/notice-entry.ts';
import type { PagedList } from '../stores/paged-list.ts';
import PagedCards from './PagedCards.tsx';
import SearchBox from './SearchBox.tsx';

/** A notice or circular of the list. */
function NoticeCard({ entry }: { entry: NoticeEntry }) {
  return (
    <article className="notice-entry card">
      {entry.date && (
        <p className="notice-entry__date">
          <span className="notice-entry__day">{entry.date.day}</span>{' '}
          <span className="notice-entry__month">{entry.date.month}</span>{' '}
          <span className="notice-entry__year">{entry.date.year}</span>
        </p>
      )}
      <div className="notice-entry__body">
        <h2>{entry.title}</h2>
        {entry.preview && <p className="notice-entry__preview">{entry.preview}</p>}
        {entry.createdBy && <p className="notice-entry__by">By {entry.createdBy}</p>}
        {entry.attachmentUrl && (
          <a href={entry.attachmentUrl} target="_blank" rel="noopener noreferrer">
            View Attachment
            <span className="visually-hidden"> of {entry.title} (opens in a new tab)</span>
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
