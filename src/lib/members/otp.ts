import { OTP_LENGTH } from '../constants/members-area.ts';
import { extractMobile, maskMobile } from '../format/mobile.ts';

/**
 * The provider's one-time-code message with the mobile number in it masked (first 4 and last
 * 3 digits shown). Only this masked text is ever stored or shown.
 */
export function maskedOtpMessage(message: string): string {
  const mobile = extractMobile(message);
  return mobile ? message.split(mobile).join(maskMobile(mobile)) : message;
}

/** The four empty code boxes. */
export const emptyOtpBoxes = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

/** Boxes after a change, and the box to focus next. */
export interface OtpBoxesChange {
  boxes: string[];
  focus: number;
}

/**
 * Text typed or pasted into box `index`: one character per box from there on (any
 * character: the spec allows non-numeric text). A paste as long as the code fills every box
 * from the first. Empty text clears the box. Focus moves to the box after the last filled.
 */
export function fillOtpBoxes(
  boxes: readonly string[],
  index: number,
  text: string,
): OtpBoxesChange {
  const next = [...boxes];
  const characters = Array.from(text);
  if (characters.length === 0) {
    next[index] = '';
    return { boxes: next, focus: index };
  }
  const start = characters.length >= OTP_LENGTH ? 0 : index;
  const fitting = characters.slice(0, OTP_LENGTH - start);
  fitting.forEach((character, offset) => {
    next[start + offset] = character;
  });
  return { boxes: next, focus: Math.min(start + fitting.length, OTP_LENGTH - 1) };
}

/**
 * What was typed into a box that already held `previous`: the browser gives both characters
 * (old and new, in caret order); the new one is kept. Longer text (autofill) is kept whole.
 */
export function typedOtpText(previous: string, value: string): string {
  if (!previous || Array.from(value).length !== 2) return value;
  if (value.startsWith(previous)) return value.slice(previous.length);
  if (value.endsWith(previous)) return value.slice(0, value.length - previous.length);
  return value;
}

/** Backspace in box `index`: clears it, or when already empty goes back and clears that one. */
export function eraseOtpBox(boxes: readonly string[], index: number): OtpBoxesChange {
  const next = [...boxes];
  const target = next[index] || index === 0 ? index : index - 1;
  next[target] = '';
  return { boxes: next, focus: target };
}

/** The code the boxes spell, or null while a box is empty. */
export function otpCode(boxes: readonly string[]): string | null {
  return boxes.length === OTP_LENGTH && boxes.every(Boolean) ? boxes.join('') : null;
}
