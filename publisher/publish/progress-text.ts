import type { PublisherStatus } from './publish-queue.ts';
import type { HistoryEntry } from './types.ts';

/** m:ss */
export function clock(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** One progress line: phase, pages done of total, images, elapsed. */
export function progressLine(running: NonNullable<PublisherStatus['running']>): string {
  const done = running.pagesDone ?? 0;
  const pages = running.pagesTotal ? `${done}/${running.pagesTotal} pages` : `${done} pages`;
  const images = running.imagesTotal
    ? ` · ${running.imagesDone}/${running.imagesTotal} images`
    : '';
  return `${running.phase} · ${pages}${images} · ${clock(running.elapsedMs)}`;
}

const words: Record<string, string> = { skipped: 'Skipped', failed: 'Failed', rejected: 'Refused' };

/** What a finished build came to, in one sentence. */
export function summary(entry: HistoryEntry): string {
  const took = clock(entry.durationMs ?? 0);
  if (entry.result !== 'published')
    return `${words[entry.result] ?? entry.result}: ${entry.reason ?? ''} (${took})`;
  const astro = `Astro rendered ${entry.pagesRendered ?? '?'} files and reused ${entry.pagesReused ?? 0}`;
  return `Published build ${entry.id} in ${took}: ${entry.pages} pages, ${entry.changedPages} changed (${astro}).`;
}
