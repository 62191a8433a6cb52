import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/api/errors.ts';
import { failureText, providerTextOr } from '../../src/lib/api/failure.ts';
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
