import ical, { ICalCalendarMethod } from 'ical-generator';
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
 * An iCalendar (RFC 5545) file with the given entries: timed ones in UTC, all-day ones as
 * dates (DTEND the day after the last day, as the format wants); METHOD:PUBLISH, and a
 * refresh interval for apps that subscribe (webcal).
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
      id: `${entry.id}@${host}`,
      stamp: options.stamp,
      summary: entry.title,
      description: entry.description || null,
      url: entry.url,
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
