/**
 * What the cashier's money forms share: the form with nothing tried yet and, for the forms of an amount within the
 * settings' limits (withdraw, transfer to the upline), the context made from their input and the call's input.
 */

/** A money form with nothing tried yet: no problems, no message, no outcome, no write pending. */
export const untriedForm = {
  problems: {},
  error: null,
  outcome: null,
  pending: null,
};

/** The context of a form of an amount within limits: the input's limits apart from the locale and the key maker. */
export function limitsFormContext<Input extends { locale?: string; newKey: () => string }>({
  input: { locale, newKey, ...limits },
}: {
  input: Input;
}) {
  return { limits, locale, newKey, ...untriedForm };
}

/**
 * The write's input: the pending request (amount, key, …) and the submit's funds password, which stays in the event
 * and never enters context.
 */
export function pendingWithPassword<Pending extends object>({
  context,
  event,
}: {
  context: { pending: Pending | null };
  event: { type: string; password?: string };
}): Pending & { password: string } {
  if (event.type !== 'user.submit' || event.password === undefined || context.pending === null) {
    throw new Error('pendingWithPassword: no checked submit to send');
  }
  return { ...context.pending, password: event.password };
}
