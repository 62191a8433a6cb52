import { messages } from '../../constants/messages.ts';
import type { CallOptions } from '../client.ts';
import type { CheckedEnvelope } from '../envelope.ts';
import { ApiError } from '../errors.ts';

/** Per-call options a page may pass: its abort signal (an island that unmounts). */
export type CallSignal = Pick<CallOptions, 'signal'>;

/** A billing call's options: the member's, and never served from cache (money changes). */
export const billingCall = { auth: true, cache: false } as const;

/** The envelope of a call whose success is all that is read; its refusal as an ApiError. */
export function expectSuccess<T>(envelope: CheckedEnvelope<T>): CheckedEnvelope<T> {
  if (!envelope.error) return envelope;
  throw new ApiError(envelope.message || messages.serverFailed, {
    kind: 'provider',
    bodyStatus: typeof envelope.status === 'number' ? envelope.status : null,
  });
}
