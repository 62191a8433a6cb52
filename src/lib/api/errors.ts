import { isTransientStatus } from './retry.ts';

/**
 * Why a call failed: the provider said no (`provider`), the session is gone (`session`), or
 * the client could not get a usable answer (`network`, `timeout`, `unreadable`, `shape`).
 */
export type ApiErrorKind = 'provider' | 'session' | 'network' | 'timeout' | 'unreadable' | 'shape';

export interface ApiErrorDetails {
  kind: ApiErrorKind;
  /** HTTP status of the response; null when none arrived. */
  httpStatus?: number | null;
  /** The numeric `status` of the envelope body, when it had one. */
  bodyStatus?: number | null;
  /** The wait the server asked for before another try (Retry-After), in ms. */
  retryAfterMs?: number | null;
  cause?: unknown;
}

/** A failed call; `message` is text for people (the provider's own, or a fallback). */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly httpStatus: number | null;
  readonly bodyStatus: number | null;
  readonly retryAfterMs: number | null;

  constructor(message: string, details: ApiErrorDetails) {
    super(message, { cause: details.cause });
    this.name = 'ApiError';
    this.kind = details.kind;
    this.httpStatus = details.httpStatus ?? null;
    this.bodyStatus = details.bodyStatus ?? null;
    this.retryAfterMs = details.retryAfterMs ?? null;
  }

  /** Worth another try: nothing or a server fault came back (never a 4xx or a refusal). */
  get transient(): boolean {
    if (this.kind === 'network' || this.kind === 'timeout') return true;
    return this.httpStatus !== null && isTransientStatus(this.httpStatus);
  }
}

/** The member's token was missing, unknown or expired (HTTP 401 or body `status: 401`). */
export class SessionExpiredError extends ApiError {
  constructor(message: string, details: Omit<ApiErrorDetails, 'kind'>) {
    super(message, { ...details, kind: 'session' });
    this.name = 'SessionExpiredError';
  }
}

/** True when the error came from the caller's own abort signal (e.g. an unmounted island). */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
