import { machineDate } from '../format/date.ts';

/** Today in the club's time zone as YYYY-MM-DD (the date picker's minimum). */
export function clubToday(now: Date = new Date()): string {
  return machineDate(now);
}

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The English weekday of a YYYY-MM-DD date ('Friday'); '' when it is no date. */
export function weekdayOf(value: string): string {
  if (!isIsoDate(value)) return '';
  return new Date(`${value}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    timeZone: 'UTC',
  });
}
