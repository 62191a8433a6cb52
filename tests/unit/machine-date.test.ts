import { describe, expect, it } from 'vitest';
import { formatDate, machineDate } from '../../src/lib/format/date.ts';

describe('machineDate', () => {
  it.each([
    ['2026-11-22', '2026-11-22'],
    ['2026-11-22T10:00:00Z', '2026-11-22'],
    // 20:00 UTC is already the next day in Dhaka (UTC+6), as formatDate writes it.
    ['2026-11-21T20:00:00Z', '2026-11-22'],
    ['not a date', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (value, expected) => {
    expect(machineDate(value)).toBe(expected);
  });

  it('names the same day as formatDate', () => {
    expect(formatDate('2026-11-21T20:00:00Z')).toBe('November 22, 2026');
  });
});
