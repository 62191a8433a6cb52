import { describe, expect, it } from 'vitest';
import { clubTimeToInstant } from '../../src/lib/calendar/club-time.ts';
import { readSchedule } from '../../src/lib/calendar/schedule.ts';

// Dhaka is UTC+6: 6 PM there is 12:00 UTC.
const timed = (start: string, end: string | null = null) => ({
  ok: true,
  times: { allDay: false, start: new Date(start), end: end === null ? null : new Date(end) },
});
const allDay = (firstDay: string, lastDay = firstDay) => ({
  ok: true,
  times: { allDay: true, firstDay, lastDay },
});

describe('readSchedule: the forms the provider sends', () => {
  it.each([
    // The stand-in's own form (en-GB date, 12-hour time).
    ['7 May 2026, 6:00 PM', timed('2026-05-07T12:00:00Z')],
    ['13 January 2027, 9:00 PM', timed('2027-01-13T15:00:00Z')],
    ['7 May 2026, 6 PM', timed('2026-05-07T12:00:00Z')],
    ['7 May 2026 6PM', timed('2026-05-07T12:00:00Z')],
    ['7th May 2026, 6:30 pm', timed('2026-05-07T12:30:00Z')],
    ['May 7, 2026 at 6 PM', timed('2026-05-07T12:00:00Z')],
    ['Friday, 8 May 2026, 6:00 PM', timed('2026-05-08T12:00:00Z')],
    ['Fri 8 May 2026, 6:00 PM', timed('2026-05-08T12:00:00Z')],
    ['6.30 pm, 7 May 2026', timed('2026-05-07T12:30:00Z')],
    ['7 May 2026, 18:30 hrs', timed('2026-05-07T12:30:00Z')],
    ['7 May 2026 6 PM onwards', timed('2026-05-07T12:00:00Z')],
    ['7 May 2026, 6 PM (Dhaka time)', timed('2026-05-07T12:00:00Z')],
    // BST is Bangladesh Standard Time here, not British Summer Time.
    ['7 May 2026, 6 PM BST', timed('2026-05-07T12:00:00Z')],
    ['7 May 2026, 6 PM GMT', timed('2026-05-07T18:00:00Z')],
    ['7 May 2026 12:00 AM', timed('2026-05-06T18:00:00Z')],
    ['7 May 2026 12:00 PM', timed('2026-05-07T06:00:00Z')],
    // Numbers are day first, as Bangladesh writes them.
    ['07/05/2026 18:00', timed('2026-05-07T12:00:00Z')],
    ['2026-05-07T18:00', timed('2026-05-07T12:00:00Z')],
    ['2026-05-07', allDay('2026-05-07')],
    ['7 May 2026', allDay('2026-05-07')],
    ['12 Sept 2026', allDay('2026-09-12')],
    // Ranges.
    ['7 May 2026, 6:00 PM - 9:00 PM', timed('2026-05-07T12:00:00Z', '2026-05-07T15:00:00Z')],
    ['7 May 2026 from 6 PM to 9 PM', timed('2026-05-07T12:00:00Z', '2026-05-07T15:00:00Z')],
    ['7 May 2026 9 PM - 1 AM', timed('2026-05-07T15:00:00Z', '2026-05-07T19:00:00Z')],
    ['7-9 May 2026', allDay('2026-05-07', '2026-05-09')],
    // One time for several days: the days are certain, each day's hours are not.
    ['7 - 9 May 2026, 10 AM', allDay('2026-05-07', '2026-05-09')],
    ['  31 December 2026, 11:30 PM  ', timed('2026-12-31T17:30:00Z')],
  ])('%j', (schedule, reading) => {
    expect(readSchedule(schedule)).toEqual(reading);
  });
});

describe('readSchedule: schedules that give no calendar entry (never a wrong date)', () => {
  it.each([
    ['', 'no schedule'],
    ['TBA', 'no date in it'],
    ['To be announced', 'no date in it'],
    ['Every Friday', 'no date in it'],
    ['tomorrow 6 PM', 'words around the date'],
    ['7 May, 6 PM', 'no full date'],
    ['May 2026', 'no date in it'],
    ['31 February 2026', 'no date in it'],
    ['৭ মে ২০২৬', 'no date in it'],
    // 8 May 2026 is a Friday.
    ['Thursday, 8 May 2026, 6 PM', 'the weekday does not match the date'],
    ['Postponed (was 7 May 2026)', 'words around the date'],
    ['9 May 2026 (Saturday) 6 PM', 'words around the date'],
    ['7 May 2026 6:30 pm to 8 May 2026 2 pm', 'more than one date in it'],
    ['1 May 2026 or 8 May 2026', 'more than one date in it'],
  ])('%j', (schedule, reason) => {
    const reading = readSchedule(schedule);
    expect(reading.ok).toBe(false);
    expect(reading.ok ? '' : reading.reason).toContain(reason);
  });

  it('treats a missing schedule like an empty one', () => {
    expect(readSchedule(null)).toEqual({ ok: false, reason: 'no schedule' });
    expect(readSchedule(undefined)).toEqual({ ok: false, reason: 'no schedule' });
  });
});

describe('clubTimeToInstant', () => {
  it.each([
    [[2026, 5, 7, 18, 0], '2026-05-07T12:00:00.000Z'],
    [[2026, 1, 1, 0, 0], '2025-12-31T18:00:00.000Z'],
    // Bangladesh kept daylight saving time (UTC+7) from June to December 2009.
    [[2009, 7, 1, 12, 0], '2009-07-01T05:00:00.000Z'],
  ] as const)('%j on the club clock is %s', ([year, month, day, hour, minute], iso) => {
    expect(clubTimeToInstant(year, month, day, hour, minute).toISOString()).toBe(iso);
  });
});
