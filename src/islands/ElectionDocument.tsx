import { useStore } from './use-store.ts';
import type { ElectionContent } from '../lib/api/calls/election.ts';
import { PDF_VIEWER_HEIGHT } from '../lib/constants/public-area.ts';
import { pdfViewerSrc } from '../lib/media.ts';
import { electionDocument } from '../stores/election.ts';
import EmptyNotice from './EmptyNotice.tsx';
import ResourceView from './ResourceView.tsx';

/** Code of conduct, rules, schedule, final result: the title, the PDF and its download. */
export default function ElectionDocument({ content }: { content: ElectionContent }) {
  const election = useStore(electionDocument(content));
  return (
    <ResourceView resource={election}>
      {({ title, attachmentUrl }) => (
        <article className="election-document">
          {title && <h2>{title}</h2>}
          {attachmentUrl ? (
            <>
              <iframe
                className="pdf-viewer"
                src={pdfViewerSrc(attachmentUrl)}
                title={title || 'Election document'}
                height={PDF_VIEWER_HEIGHT}
              />
              <p>
                <a
                  className="button"
                  href={attachmentUrl}
                  download
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Download
                </a>
              </p>
            </>
          ) : (
            <EmptyNotice />
          )}
        </article>
      )}
    </ResourceView>
  );
}
