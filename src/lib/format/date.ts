import { CLUB_LOCALE, CLUB_TIME_ZONE } from '../constants/locale.ts';

const styles = {
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  short: { day: 'numeric', month: 'short', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof styles;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The shared formatter for `options` in the club's time zone, built on first use (building
 * one is slow, and lists format many dates; the first Intl object a page makes starts ICU,
 * tens of milliseconds on a cheap phone, which a page that shows no date should not pay). */
function formatter(
  options: Intl.DateTimeFormatOptions,
  locale: string = CLUB_LOCALE,
): Intl.DateTimeFormat {
  const key = locale + JSON.stringify(options);
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone: CLUB_TIME_ZONE });
    formatters.set(key, found);
  }
  return found;
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A date in en-BD: 'November 22, 2026' (long) or 'Nov 22, 2026' (short). ICU has no own
 * en-BD patterns, so Node and Chromium both fall back to 'en' and agree. Text that is not a
 * date is returned as it came; a missing value gives ''.
 */
export function formatDate(
  value: string | Date | null | undefined,
  style: DateStyle = 'long',
): string {
  const date = toDate(value);
  if (!date) return typeof value === 'string' ? value : '';
  return formatter(styles[style]).format(date);
}

/** Day, short month and year of a date, for the notice and circular lists; null if no date. */
export function dateParts(
  value: string | Date | null | undefined,
): { day: string; month: string; year: string } | null {
  const date = toDate(value);
  if (!date) return null;
  const parts = formatter(styles.short).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), year: part('year') };
}

/** A date for <time datetime> ('2026-11-22', the club's day, as formatDate writes it); ''
 * when the value is not a date. */
export function machineDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  // 'en-CA' writes year-month-day, the form <time datetime> wants.
  return date
    ? formatter({ year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA').format(date)
    : '';
}
