/**
 * One error for every failed call, so callers show the right message:
 * - network: the request never got an answer (offline, DNS, connection reset)
 * - timeout: no answer within the client's time limit
 * - http: the server answered with a non-2xx status (400 bad input, 401 no session, 5xx)
 * - business: HTTP 200 but `success: false` (wrong password, throttled SMS, ...)
 * `message` is the server's message when it sent one, so it can be shown to the player as is.
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'business';

export interface ApiErrorDetails {
  status?: number;
  code?: string | null;
  /** The envelope's value: a failed login carries `{ captcha: true }` here. */
  value?: unknown;
  /** Seconds to wait before trying again, from a Retry-After header. */
  retryAfter?: number;
  /** True when `message` came from the server rather than a generic fallback. */
  fromServer?: boolean;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly code?: string | null;
  readonly value?: unknown;
  readonly retryAfter?: number;
  readonly fromServer: boolean;

  constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.status = details.status;
    this.code = details.code;
    this.value = details.value;
    this.retryAfter = details.retryAfter;
    this.fromServer = details.fromServer ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
