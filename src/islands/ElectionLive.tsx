import { useStore } from './use-store.ts';
import { $liveStream, liveStreamShown } from '../stores/live-stream.ts';
import EmptyNotice from './EmptyNotice.tsx';
import ResourceView from './ResourceView.tsx';
import { useCard } from './room-template.ts';

type Shown = NonNullable<ReturnType<typeof liveStreamShown>>;

/** The stream in a frame when it can be embedded, and always a link to it. */
function LiveStream({ shown }: { shown: Shown }) {
  const { fields, has } = useCard(() => shown);
  return (
    <div className="live-stream">
      {has('embed') && (
        <iframe
          title="Election live stream"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          {...fields({ if: 'embed', src: '{embed}' })}
        />
      )}
      <p>
        <a
          target="_blank"
          rel="noopener noreferrer"
          {...fields({ class: '{linkClass}', href: '{link}' })}
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
      {(view) => {
        const shown = liveStreamShown(view);
        return shown ? <LiveStream shown={shown} /> : <EmptyNotice />;
      }}
    </ResourceView>
  );
}
