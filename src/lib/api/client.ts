import * as v from 'valibot';
import { messages } from '../constants/messages.ts';
import { REQUEST_TIMEOUT_MS, SERVER_WAIT_NOTICE_MS } from '../constants/timing.ts';
import { untilAborted, wait } from './abort.ts';
import { createResponseCache } from './cache.ts';
import { bodyStatusOf, type CheckedEnvelope } from './envelope.ts';
import { ApiError, SessionExpiredError } from './errors.ts';
import { backoffDelays, isTransientStatus, nextRetryDelay, retryDelay } from './retry.ts';
import { exchange, type Answer, type Method } from './transport.ts';
import { callUrl, type Query } from './url.ts';

export interface ApiClientOptions {
  /** Base URL every call path is appended to after one '/'. */
  baseUrl: string;
  /** The member's token, read at call time (calls with `auth: true` send it when present). */
  getToken?: () => string | null | undefined;
  fetch?: typeof globalThis.fetch;
  /** Per attempt; default 15 s. */
  timeoutMs?: number;
  /** Back-off before each GET retry; default 1 s, 2 s, 4 s, each waited with jitter (half to
   * all of it) and never shorter than the server's Retry-After, capped at 30 s. */
  retryDelays?: readonly number[];
  /** Called once per call that met 401 while sending a token. */
  onSessionExpired?: (error: SessionExpiredError) => void;
  /**
   * Told how many GETs are waiting on a server that is not answering: unanswered after
   * `waitNoticeMs`, or failed and about to be tried again. Back to 0 when each has its answer
   * or has given up, so a page can say it keeps trying.
   */
  onWaitingChange?: (waiting: number) => void;
  /** How long a GET may go unanswered before it counts as waiting; default 3 s. */
  waitNoticeMs?: number;
  /** Keep GET answers this long in memory (islands: 5 minutes); off when absent or 0. */
  cacheTtlMs?: number;
  /** Also keep them in sessionStorage for the same time (the member islands). */
  keepAnswers?: boolean;
  now?: () => number;
}

export interface CallOptions {
  query?: Query;
  /** Send `Authorization: Bearer <token>` when the client has a token. */
  auth?: boolean;
  signal?: AbortSignal;
  /** GET only: set false to skip the client's cache for this call. */
  cache?: boolean;
  /** This call's fetch (a data page's first call takes its head script's answer:
   * src/lib/api/head-call.ts), unless the client was given one of its own (tests, the build). */
  fetch?: typeof globalThis.fetch;
}

type Schema = v.GenericSchema;

