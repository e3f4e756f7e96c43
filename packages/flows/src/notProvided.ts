/**
 * Defaults for the side effects a machine declares but the site must supply with `machine.provide()`. They fail
 * loudly: a forgotten `storeSession` or `clearSession` must not pass silently as a no-op.
 */
function notProvidedError(name: string): Error {
  return new Error(`"${name}" is not provided: supply it with machine.provide()`);
}

/** Default for a `fromPromise` actor. */
export function actorNotProvided(name: string): () => Promise<never> {
  return () => Promise.reject(notProvidedError(name));
}

/** Default for an action; `TParams` types what the site's implementation receives. */
export function actionNotProvided<TParams>(name: string): (_args: unknown, _params: TParams) => void {
  return () => {
    throw notProvidedError(name);
  };
}
