import type { HistoryEntry } from './types.ts';

// Telling the club's admin when publishing needs them: a failed or refused publish (or, when
// asked, every publish), a build waiting in preview, and a provider that stops answering the
// watcher's checks, posted as JSON to the URL the admin configured (PUBLISH_NOTIFY_URL). One
// body suits the common receivers: Slack and Teams read `text`, Discord reads `content`, and
// a generic receiver gets the event and the build as fields. Sending never holds a publish
// up: it is retried a few times in the background and a failure is only logged.

/** Which publishes are told: only those that failed or were refused, or every one. */
export type NotifyWhen = 'failures' | 'all';

/** What a notice says. */
export interface PublishNotice {
  event:
    | 'publish.published'
    | 'publish.failed'
    | 'publish.refused'
    | 'publish.ready'
    | 'watch.failing'
    | 'watch.recovered';
  /** The notice in one plain sentence or two (Slack, Teams). */
  text: string;
  /** The same, for Discord. */
  content: string;
  site: string;
  at: string;
  build?: {
    id: string;
    result: HistoryEntry['result'];
    trigger: HistoryEntry['trigger'];
    reason: string | null;
    pages: number | null;
    changedPages: number | null;
  };
}

const headline: Partial<Record<HistoryEntry['result'], [PublishNotice['event'], string]>> = {
  published: ['publish.published', 'published'],
  failed: ['publish.failed', 'FAILED'],
  rejected: ['publish.refused', 'was REFUSED by its checks'],
  ready: ['publish.ready', 'is ready: open its preview to make it live or discard it'],
};

/** The notice of a finished publish, or null when it is not one to tell (a skipped build). */
export function publishNotice(entry: HistoryEntry, site: string, when: NotifyWhen) {
  const known = headline[entry.result];
  if (!known) return null;
  const [event, words] = known;
  if (when === 'failures' && event !== 'publish.failed' && event !== 'publish.refused') return null;
  const changed = entry.changedPages === undefined ? '' : ` (${entry.changedPages} pages changed)`;
  const reason = entry.reason ? ` Reason: ${entry.reason}` : '';
  const text = `Club website: build ${entry.id} ${words}${event === 'publish.published' ? changed : ''}.${reason} Admin: ${site}/admin`;
  return {
    event,
    text,
    content: text,
    site,
    at: entry.finishedAt ?? new Date().toISOString(),
    build: {
      id: entry.id,
      result: entry.result,
      trigger: entry.trigger,
      reason: entry.reason ?? null,
      pages: entry.pages ?? null,
      changedPages: entry.changedPages ?? null,
    },
  } satisfies PublishNotice;
}

/** The notice of a watcher whose checks fail, or that answer again. */
export function watchNotice(
  site: string,
  failing: { error: string; nextInMs: number } | { recoveredAfter: number },
): PublishNotice {
  const text =
    'error' in failing
      ? `Club website: the member API is not answering the change check (${failing.error}). ` +
        `Nothing is published meanwhile; the next check is in ${Math.round(failing.nextInMs / 60_000)} minutes, then less and less often.`
      : `Club website: the member API answers the change check again (after ${failing.recoveredAfter} failed checks).`;
  return {
    event: 'error' in failing ? 'watch.failing' : 'watch.recovered',
    text,
    content: text,
    site,
    at: new Date().toISOString(),
  };
}

/** The waits between a notice's tries. */
const RETRY_WAITS_MS = [1000, 5000];

/** Posts notices to `url` (none: nothing is sent). */
export function createNotifier(options: {
  url: string | null;
  when: NotifyWhen;
  site: string;
  log: (line: string) => void;
  send?: typeof fetch;
}) {
  const send = options.send ?? globalThis.fetch;
  let sending: Promise<void> = Promise.resolve();

  /** Sends one notice: again after a wait when the receiver is busy or unreachable. */
  async function post(notice: PublishNotice): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      let problem: string;
      let worthRetrying = true;
      try {
        const response = await send(options.url!, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(notice),
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.ok) return;
        problem = `HTTP ${response.status}`;
        worthRetrying = response.status >= 500 || response.status === 429;
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error);
      }
      const wait = RETRY_WAITS_MS[attempt];
      if (!worthRetrying || wait === undefined) {
        options.log(`[publisher] the notice (${notice.event}) was not delivered: ${problem}`);
        return;
      }
      await new Promise((done) => setTimeout(done, wait));
    }
  }

  const queue = (notice: PublishNotice | null) => {
    if (!notice || !options.url) return;
    sending = sending.then(() => post(notice));
  };

  return {
    /** Tells of a finished publish when it is one to tell. */
    published: (entry: HistoryEntry) => queue(publishNotice(entry, options.site, options.when)),
    /** Tells that the provider stopped answering the watcher's checks. */
    watchFailing: (error: string, nextInMs: number) =>
      queue(watchNotice(options.site, { error, nextInMs })),
    /** Tells that it answers again. */
    watchRecovered: (failures: number) =>
      queue(watchNotice(options.site, { recoveredAfter: failures })),
    /** Resolves when every notice so far has been sent (or given up). */
    idle: () => sending,
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
