import { en, type ParsedComponents } from 'chrono-node';
import { clubTimeToInstant } from './club-time.ts';

/** When an event takes place, read from its schedule text. */
export type EventTimes =
  | {
      allDay: true;
      /** The first day, YYYY-MM-DD. */
      firstDay: string;
      /** The last day (the same as the first for a one-day event), YYYY-MM-DD. */
      lastDay: string;
    }
  | {
      allDay: false;
      start: Date;
      /** Null when the schedule names no end: the calendar entry gets none (never a guess). */
      end: Date | null;
    };

/** A schedule read, or why it could not be. */
export type ScheduleReading = { ok: true; times: EventTimes } | { ok: false; reason: string };

// The provider's schedule is free text ('7 May 2026, 6:00 PM'). Chrono's strict English
// parser with day-first numbers (Bangladesh writes 07/05/2026 for 7 May): formal dates only,
// no 'tomorrow' or 'next Friday', which would be read against the build's own clock.
const parser = new en.Chrono(en.configuration.createConfiguration(true, true));

// Words that may stand around the date without changing it. Anything else left over
// ('Postponed (was 7 May 2026)', '(Saturday)') makes the schedule unreadable.
const filler =
  /^(?:[\s,.;:()|–—-]|\b(?:at|on|from|starts?|starting|onwards?|hrs|hours|dhaka(?:\s+time)?|bst|bdt)\b)*$/i;
// BST here is Bangladesh Standard Time (chrono would read British Summer Time).
const clubZoneNames = /\b(?:bst|bdt)\b/i;

const isoDay = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

function dayOf(components: ParsedComponents): string | null {
  if (!['day', 'month', 'year'].every((part) => components.isCertain(part as 'day'))) return null;
  return isoDay(components.get('year')!, components.get('month')!, components.get('day')!);
}

function instantOf(components: ParsedComponents, inClubZone: boolean): Date {
  const [year, month, day] = ['year', 'month', 'day'].map((part) => components.get(part as 'day')!);
  const hour = components.get('hour') ?? 0;
  const minute = components.get('minute') ?? 0;
  const offset = components.get('timezoneOffset');
  if (inClubZone || !components.isCertain('timezoneOffset') || offset === null)
    return clubTimeToInstant(year!, month!, day!, hour, minute);
  return new Date(Date.UTC(year!, month! - 1, day!, hour, minute) - offset * 60_000);
}

/** The weekday the text names, when it names one that the date does not fall on. */
function wrongWeekday(components: ParsedComponents, day: string): boolean {
  if (!components.isCertain('weekday')) return false;
  return new Date(`${day}T00:00:00Z`).getUTCDay() !== components.get('weekday');
}

/**
 * Reads an event's schedule ('7 May 2026, 6:00 PM', 'Friday, 8 May 2026, 6 PM - 9 PM',
 * '7-9 May 2026', '07/05/2026 18:00', '2026-05-07') on the club's clock (Asia/Dhaka). Text
 * that is not one clear date — no year, two dates, a weekday the date does not fall on,
 * words around it that may change it — is not read: no calendar entry beats a wrong one.
 */
export function readSchedule(schedule: string | null | undefined): ScheduleReading {
  const text = (schedule ?? '').trim();
  if (!text) return { ok: false, reason: 'no schedule' };
  const found = parser.parse(text, new Date(Date.UTC(2000, 0, 1)));
  if (found.length === 0) return { ok: false, reason: 'no date in it' };
  if (found.length > 1) return { ok: false, reason: 'more than one date in it' };
  const [result] = found;
  const rest = text.slice(0, result!.index) + text.slice(result!.index + result!.text.length);
  if (!filler.test(rest)) return { ok: false, reason: `words around the date ("${rest.trim()}")` };
  const { start, end } = result!;
  const firstDay = dayOf(start);
  if (!firstDay) return { ok: false, reason: 'no full date (day, month and year)' };
  if (wrongWeekday(start, firstDay))
    return { ok: false, reason: 'the weekday does not match the date' };
  const lastDay = end ? dayOf(end) : firstDay;
  if (!lastDay || lastDay < firstDay) return { ok: false, reason: 'an unclear end' };
  if (!start.isCertain('hour')) {
    if (end?.isCertain('hour')) return { ok: false, reason: 'an end time without a start time' };
    return { ok: true, times: { allDay: true, firstDay, lastDay } };
  }
  const inClubZone = clubZoneNames.test(result!.text);
  const startsAt = instantOf(start, inClubZone);
  if (!end) return { ok: true, times: { allDay: false, start: startsAt, end: null } };
  const endsAt = instantOf(end, inClubZone);
  // '7 - 9 May 2026, 10 AM': one time for several days says when each day starts, not that
  // the event runs for 48 hours; the days are certain, the hours are not.
  const sameClock =
    start.get('hour') === end.get('hour') && start.get('minute') === end.get('minute');
  if (lastDay !== firstDay && sameClock)
    return { ok: true, times: { allDay: true, firstDay, lastDay } };
  if (endsAt <= startsAt) return { ok: false, reason: 'the end is not after the start' };
  return { ok: true, times: { allDay: false, start: startsAt, end: endsAt } };
}
