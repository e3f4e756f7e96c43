import i18next from 'i18next';
import { ApiError } from '@wl/api';

/**
 * The message a player sees for a failed call: the server's own message when it sent one (it is written for
 * players), otherwise a translated text for the kind of failure. Keeps kind, code and value for the flows.
 */
export function forPlayer(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.fromServer) return error;
  const key =
    error.kind === 'timeout' ? 'errors.timeout' : error.kind === 'network' ? 'errors.network' : 'errors.unknown';
  return new ApiError(error.kind, i18next.t(key, { ns: 'errors' }), {
    status: error.status,
    code: error.code,
    value: error.value,
    retryAfter: error.retryAfter,
    cause: error,
  });
}

/** Wraps an API call so that its failure carries the player's message (see `forPlayer`). */
export function playerMessages<Args extends unknown[], Result>(call: (...args: Args) => Promise<Result>) {
  return async (...args: Args): Promise<Result> => {
    try {
      return await call(...args);
    } catch (error) {
      throw forPlayer(error);
    }
  };
}

/** Flows fall back to translation keys ('login.failed'); server messages are shown as they are. */
export function translateMessage(message: string | null): string | null {
  if (message === null) return null;
  return i18next.exists(message, { ns: 'errors' }) ? i18next.t(message, { ns: 'errors' }) : message;
}

/** The player's message for a failed query (the server's own, or a translated one). */
export function failureMessage(error: unknown): string | null {
  return translateMessage(error instanceof Error && error.message ? error.message : null);
}
