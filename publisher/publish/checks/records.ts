import type { SafetyStop } from '../../build/contract.ts';
import type { CheckResult } from '../types.ts';
import { MIN_PAGE_SHARE } from './page-count.ts';

const lostShare = ({ built, total }: SafetyStop) => (total ? (total - built) / total : null);

/**
 * Every record of every list was built, or at most the share the page count allows was lost
 * at the safety stop (BUILD_MAX_RECORDS): a list cut short by more is refused unless forced,
 * as a build with far fewer pages is. A stop whose total the provider did not say cannot be
 * measured: it is shown, and the page count against the live build still guards it.
 */
export function checkRecords(stops: readonly SafetyStop[], force: boolean): CheckResult {
  const name = 'Every record built';
  if (stops.length === 0)
    return { name, ok: true, detail: 'Every list was read to its last page.' };
  const said = stops.map((stop) => {
    const share = lostShare(stop);
    const of = stop.total === null ? `at least ${stop.built + 1}` : String(stop.total);
    const lost = share === null ? '' : ` (${Math.round(share * 1000) / 10} % not built)`;
    return `${stop.list}: ${stop.built} of ${of} records${lost}`;
  });
  const detail = `Safety stop (BUILD_MAX_RECORDS) reached: ${said.join('; ')}.`;
  const tooMany = stops.some((stop) => (lostShare(stop) ?? 0) > 1 - MIN_PAGE_SHARE);
  if (!tooMany) return { name, ok: true, detail };
  return force
    ? { name, ok: true, detail: `${detail} Accepted because the build was forced.` }
    : {
        name,
        ok: false,
        detail: `${detail} More than ${Math.round((1 - MIN_PAGE_SHARE) * 100)} % of a list would be missing; raise BUILD_MAX_RECORDS, or use Force to publish it anyway.`,
      };
}
