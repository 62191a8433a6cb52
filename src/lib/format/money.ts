import { CLUB_LOCALE, TAKA_SIGN } from '../constants/locale.ts';

const taka = new Intl.NumberFormat(CLUB_LOCALE, { maximumFractionDigits: 2 });

/** An amount in BDT: '৳ 1,234' (up to two decimals; not a number counts as 0). */
export function formatTaka(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount.replace(/,/g, '')) : Number(amount ?? 0);
  return `${TAKA_SIGN} ${taka.format(Number.isFinite(value) ? value : 0)}`;
}
