import { describe, expect, it } from 'vitest';
import {
  calibratedCpuSlowdown,
  machinePace,
  PHONE_BENCHMARK_INDEX,
  PRESET_CPU_SLOWDOWN,
  PUBLISH_STRETCH_BOUNDS,
  publishBudgetStretch,
  SLOWDOWN_BOUNDS,
} from '../../bench/calibration.ts';

// The bench simulates the same phone on any machine: the CPU slowdown of each Lighthouse run
// comes from the benchmark index measured in it (issue 27.3).

describe('calibratedCpuSlowdown', () => {
  it.each([
    ['the machine the budgets were set on', 2880, 4],
    ['a machine twice as slow (or busy)', 1440, 2],
    ['a machine twice as fast', 5760, 8],
    ['a machine as slow as the phone', PHONE_BENCHMARK_INDEX, 1],
  ])('%s (index %d) → %d×', (_, index, slowdown) =>
    expect(calibratedCpuSlowdown(index)).toBeCloseTo(slowdown, 5),
  );

  it('simulates the same phone whatever the machine', () => {
    for (const index of [1000, 2880, 4000])
      expect(index / calibratedCpuSlowdown(index)).toBeCloseTo(PHONE_BENCHMARK_INDEX, 5);
  });

  it.each([
    ['slower than the phone: not sped up', 300, SLOWDOWN_BOUNDS.min],
    ['an index far off: no phone of another kind', 100_000, SLOWDOWN_BOUNDS.max],
    ['no index measured: the preset', undefined, PRESET_CPU_SLOWDOWN],
    ['an index that is no number: the preset', Number.NaN, PRESET_CPU_SLOWDOWN],
    ['a zero index: the preset', 0, PRESET_CPU_SLOWDOWN],
  ])('%s', (_, index, slowdown) => expect(calibratedCpuSlowdown(index)).toBe(slowdown));
});

// The publisher's budgets in seconds are those of the machine they were set on, stretched by
// the pace of the machine that runs the bench (issue 27.3).

describe('publishBudgetStretch', () => {
  const budgetPace = 2500;
  it.each([
    ['the machine the budgets were set on', 2500, 1],
    ['a machine of half the pace (or two cores shared with a busy process)', 1250, 2],
    ['a machine twice as fast', 5000, 0.5],
  ])('%s (pace %d) → ×%d', (_, pace, stretch) =>
    expect(publishBudgetStretch(pace, budgetPace)).toBeCloseTo(stretch, 5),
  );

  it.each([
    ['a pace far too low (a measure cut short): bounded', 10, PUBLISH_STRETCH_BOUNDS.max],
    ['a pace far too high: bounded', 1_000_000, PUBLISH_STRETCH_BOUNDS.min],
    ['no pace measured: the seconds as set', undefined, 1],
    ['a pace that is no number: the seconds as set', Number.NaN, 1],
    ['a zero pace: the seconds as set', 0, 1],
  ])('%s', (_, pace, stretch) => expect(publishBudgetStretch(pace, budgetPace)).toBe(stretch));
});

describe('machinePace', () => {
  it("measures Lighthouse's benchmark index in threads and requests answered on loopback", async () => {
    const pace = await machinePace(2);
    for (const figure of [pace.cpu, pace.exchange]) {
      expect(Number.isFinite(figure)).toBe(true);
      expect(figure).toBeGreaterThan(0);
    }
  });
});
