import { useStore } from './use-store.ts';
import type { ElectionContent } from '../lib/api/calls/election.ts';
import { PDF_VIEWER_HEIGHT } from '../lib/constants/public-area.ts';
import { electionDocument, electionDocumentView } from '../stores/election.ts';
import EmptyNotice from './EmptyNotice.tsx';
import ResourceView from './ResourceView.tsx';
import { useCard } from './room-template.ts';

type Shown = NonNullable<ReturnType<typeof electionDocumentView>>;

/** The document's title, the PDF and its download. */
function Document({ shown }: { shown: Shown }) {
  const { fields, has } = useCard(() => shown);
  return (
    <article className="election-document">
      {/* eslint-disable-next-line jsx-a11y/heading-has-content -- the text is a field */}
      {has('title') && <h2 {...fields({ if: 'title', text: '{title}' })} />}
      <iframe
        className="pdf-viewer"
        height={PDF_VIEWER_HEIGHT}
        title="Election document"
        {...fields({ src: '{pdf}', title: '{title}' })}
      />
      <p>
        <a
          className="button"
          download
          target="_blank"
          rel="noopener noreferrer"
          {...fields({ href: '{url}' })}
        >
          Download
        </a>
      </p>
    </article>
  );
}

/** Code of conduct, rules, schedule, final result: the title, the PDF and its download. */
export default function ElectionDocument({ content }: { content: ElectionContent }) {
  const election = useStore(electionDocument(content));
  return (
    <ResourceView resource={election}>
      {(data) => {
        const shown = electionDocumentView(data);
        return shown ? (
          <Document shown={shown} />
        ) : (
          <article className="election-document">
            {data.title && <h2>{data.title}</h2>}
            <EmptyNotice />
          </article>
        );
      }}
    </ResourceView>
  );
}
