import { calendarFile, type CalendarEntry } from '../lib/calendar/ics.ts';
import { CLUB_CALENDAR_NAME, clubCalendar } from '../lib/calendar/club-calendar.ts';
import { config } from '../lib/config.ts';
import { routes } from '../lib/routes.ts';
import { pageUrl } from '../lib/seo/page-url.ts';
import { printable } from '../lib/text/printable.ts';
import { loadOnce } from './build-api.ts';
import { cacheKeyOf } from './build-result.ts';
import { loadEvents } from './events.ts';

/**
 * The calendar entries of the event list, once per build. An event whose schedule cannot
 * be read gets none and is named in the build log (the publisher lists these lines as the
 * build's warnings); the event page itself is built as always.
 */
export const loadCalendarEntries = () =>
  loadOnce('calendar entries', async (): Promise<CalendarEntry[]> => {
    const { data } = await loadEvents();
    const { entries, unread } = clubCalendar(data?.eventPage.events ?? [], config.siteUrl);
    for (const event of unread)
      console.warn(
        printable(
          `[build] skipped a calendar entry (${event.id}, "${event.title}"): its schedule "${event.schedule}" could not be read (${event.reason})`,
        ),
      );
    return entries;
  });

/** The calendar entry of one event, or null when it has none. */
export async function calendarEntryOf(id: string): Promise<CalendarEntry | null> {
  return (await loadCalendarEntries()).find((entry) => entry.id === id) ?? null;
}

/** An .ics file's response. */
export function calendarResponse(entries: readonly CalendarEntry[], stamp = new Date()): Response {
  const body = calendarFile(entries, {
    name: CLUB_CALENDAR_NAME,
    siteUrl: config.siteUrl,
    stamp,
    url: pageUrl(routes.events, config.siteUrl),
  });
  return new Response(body, { headers: { 'content-type': 'text/calendar; charset=utf-8' } });
}

/** /calendar/{id}.ics for every event whose schedule was read. */
export async function eventCalendarPaths() {
  return (await loadCalendarEntries()).map((entry) => ({
    params: { id: entry.id },
    props: { entry },
    cacheKey: cacheKeyOf(entry),
  }));
}
