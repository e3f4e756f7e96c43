import type { Envelope } from './types';
import { ApiError } from './errors';

function retryAfterSeconds(response: Response): number | undefined {
  const header = response.headers.get('Retry-After');
  const seconds = header === null ? NaN : Number(header);
  return Number.isFinite(seconds) ? seconds : undefined;
}

/** Unwraps the envelope: returns `value`, or throws the one ApiError for any failure. */
export async function unwrap<T>(call: Promise<{ data?: unknown; error?: unknown; response: Response }>): Promise<T> {
  let result: Awaited<typeof call>;
  try {
    result = await call;
  } catch (error) {
    // A 2xx answer that is not JSON (a proxy's HTML page, say) is an unknown server error.
    if (error instanceof SyntaxError) throw new ApiError('http', 'An unknown error occurred', { cause: error });
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
    throw new ApiError('http', envelope?.message || `The server answered ${response.status}`, details);
  }
  if (typeof envelope?.success !== 'boolean') {
    throw new ApiError('http', 'An unknown error occurred', details);
  }
  if (!envelope.success) {
    throw new ApiError('business', envelope.message || 'An unknown error occurred', details);
  }
  return envelope.value as T;
}
