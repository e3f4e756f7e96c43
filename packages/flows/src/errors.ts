/**
 * Reads failures structurally: flows import only types from @wl/api, so they cannot use `instanceof ApiError`.
 * The API client's messages are meant for the player (server text or a spec message), so they are shown as is.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}

/** The envelope value of a business failure, if any. */
function failureValue(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'value' in error ? error.value : undefined;
}

/** True when a failed login's envelope value is `{ captcha: true }`: the next attempt must carry a captcha. */
export function carriesCaptcha(error: unknown): boolean {
  const value = failureValue(error);
  return typeof value === 'object' && value !== null && 'captcha' in value && value.captcha === true;
}

/** The form field a failure names (`value.field`, the contract's AccountFieldError), if any. */
export function failedField(error: unknown): string | null {
  const value = failureValue(error);
  return typeof value === 'object' && value !== null && 'field' in value && typeof value.field === 'string'
    ? value.field
    : null;
}
