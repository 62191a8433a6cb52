import { CLUB_NAME } from '../club.ts';
import { routes } from '../routes.ts';
import type { ClubEvent } from '../schemas/events.ts';
import { pageUrl } from '../seo/page-url.ts';
import { htmlToText } from '../text/html-to-text.ts';
import type { CalendarEntry } from './ics.ts';
import { readSchedule } from './schedule.ts';

/** The whole event calendar as one .ics file (download, or subscribe to it). */
export const CLUB_CALENDAR_HREF = '/calendar.ics';

/** The calendar's name in calendar apps. */
export const CLUB_CALENDAR_NAME = `${CLUB_NAME} events`;

/** The address a calendar app subscribes to: the same file under webcal: (it stays in sync). */
export function subscriptionUrl(siteUrl: string): string {
  return new URL(CLUB_CALENDAR_HREF, siteUrl).href.replace(/^https?:/, 'webcal:');
}

/** An event whose schedule could not be read: it gets no calendar entry. */
export interface UnreadSchedule {
  id: string;
  title: string;
  schedule: string;
  reason: string;
}

/**
 * The calendar entries of the club's events, each with an absolute link to its page, and
 * the events whose schedule text could not be read (for the build log).
 */
export function clubCalendar(
  events: readonly ClubEvent[],
  siteUrl: string,
): { entries: CalendarEntry[]; unread: UnreadSchedule[] } {
  const entries: CalendarEntry[] = [];
  const unread: UnreadSchedule[] = [];
  for (const event of events) {
    const reading = readSchedule(event.schedule);
    if (!reading.ok) {
      unread.push({
        id: event._id,
        title: event.title,
        schedule: event.schedule,
        reason: reading.reason,
      });
      continue;
    }
    entries.push({
      id: event._id,
      title: event.title,
      description: htmlToText(event.description),
      url: pageUrl(routes.eventDetails(event._id), siteUrl),
      times: reading.times,
    });
  }
  return { entries, unread };
}
