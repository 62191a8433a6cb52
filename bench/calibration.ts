import { throttling } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Page } from 'puppeteer-core';

// The phone the bench measures on stays the same phone on any machine (issue 27.3).
//
// Lighthouse's simulated throttling multiplies the CPU time it observed by a fixed factor
// (the mobile preset's 4×): a machine twice as slow, or busy with other work, observes twice
// the time and so simulates a phone twice as slow. Lighthouse's own advice is to calibrate that
// factor from the machine's speed, its benchmark index, measured at every run (docs/throttling.md
// in the Lighthouse repository, "Calibrating the CPU slowdown"). The bench does so at every
// run: the factor is the run's benchmark index over the index of the phone the budgets were
// set on, so the simulated phone is the same on a fast machine, a slow one and a busy one. The
// navigations' real slowdown (through the DevTools protocol) is calibrated the same way.

/** The mobile preset's CPU slowdown (4×), used when a run measured no benchmark index. */
export const PRESET_CPU_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;

/** Lighthouse's benchmark index of the machine the budgets were set on (2 cores, quiet). */
const BUDGET_MACHINE_INDEX = 2880;

/** Lighthouse's benchmark index of the phone the bench simulates: that machine under the
 * mobile preset's slowdown (720). */
export const PHONE_BENCHMARK_INDEX = BUDGET_MACHINE_INDEX / PRESET_CPU_SLOWDOWN;

/** The calibrated slowdown's bounds: a machine slower than the phone is not sped up, and an
 * index far off (a benchmark cut short) does not make a phone of another kind. */
export const SLOWDOWN_BOUNDS = { min: 1, max: 20 } as const;

/** The CPU slowdown that makes a machine of `benchmarkIndex` the bench's phone. */
export function calibratedCpuSlowdown(benchmarkIndex: number | undefined): number {
  if (benchmarkIndex === undefined || !Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    return PRESET_CPU_SLOWDOWN;
  const factor = benchmarkIndex / PHONE_BENCHMARK_INDEX;
  return Math.min(SLOWDOWN_BOUNDS.max, Math.max(SLOWDOWN_BOUNDS.min, factor));
}

/** The real CPU slowdown (DevTools protocol) that makes this tab the bench's phone: the
 * machine's index measured in the tab, as Lighthouse measures it, slowed as asked first. */
export async function phoneSlowdownInTab(page: Page, machineSlowdown: number): Promise<number> {
  await page.emulateCPUThrottling(machineSlowdown);
  const index = await page.evaluate(pageFunctions.computeBenchmarkIndex);
  return machineSlowdown * calibratedCpuSlowdown(index);
}

/** `--cpu-slowdown=<n>` (or `--cpu-slowdown <n>`): how many times slower the bench makes its
 * Chromium for real (a slowed machine, to check that the verdicts travel; 1 without it, 1 to
 * 8). */
export function cpuSlowdownFrom(argv: readonly string[]): number {
  const at = argv.findIndex((arg) => arg === '--cpu-slowdown' || arg.startsWith('--cpu-slowdown='));
  if (at < 0) return 1;
  const text = argv[at]!.includes('=') ? argv[at]!.split('=')[1] : argv[at + 1];
  const factor = Number(text);
  if (!text || !Number.isFinite(factor) || factor < 1 || factor > 8)
    throw new Error(
      `--cpu-slowdown takes a number from 1 to 8 (got ${JSON.stringify(text ?? '')}).`,
    );
  return factor;
}
