import { describe, expect, it } from 'vitest';
import {
  emptyOtpBoxes,
  eraseOtpBox,
  fillOtpBoxes,
  maskedOtpMessage,
  otpCode,
  typedOtpText,
} from '../../src/lib/members/otp.ts';

describe('maskedOtpMessage', () => {
  it.each([
    ['OTP sent to 01712345678', 'OTP sent to 0171****678'],
    [
      'Code sent to 01712345678. Valid for 01712345678 only',
      'Code sent to 0171****678. Valid for 0171****678 only',
    ],
    ['Sent to +8801712345678', 'Sent to +880171****678'],
    ['Account 1234 has no number', 'Account 1234 has no number'],
    ['', ''],
  ])('%j → %j', (message, expected) => {
    expect(maskedOtpMessage(message)).toBe(expected);
    expect(maskedOtpMessage(message)).not.toMatch(/\d{11}/);
  });
});

describe('fillOtpBoxes', () => {
  it.each([
    ['one character', ['', '', '', ''], 0, '7', ['7', '', '', ''], 1],
    ['into the last box', ['1', '2', '3', ''], 3, '4', ['1', '2', '3', '4'], 3],
    [
      'a paste of four fills all from the first',
      ['', '', '', ''],
      2,
      '1234',
      ['1', '2', '3', '4'],
      3,
    ],
    ['a longer paste keeps four', ['', '', '', ''], 1, '123456', ['1', '2', '3', '4'], 3],
    ['non-numeric text is allowed', ['', '', '', ''], 0, 'ab12', ['a', 'b', '1', '2'], 3],
    ['a short paste fills from the box', ['9', '', '', ''], 1, '12', ['9', '1', '2', ''], 3],
    ['a short paste stops at the end', ['', '', '', ''], 2, '123', ['', '', '1', '2'], 3],
    ['empty text clears the box', ['1', '2', '', ''], 1, '', ['1', '', '', ''], 1],
  ])('%s', (_, boxes, index, text, expected, focus) => {
    expect(fillOtpBoxes(boxes, index, text)).toEqual({ boxes: expected, focus });
  });

  it('does not change the boxes it was given', () => {
    const boxes = emptyOtpBoxes();
    fillOtpBoxes(boxes, 0, '1234');
    expect(boxes).toEqual(['', '', '', '']);
  });
});

describe('typedOtpText', () => {
  it.each([
    ['', '5', '5'],
    ['1', '15', '5'],
    ['1', '51', '5'],
    ['1', '11', '1'],
    ['1', '1234', '1234'],
    ['', '', ''],
  ])('%j then %j → %j', (previous, value, expected) => {
    expect(typedOtpText(previous, value)).toBe(expected);
  });
});

describe('eraseOtpBox', () => {
  it.each([
    ['a filled box is cleared', ['1', '2', '3', ''], 2, ['1', '2', '', ''], 2],
    ['an empty box goes back', ['1', '2', '', ''], 2, ['1', '', '', ''], 1],
    ['the first box stays', ['', '', '', ''], 0, ['', '', '', ''], 0],
  ])('%s', (_, boxes, index, expected, focus) => {
    expect(eraseOtpBox(boxes, index)).toEqual({ boxes: expected, focus });
  });
});

describe('otpCode', () => {
  it.each([
    [['1', '2', '3', '4'], '1234'],
    [['1', '2', '', '4'], null],
    [['1', '2', '3'], null],
  ])('%j → %j', (boxes, expected) => {
    expect(otpCode(boxes)).toBe(expected);
  });
});
