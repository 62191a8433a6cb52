import { CLUB_LOCALE, TAKA_SIGN } from '../constants/locale.ts';

// Built on first use: the first Intl object a page makes starts ICU (tens of milliseconds on
// a cheap phone), which a page that shows no amount should not pay while it loads.
let taka: Intl.NumberFormat | undefined;

/** An amount in BDT: '৳ 1,234' (up to two decimals; not a number counts as 0). */
export function formatTaka(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount.replace(/,/g, '')) : Number(amount ?? 0);
  taka ??= new Intl.NumberFormat(CLUB_LOCALE, { maximumFractionDigits: 2 });
  return `${TAKA_SIGN} ${taka.format(Number.isFinite(value) ? value : 0)}`;
}
