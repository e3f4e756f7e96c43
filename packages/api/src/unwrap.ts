import type { components } from './generated/schema';
import type { Envelope } from './types';
import { ApiError, type ApiErrorKind } from './errors';

type Schemas = components['schemas'];

/**
 * The player's message for a failure the server did not describe itself (no `message` in its answer): a translated
 * text for the kind of failure. `undefined` keeps the client's English fallback.
 */
export type DescribeFailure = (kind: ApiErrorKind, status?: number) => string | undefined;

/** What an openapi-fetch call resolves to. */
interface CallResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** The type of `value` in the success envelope a call answers (`Envelope & { value: T }` in the generated paths). */
type EnvelopeValue<Data> = Data extends { value?: infer Value } ? Value : never;

/**
 * The values only a business failure carries. The contract describes a call's success and failure in one 200 envelope
 * (`value?: LoginSession | LoginFailure | null`); unwrap throws a failure as an ApiError, so it never returns these.
 */
type FailureValue =
  | Schemas['RetryAfter']
  | Schemas['AccountFieldError']
  | Schemas['LoginFailure']
  | Schemas['ContractConflicts']
  | Schemas['AmountLimit']
  | Schemas['LoginVerificationRequired']
  | Schemas['AttemptsLeft'];

/** What a call resolves to once unwrapped: the `value` of its 2xx envelope, inferred from the generated paths. */
export type UnwrappedValue<Result extends CallResult> = Exclude<
  EnvelopeValue<NonNullable<Result['data']>>,
  FailureValue
>;

/** The English fallbacks, used when `describeFailure` has nothing better. */
export const FALLBACK_MESSAGES = {
  network: 'Network link is abnormal, please try again',
  timeout: 'The request took too long, please try again',
  unknown: 'An unknown error occurred',
} as const;

function retryAfterSeconds(response: Response): number | undefined {
  const header = response.headers.get('Retry-After');
  const seconds = header === null ? NaN : Number(header);
  return Number.isFinite(seconds) ? seconds : undefined;
}

/**
 * The one place that turns a call's answer into its value or an ApiError. A failure without a server message gets
 * the player's message from `describe`, so every error of every call already carries the text to show.
 */
export function createUnwrap(describe: DescribeFailure = () => undefined) {
  async function unwrap<Result extends CallResult>(call: Promise<Result>): Promise<UnwrappedValue<Result>> {
    let result: Result;
    try {
      result = await call;
    } catch (error) {
      // A 2xx answer that is not JSON (a proxy's HTML page, say) is an unknown server error.
      if (error instanceof SyntaxError) {
        throw new ApiError('http', describe('http') ?? FALLBACK_MESSAGES.unknown, { cause: error });
      }
      throw error;
    }
    const { response } = result;
    const body = (result.data ?? result.error) as Partial<Envelope> | string | undefined;
    const envelope = typeof body === 'object' && body !== null ? body : undefined;
    const details = {
      status: response.status,
      code: envelope?.code ?? null,
      value: envelope?.value,
      retryAfter: retryAfterSeconds(response),
      fromServer: Boolean(envelope?.message),
    };
    if (!response.ok) {
      throw new ApiError(
        'http',
        envelope?.message || describe('http', response.status) || `The server answered ${response.status}`,
        details,
      );
    }
    if (typeof envelope?.success !== 'boolean') {
      throw new ApiError('http', describe('http', response.status) ?? FALLBACK_MESSAGES.unknown, details);
    }
    if (!envelope.success) {
      throw new ApiError(
        'business',
        envelope.message || describe('business', response.status) || FALLBACK_MESSAGES.unknown,
        details,
      );
    }
    return envelope.value as UnwrappedValue<Result>;
  }

  /**
   * The same, for a call whose success always carries a value although its envelope allows null (the contract's
   * `value` describes the failure's null too): a success without one is an unknown server error, not a crash later.
   */
  async function unwrapRequired<Result extends CallResult>(
    call: Promise<Result>,
  ): Promise<NonNullable<UnwrappedValue<Result>>> {
    const value = await unwrap(call);
    if (value === null || value === undefined) {
      throw new ApiError('http', describe('http') ?? FALLBACK_MESSAGES.unknown);
    }
    return value;
  }

  return { unwrap, unwrapRequired };
}

export type Unwrappers = ReturnType<typeof createUnwrap>;
