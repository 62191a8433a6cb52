import { useStore } from './use-store.ts';
import type { ElectionContent } from '../lib/api/calls/election.ts';
import { PDF_VIEWER_HEIGHT } from '../lib/constants/public-area.ts';
import { electionDocument, electionDocumentView } from '../stores/election.ts';
import EmptyNotice from './EmptyNotice.tsx';
import ResourceView from './ResourceView.tsx';

type Shown = NonNullable<ReturnType<typeof electionDocumentView>>;

/** The document's title, the PDF and its download. */
function Document({ shown }: { shown: Shown }) {
  return (
    <article className="election-document">
      {shown.title && <h2>{shown.title}</h2>}
      <iframe
        className="pdf-viewer"
        height={PDF_VIEWER_HEIGHT}
        src={shown.pdf}
        title={shown.title || 'Election document'}
      />
      <p>
        <a className="button" download target="_blank" rel="noopener noreferrer" href={shown.url}>
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
