import { useStore } from './use-store.ts';
import { $liveStream } from '../stores/live-stream.ts';
import EmptyNotice from './EmptyNotice.tsx';
import ResourceView from './ResourceView.tsx';

/** /election-live: the stream in a frame when it can be embedded, and always a link to it. */
export default function ElectionLive() {
  const stream = useStore($liveStream);
  return (
    <ResourceView resource={stream}>
      {(view) =>
        !view ? (
          <EmptyNotice />
        ) : (
          <div className="live-stream">
            {'embed' in view && (
              <iframe
                src={view.embed}
                title="Election live stream"
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            )}
            <p>
              <a
                className={'embed' in view ? undefined : 'button'}
                href={view.link}
                target="_blank"
                rel="noopener noreferrer"
              >
                Watch the live stream<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          </div>
        )
      }
    </ResourceView>
  );
}
