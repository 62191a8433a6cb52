import * as v from 'valibot';
import { messages } from '../constants/messages.ts';
import { bodyStatusOf, envelopeSchema, type Envelope } from './envelope.ts';
import { ApiError, SessionExpiredError, type ApiErrorDetails } from './errors.ts';
import { retryAfterMs } from './retry.ts';

export type Method = 'GET' | 'POST' | 'PUT';

export interface Exchange {
  method: Method;
  url: string;
  body?: unknown;
  /** The bearer token to send, if any. */
  token?: string | null;
  /** The caller's signal; its abort is passed on unchanged, never turned into an ApiError. */
  signal?: AbortSignal;
  timeoutMs: number;
  fetch: typeof globalThis.fetch;
}

/** The answer of one attempt: its HTTP status and a well-formed envelope. */
export interface Answer {
  httpStatus: number;
  ok: boolean;
  envelope: Envelope;
  /** The wait the server asked for before another try (Retry-After), in ms. */
  retryAfterMs: number | null;
}

/** No answer came ('network'), or none in time ('timeout'): the member is told which. */
const noAnswer = (kind: 'network' | 'timeout', details: Omit<ApiErrorDetails, 'kind'>) =>
  new ApiError(kind === 'timeout' ? messages.serverTooSlow : messages.serverUnreachable, {
    kind,
    ...details,
  });

/** One request and its envelope. Throws ApiError when no readable envelope came back. */
export async function exchange(call: Exchange): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  const timeout = AbortSignal.timeout(call.timeoutMs);
  const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;

  let response: Response;
  let text: string;
  try {
    // Called unbound: a browser's fetch refuses any `this` but the window (or none).
    const send = call.fetch;
    response = await send(call.url, {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal,
    });
    text = await response.text();
  } catch (cause) {
    if (call.signal?.aborted) throw call.signal.reason;
    throw noAnswer(timeout.aborted ? 'timeout' : 'network', { cause });
  }

  const parsed = v.safeParse(envelopeSchema, parseJson(text));
  const envelope = parsed.success ? parsed.output : undefined;
  const bodyStatus = bodyStatusOf(envelope);
  const httpStatus = response.status;
  const retryAfter = retryAfterMs(response.headers.get('retry-after'));
  // A 401 only means an expired session when a token was sent; otherwise it is a plain refusal.
  if (call.token && (httpStatus === 401 || bodyStatus === 401)) {
    throw new SessionExpiredError(messages.sessionExpired, {
      httpStatus,
      bodyStatus,
    });
  }
  if (!envelope) {
    // A gateway in front of the provider (the site's own forwarding of the APIs, a CDN, the
    // provider's proxy) answering 502 or 504 without an envelope says the provider gave no
    // answer, or none in time (RFC 9110 §15.6.3, §15.6.5): told as such, not as unreadable.
    if (httpStatus === 502 || httpStatus === 504)
      throw noAnswer(httpStatus === 504 ? 'timeout' : 'network', { httpStatus });
    throw new ApiError(messages.serverUnreadable, {
      kind: 'unreadable',
      httpStatus,
      retryAfterMs: retryAfter,
    });
  }
  return { httpStatus, ok: response.ok, envelope, retryAfterMs: retryAfter };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