/** The one HTTP client of the site: envelope unwrapping, errors, retries, cache. */
export function createApiClient(options: ApiClientOptions) {
  const fetchImpl: typeof globalThis.fetch =
    options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const delays = (options.retryDelays ?? backoffDelays()).map(retryDelay);
  const cache = options.cacheTtlMs
    ? createResponseCache(options.cacheTtlMs, options.now, options.keepAnswers)
    : null;
  let waiting = 0;
  const countWaiting = (change: number) => options.onWaitingChange?.((waiting += change));

  async function send(method: Method, path: string, body: unknown, call: CallOptions) {
    const token = call.auth ? options.getToken?.() || null : null;
    const request = { method, url: urlFor(path, call.query), body, token, signal: call.signal };
    // Only GETs are idempotent; a retried POST could book or order twice.
    const retries = method === 'GET' ? delays : [];
    // A GET that keeps the member waiting is counted once, until it is settled either way.
    let counted = false;
    const startWaiting = () => counted || countWaiting(+(counted = true));
    const slow =
      retries.length && setTimeout(startWaiting, options.waitNoticeMs ?? SERVER_WAIT_NOTICE_MS);
    try {
      for (let attempt = 0; ; attempt++) {
        const delay = retries[attempt];
        call.signal?.throwIfAborted();
        let serverAsked: number | null;
        try {
          const answer = await exchange({
            ...request,
            timeoutMs,
            fetch: options.fetch ?? call.fetch ?? fetchImpl,
          });
          if (delay === undefined || !isTransientStatus(answer.httpStatus)) return answer;
          serverAsked = answer.retryAfterMs;
        } catch (error) {
          if (error instanceof SessionExpiredError) options.onSessionExpired?.(error);
          if (delay === undefined || !(error instanceof ApiError) || !error.transient) throw error;
          serverAsked = error.retryAfterMs;
        }
        startWaiting();
        await wait(nextRetryDelay(delay, serverAsked), call.signal);
      }
    } finally {
      clearTimeout(slow);
      if (counted) countWaiting(-1);
    }
  }

  async function dataOf(method: Method, path: string, body: unknown, call: CallOptions) {
    return refusalOrData(await send(method, path, body, call));
  }

  function cachedData(path: string, call: CallOptions): Promise<unknown> {
    if (!cache || call.cache === false) return dataOf('GET', path, undefined, call);
    const token = call.auth ? options.getToken?.() || '' : '';
    const key = `${urlFor(path, call.query)}\n${token}`;
    const shared = cache.remember(key, () =>
      dataOf('GET', path, undefined, { ...call, signal: undefined }),
    );
    return untilAborted(shared, call.signal);
  }

  async function envelopeOf<S extends Schema>(
    answer: Promise<Answer>,
    schema: S,
  ): Promise<CheckedEnvelope<v.InferOutput<S>>> {
    const { ok, envelope } = await answer;
    const error = envelope.error || !ok;
    const data = error ? null : checked(schema, envelope.data);
    return { error, message: envelope.message, status: envelope.status, data };
  }

  function urlFor(path: string, query?: Query): string {
    return callUrl(options.baseUrl, path, query);
  }

  return {
    baseUrl: options.baseUrl,
    urlFor,
    /** GET `path`; resolves to `data` checked by `schema`. Retried on passing faults. */
    get: async <S extends Schema>(path: string, schema: S, call: CallOptions = {}) =>
      checked(schema, await cachedData(path, call)),
    /** POST a JSON body; resolves to `data` checked by `schema`. Never retried. */
    post: async <S extends Schema>(
      path: string,
      body: unknown,
      schema: S,
      call: CallOptions = {},
    ) => checked(schema, await dataOf('POST', path, body, call)),
    /** PUT a JSON body; resolves to `data` checked by `schema`. Never retried. */
    put: async <S extends Schema>(path: string, body: unknown, schema: S, call: CallOptions = {}) =>
      checked(schema, await dataOf('PUT', path, body, call)),
    /** GET the whole envelope (an error flag is returned, not thrown); not cached. */
    getEnvelope: <S extends Schema>(path: string, schema: S, call: CallOptions = {}) =>
      envelopeOf(send('GET', path, undefined, call), schema),
    /** POST and return the whole envelope (an error flag is returned, not thrown). */
    postEnvelope: <S extends Schema>(
      path: string,
      body: unknown,
      schema: S,
      call: CallOptions = {},
    ) => envelopeOf(send('POST', path, body, call), schema),
    /** Forget every cached answer, kept ones too (after sign-out). */
    clearCache: () => cache?.clear(),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** `data` of a successful answer; the provider's refusal as an ApiError otherwise. */
function refusalOrData({ ok, httpStatus, envelope }: Answer): unknown {
  if (!envelope.error && ok) return envelope.data;
  throw new ApiError(envelope.message || messages.serverFailed, {
    kind: 'provider',
    httpStatus,
    bodyStatus: bodyStatusOf(envelope),
  });
}

/** `data` checked by `schema`; a mismatch is an ApiError, never a crash further on. */
function checked<S extends Schema>(schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  throw new ApiError(messages.unexpectedShape, { kind: 'shape', cause: result.issues });
}
