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

/** True when a failed login's envelope value is `{ captcha: true }`: the next attempt must carry a captcha. */
export function carriesCaptcha(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('value' in error)) return false;
  const { value } = error;
  return typeof value === 'object' && value !== null && 'captcha' in value && value.captcha === true;
}
