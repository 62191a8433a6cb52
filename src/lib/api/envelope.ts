import * as v from 'valibot';
import { preprocess } from '../schemas/fields.ts';

// The ordering service may leave out `error` and answer `status: true|false` instead.
const withErrorFlag = (body: unknown) =>
  body && typeof body === 'object' && !('error' in body) && 'status' in body
    ? { ...body, error: body.status === false }
    : body;

/**
 * The response envelope (api-contract.md, "Envelope"). `status` is numeric where the member
 * API uses it (401, 403) and boolean on the ordering service.
 */
export const envelopeSchema = preprocess(
  withErrorFlag,
  v.object({
    error: v.boolean(),
    message: v.fallback(v.string(), ''),
    status: v.fallback(v.nullable(v.union([v.number(), v.boolean()])), null),
    data: v.optional(v.unknown()),
  }),
);

export type Envelope = v.InferOutput<typeof envelopeSchema>;

/** An envelope whose `data` went through a call's schema (null when it carried an error). */
export interface CheckedEnvelope<T> {
  error: boolean;
  message: string;
  status: number | boolean | null;
  data: T | null;
}

/** The envelope's numeric `status`, or null. */
export const bodyStatusOf = (envelope: Envelope | undefined): number | null =>
  typeof envelope?.status === 'number' ? envelope.status : null;
