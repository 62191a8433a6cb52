import { useStore } from './use-store.ts';
import type { LiveStreamView } from '../lib/members/live-stream.ts';
import { $liveStream } from '../stores/live-stream.ts';
import EmptyNotice from './EmptyNotice.tsx';
import ResourceView from './ResourceView.tsx';

/** The stream in a frame when it can be embedded, and always a link to it (a button alone). */
function LiveStream({ stream }: { stream: NonNullable<LiveStreamView> }) {
  const embed = 'embed' in stream ? stream.embed : null;
  return (
    <div className="live-stream">
      {embed && (
        <iframe
          src={embed}
          title="Election live stream"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
      <p>
        <a
          className={embed ? undefined : 'button'}
          href={stream.link}
          target="_blank"
          rel="noopener noreferrer"
        >
          Watch the live stream<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}

/** /election-live: the stream embedded when it can be, and always a link to it. */
export default function ElectionLive() {
  const stream = useStore($liveStream);
  return (
    <ResourceView resource={stream}>
      {(view) => (view ? <LiveStream stream={view} /> : <EmptyNotice />)}
    </ResourceView>
  );
}
