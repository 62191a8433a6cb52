import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFile } from '../../src/lib/calendar/ics.ts';
import {
  CLUB_CALENDAR_NAME,
  clubCalendar,
  subscriptionUrl,
} from '../../src/lib/calendar/club-calendar.ts';
import type { ClubEvent } from '../../src/lib/schemas/events.ts';

const SITE = 'https://club.example';
const event = (
  id: string,
  schedule: string,
  description = '<p>Bring the family.</p>',
): ClubEvent => ({
  _id: id,
  title: `Event ${id}`,
  description,
  schedule,
  coverImage: '',
});

const events = [
  event('ev1', '7 May 2026, 6:00 PM - 9:00 PM'),
  event(
    'ev2',
    '7-9 May 2026',
    '<p>Three days.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
  ),
  event('ev3', 'TBA'),
  event('ev 4', '13 January 2027, 9:00 PM'),
];

/** The VEVENTs of an .ics file, as ical.js reads them. */
function parsedEvents(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)),
  };
}

describe('the club calendar (.ics)', () => {
  const { entries, unread } = clubCalendar(events, SITE);
  const ics = calendarFile(entries, {
    name: CLUB_CALENDAR_NAME,
    siteUrl: SITE,
    stamp: new Date('2026-04-01T00:00:00Z'),
    url: `${SITE}/event-calender`,
  });
  const { calendar, events: parsed } = parsedEvents(ics);

  it('is a publishable calendar with a name and a refresh interval for subscribers', () => {
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(CLUB_CALENDAR_NAME);
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT6H');
  });

  it('has one entry per readable schedule and names the unreadable one', () => {
    expect(parsed.map((entry) => entry.summary)).toEqual(['Event ev1', 'Event ev2', 'Event ev 4']);
    expect(unread).toEqual([
      { id: 'ev3', title: 'Event ev3', schedule: 'TBA', reason: 'no date in it' },
    ]);
  });

  it('gives timed events in UTC, read on the Dhaka clock', () => {
    const [first, , last] = parsed;
    expect(first!.startDate.toJSDate().toISOString()).toBe('2026-05-07T12:00:00.000Z');
    expect(first!.endDate.toJSDate().toISOString()).toBe('2026-05-07T15:00:00.000Z');
    expect(first!.startDate.zone.tzid).toBe('UTC');
    expect(last!.startDate.toJSDate().toISOString()).toBe('2027-01-13T15:00:00.000Z');
  });

  it('gives a run of days as all-day dates, ending the day after the last', () => {
    const second = parsed[1]!;
    expect(second.startDate.isDate).toBe(true);
    expect(second.startDate.toString()).toBe('2026-05-07');
    expect(second.endDate.toString()).toBe('2026-05-10');
  });

  it('links every entry to its page with an absolute URL and gives each a unique UID', () => {
    const urls = parsed.map((entry) => entry.component.getFirstPropertyValue('url'));
    expect(urls).toEqual([
      `${SITE}/event-details/ev1/`,
      `${SITE}/event-details/ev2/`,
      `${SITE}/event-details/ev%204/`,
    ]);
    expect(new Set(parsed.map((entry) => entry.uid)).size).toBe(3);
    expect(parsed[0]!.uid).toBe('ev1@club.example');
  });

  it('describes events in plain text, with nothing of the HTML left', () => {
    expect(parsed[0]!.description).toBe('Bring the family.');
    expect(parsed[1]!.description).toBe('Three days.');
    expect(ics).not.toMatch(/<|onerror|alert/);
  });

  it('offers a webcal: subscription to the same file', () => {
    expect(subscriptionUrl(SITE)).toBe('webcal://club.example/calendar.ics');
    expect(subscriptionUrl('http://localhost:4321')).toBe('webcal://localhost:4321/calendar.ics');
  });
});
