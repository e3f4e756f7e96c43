import i18next from 'i18next';
import { translateFailuresWith } from './failureText';

// The API client gives a failure the server did not describe (network, timeout, an unknown answer) a translated
// message when the error is made (apps/site/src/api.ts): server messages are written for players and kept as is.
translateFailuresWith((key) => i18next.t(key, { ns: 'errors' }));

/** Flows fall back to translation keys ('login.failed'); server messages are shown as they are. */
export function translateMessage(message: string | null): string | null {
  if (message === null) return null;
  return i18next.exists(message, { ns: 'errors' }) ? i18next.t(message, { ns: 'errors' }) : message;
}

/** The player's message for a failed query (the server's own, or a translated one). */
export function failureMessage(error: unknown): string | null {
  return translateMessage(error instanceof Error && error.message ? error.message : null);
}
