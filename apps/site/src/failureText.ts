// The words of a failed call the server did not describe, between the API client (api.ts, which loads after the first
// paint) and i18next (errors.ts hands in its translation). Not i18next itself here: calls start before i18next has
// loaded.
let translateFailure: ((key: string) => string) | null = null;

/** errors.ts hands in i18next's translation once the app's code has loaded. */
export function translateFailuresWith(translate: (key: string) => string): void {
  translateFailure = translate;
}

/** The player's message for an `errors` namespace key: the key itself until the translation is handed in. */
export function failureText(key: string): string {
  return translateFailure?.(key) ?? key;
}
