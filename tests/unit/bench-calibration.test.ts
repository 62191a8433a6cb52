import { describe, expect, it } from 'vitest';
import {
  calibratedCpuSlowdown,
  PHONE_BENCHMARK_INDEX,
  PRESET_CPU_SLOWDOWN,
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
