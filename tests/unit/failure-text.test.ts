import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/api/errors.ts';
import { failureText, providerTextOr } from '../../src/lib/api/failure.ts';
import { refusedField } from '../../src/lib/text/refusal.ts';
import { messages } from '../../src/lib/constants/messages.ts';

const refusal = new ApiError('Invalid password', { kind: 'provider', httpStatus: 400 });
const offline = new ApiError(messages.serverUnreachable, { kind: 'network' });
const aborted = new DOMException('The user aborted a request.', 'AbortError');

describe('failureText', () => {
  it.each([
    ['a refusal: its message', refusal, 'Invalid password'],
    ['no answer: the client fallback', offline, messages.serverUnreachable],
    ['anything else: the given fallback', new TypeError('boom'), messages.serverFailed],
    ['an abort: nothing', aborted, ''],
  ])('%s', (_, error, expected) => {
    expect(failureText(error)).toBe(expected);
  });
});

describe('providerTextOr', () => {
  it.each([
    ['a refusal: its message', refusal, 'Invalid password'],
    ['no answer: the fallback', offline, messages.otpFailed],
    [
      'a refusal without words: the fallback',
      new ApiError('', { kind: 'provider' }),
      messages.otpFailed,
    ],
    ['an abort: nothing', aborted, ''],
  ])('%s', (_, error, expected) => {
    expect(providerTextOr(error, messages.otpFailed)).toBe(expected);
  });
});

describe('refusedField', () => {
  const fields = ['fullName', 'email', 'phone', 'message'] as const;
  it.each([
    ['email: email must be a valid email address', 'email'],
    ['fullName is required', 'fullName'],
    ['  phone: Please enter a phone number of 6 to 20 digits.', 'phone'],
    ['message: Too big: expected string to have <=2000 characters', 'message'],
    ['Message could not be delivered.', null],
    ['Too many messages were sent from your connection.', null],
    ['emails are off today', null],
  ])('%j → %j', (message, field) => {
    expect(refusedField(message, fields)).toBe(field);
  });
});
