import { messages } from '../constants/messages.ts';
import { ApiError, isAbortError } from './errors.ts';

/**
 * Text for people about a failed call: an ApiError's own message (the provider's refusal or
 * the client's fallback for no answer, a timeout or an unreadable one); `fallback` otherwise.
 * An abort (the page moved on) is no failure and gives ''.
 */
export function failureText(error: unknown, fallback: string = messages.serverFailed): string {
  if (isAbortError(error)) return '';
  return error instanceof ApiError ? error.message : fallback;
}

/**
 * The provider's own refusal text; `fallback` for every failure the provider did not word
 * (no answer, timeout, unreadable answer), as the one-time code and balance screens want.
 */
export function providerTextOr(error: unknown, fallback: string): string {
  if (isAbortError(error)) return '';
  return error instanceof ApiError && error.kind === 'provider' && error.message
    ? error.message
    : fallback;
}
