import { CLUB_TIME_ZONE } from '../constants/locale.ts';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: CLUB_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/** The club's UTC offset at `instant`, in minutes (Asia/Dhaka: +360 today, +420 in 2009). */
function clubOffsetMinutes(instant: number): number {
  const values = Object.fromEntries(
    parts.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(values.year!, values.month! - 1, values.day!, values.hour!, values.minute!);
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** A wall-clock time on the club's clock (Asia/Dhaka) as an instant. */
export function clubTimeToInstant(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offset of the instant found decides (a zone whose offset changed is read twice).
  const guess = wall - clubOffsetMinutes(wall) * 60_000;
  return new Date(wall - clubOffsetMinutes(guess) * 60_000);
}

/** An instant as ISO 8601 on the club's clock, with its offset ('2026-05-07T18:00:00+06:00'). */
export function clubIsoDateTime(instant: Date): string {
  const offset = clubOffsetMinutes(instant.getTime());
  const wall = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${wall}${sign}${hours}:${minutes}`;
}
