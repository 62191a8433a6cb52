/**
 * Records dropped from a list because they failed their schema. A list never fails because
 * of one bad record (the page shows the rest), but the drop must not pass silently: the
 * build subscribes with `onSkippedRecord` and names each one in its log; with nobody
 * subscribed (in the browser) each skip is written to the console.
 */
export interface SkippedRecord {
  /** Which list, e.g. 'news' or 'facility items'. */
  label: string;
  /** The record's `_id` (or other id) when it had one. */
  id?: string;
  /** What was wrong, e.g. '_id: missing' or 'title: expected string'. */
  issue: string;
}

type Listener = (record: SkippedRecord) => void;

const listeners = new Set<Listener>();

/** Subscribes to skipped records; returns the function that unsubscribes. */
export function onSkippedRecord(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Reports one skipped record to every subscriber (the build quotes what it reports), or to
 * the console when there is none, its id and issue on one line whatever they hold (an id may
 * be the very reason it was skipped).
 */
export function reportSkippedRecord(record: SkippedRecord): void {
  if (listeners.size === 0) {
    // Quoted: an id or issue holding a line break stays on its line.
    const id = record.id === undefined ? '' : ` (${JSON.stringify(record.id)})`;
    console.warn(`Skipped ${record.label} record${id}: ${JSON.stringify(record.issue)}`);
    return;
  }
  for (const listener of listeners) listener(record);
}

/** Runs `work` and returns what it skipped along with its result (for build scripts, tests). */
export async function collectSkippedRecords<T>(
  work: () => Promise<T> | T,
): Promise<{ result: T; skipped: SkippedRecord[] }> {
  const skipped: SkippedRecord[] = [];
  const stop = onSkippedRecord((record) => skipped.push(record));
  try {
    return { result: await work(), skipped };
  } finally {
    stop();
  }
}
