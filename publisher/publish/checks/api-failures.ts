import type { FetchRecord } from '../../build/contract.ts';
import type { CheckResult } from '../types.ts';

/**
 * Calls whose last answer was a failure: a retry that succeeded does not count, a call that
 * failed every time does.
 */
export function failedCalls(fetches: readonly FetchRecord[]): FetchRecord[] {
  const last = new Map<string, FetchRecord>();
  for (const call of fetches) last.set(`${call.method} ${call.url}`, call);
  return [...last.values()].filter((call) => call.failure);
}

/**
 * Every piece of content loaded: a page whose data failed to load is built with the
 * error's message in place of the content, which must not replace a good live page.
 */
export function checkApiFailures(
  failures: readonly string[],
  fetches: readonly FetchRecord[],
): CheckResult {
  const name = 'API answers';
  const calls = failedCalls(fetches).map((call) => `${call.failure} (${call.method} ${call.url})`);
  const reasons = [...failures, ...calls];
  if (reasons.length === 0)
    return {
      name,
      ok: true,
      detail: `All ${new Set(fetches.map((f) => f.url)).size} API calls answered.`,
    };
  return {
    name,
    ok: false,
    detail: `The member API failed during the build: ${reasons.slice(0, 5).join('; ')}${reasons.length > 5 ? '; …' : ''}`,
  };
}
