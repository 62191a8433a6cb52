import { describe, expect, it } from 'vitest';
import { dateParts, formatDate } from '../../src/lib/format/date.ts';
import { extractMobile, maskMobile } from '../../src/lib/format/mobile.ts';
import { formatTaka } from '../../src/lib/format/money.ts';

// ICU has no en-BD patterns of its own: Node 24 and Chromium both write 'November 22, 2026'.
describe('formatDate (en-BD, Dhaka time)', () => {
  it.each([
    ['2026-11-22T10:00:00.000Z', 'long', 'November 22, 2026'],
    ['2026-11-22', 'short', 'Nov 22, 2026'],
    // 20:00 UTC is already the next day in Dhaka (UTC+6).
    ['2026-11-21T20:00:00.000Z', 'long', 'November 22, 2026'],
    ['not a date', 'long', 'not a date'],
    ['', 'long', ''],
    [null, 'long', ''],
  ] as const)('%j (%s) → %j', (value, style, expected) => {
    expect(formatDate(value, style)).toBe(expected);
  });
});

describe('dateParts', () => {
  it.each([
    ['2026-03-05T08:00:00Z', { day: '5', month: 'Mar', year: '2026' }],
    ['2025-12-31T19:00:00Z', { day: '1', month: 'Jan', year: '2026' }],
    ['garbage', null],
    [undefined, null],
  ])('%j → %j', (value, expected) => {
    expect(dateParts(value)).toEqual(expected);
  });
});

describe('formatTaka', () => {
  it.each([
    [1234, '৳ 1,234'],
    [1234567, '৳ 1,234,567'],
    [1500.5, '৳ 1,500.5'],
    ['2,000', '৳ 2,000'],
    [0, '৳ 0'],
    [Number.NaN, '৳ 0'],
    [null, '৳ 0'],
  ])('%j → %j', (amount, expected) => {
    expect(formatTaka(amount)).toBe(expected);
  });
});

describe('maskMobile', () => {
  it.each([
    ['01712345678', '0171****678'],
    ['01912000111', '0191****111'],
    ['1234567', '1234567'],
    ['', ''],
  ])('%j → %j', (mobile, expected) => {
    expect(maskMobile(mobile)).toBe(expected);
  });
});

describe('extractMobile', () => {
  it.each([
    ['OTP sent to 01712345678', '01712345678'],
    ['Your code was sent to 01712345678.', '01712345678'],
    ['Sent to +8801712345678', '01712345678'],
    ['Account 1234 has no number', null],
    ['', null],
  ])('%j → %j', (message, expected) => {
    expect(extractMobile(message)).toBe(expected);
  });
});
