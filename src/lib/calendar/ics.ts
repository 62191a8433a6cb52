import ical, { escape, ICalCalendarMethod } from 'ical-generator';
import { calendarText } from '../text/xml-text.ts';
import type { EventTimes } from './schedule.ts';

/** One event as a calendar entry: what a calendar app shows and where it links back to. */
export interface CalendarEntry {
  id: string;
  title: string;
  /** Plain text (never HTML): calendar apps show it as it is. */
  description: string;
  /** The event's page, absolute. */
  url: string;
  times: EventTimes;
}

export interface CalendarOptions {
  /** The calendar's name (X-WR-CALNAME), shown by apps that subscribe to it. */
  name: string;
  /** The site's public origin: entries' UIDs are made unique with its host. */
  siteUrl: string;
  /** When this file was made (DTSTAMP). */
  stamp: Date;
  /** The page the calendar belongs to (the event list). */
  url?: string;
}

/** How often a subscribed calendar app should look for changes. */
export const CALENDAR_REFRESH_SECONDS = 6 * 60 * 60;

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/**
 * An entry's UID: the library writes it as it is given, so a line break in an id would start
 * a property of its own. Written as TEXT instead: control characters dropped, the rest
 * escaped (RFC 5545 §3.3.11), and made unique with the site's host.
 */
export function calendarUid(id: string, host: string): string {
  return `${escape(calendarText(id).replace(/[\t\n\r]/g, ''), false)}@${host}`;
}

/**
 * An iCalendar (RFC 5545) file with the given entries: timed ones in UTC, all-day ones as
 * dates (DTEND the day after the last day, as the format wants); METHOD:PUBLISH, and a
 * refresh interval for apps that subscribe (webcal). No text carries a control character.
 */
export function calendarFile(entries: readonly CalendarEntry[], options: CalendarOptions): string {
  const host = new URL(options.siteUrl).hostname;
  const calendar = ical({
    name: options.name,
    prodId: { company: options.name, product: 'website', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: CALENDAR_REFRESH_SECONDS,
    ...(options.url ? { url: options.url } : {}),
  });
  for (const entry of entries) {
    const { times } = entry;
    calendar.createEvent({
      id: calendarUid(entry.id, host),
      stamp: options.stamp,
      summary: calendarText(entry.title),
      description: calendarText(entry.description) || null,
      // Written as it is given too: as a parsed URL it holds no line break or control.
      url: new URL(entry.url).href,
      ...(times.allDay
        ? {
            allDay: true,
            start: new Date(`${times.firstDay}T00:00:00Z`),
            end: dayAfter(times.lastDay),
          }
        : { start: times.start, end: times.end }),
    });
  }
  return calendar.toString();
}
