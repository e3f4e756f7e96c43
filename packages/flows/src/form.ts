import type { EventObject } from 'xstate';
import { errorMessage } from './errors';
import { withoutProblem } from './problems';

/**
 * What the form machines share (README, forms): the submit that goes on only without problems, typing that clears a
 * field's problem, and the failed call's error as an action's params. The transition helpers name the machine's own
 * guards and actions (`isValid`, `assignProblems`, `assignError`), so the machine's `setup` still says what each does
 * and TypeScript checks that it has them.
 */

/** Whether a submit's problems are none: the check of every form's `isValid` guard. */
export const noProblems = (problems: object): boolean => Object.keys(problems).length === 0;

/** The event a form's `field.change` is, as far as these helpers read it (any machine event fits). */
interface FieldEvent {
  type: string;
  field?: PropertyKey;
}

function changedField(event: FieldEvent): PropertyKey {
  if (event.type !== 'field.change' || event.field === undefined) {
    throw new Error(`Expected event "field.change" but got "${event.type}".`);
  }
  return event.field;
}

/** The assignment of a form's `field.change`: that field's problem cleared. */
export function clearFieldProblem<Problems extends object>(
  context: { problems: Problems },
  event: FieldEvent,
): { problems: Problems } {
  return { problems: withoutProblem(context.problems, changedField(event)) };
}

/** The same for a form that also keeps the server's message per field: both cleared for that field. */
export function clearFieldFeedback<Problems extends object, FieldErrors extends object>(
  context: { problems: Problems; fieldErrors: FieldErrors },
  event: FieldEvent,
): { problems: Problems; fieldErrors: FieldErrors } {
  const field = changedField(event);
  return { problems: withoutProblem(context.problems, field), fieldErrors: withoutProblem(context.fieldErrors, field) };
}

/**
 * A submit's transitions: without problems (the machine's `isValid` guard) it runs `start` and goes to `target`;
 * otherwise it stays and shows them (`assignProblems`).
 */
export function submitTo<const Target extends string, const Start extends string>(target: Target, start: Start) {
  return [{ guard: 'isValid', target, actions: start }, { actions: 'assignProblems' }] as const;
}

/** A failed invoke's error as an action's params (`params: errorParams`). */
export const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** The machine's `assignError` action with a failed invoke's error and the key shown when it has no message. */
export const assignErrorOr = (fallback: string) =>
  ({
    type: 'assignError',
    params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, fallback }),
  }) as const;

/** The assignment of that `assignError` action: the failure's message, or the fallback key when it has none. */
export const errorOrFallback = (_: unknown, params: { error: unknown; fallback: string }) => ({
  error: errorMessage(params.error, params.fallback),
});

/**
 * The events of a form being edited: typing clears the field's problem (the machine's `clearField`), a submit as
 * `submitTo`, and `user.dismiss` hides the message (its `dismiss`).
 */
export function editingEvents<const Target extends string, const Start extends string>(target: Target, start: Start) {
  return {
    'field.change': { actions: 'clearField' },
    'user.submit': submitTo(target, start),
    'user.dismiss': { actions: 'dismiss' },
  } as const;
}

/** A finished invoke's output as an action's params under `key` (`params: outputAs('member')`). */
export const outputAs =
  <const Key extends string>(key: Key) =>
  <Output>({ event }: { event: { output: Output } }) =>
    ({ [key]: event.output }) as Record<Key, Output>;

/** The event as the `type` it must be (as XState's `assertEvent`, in an expression; the message names no values). */
export function eventOf<Event extends EventObject, const Type extends Event['type']>(
  event: Event,
  type: Type,
): Extract<Event, { type: Type }> {
  if (event.type !== type) throw new Error(`Expected event "${type}" but got "${event.type}".`);
  return event as Extract<Event, { type: Type }>;
}

/** What an invalid submit shows: its problems, and no message or outcome of an earlier one. */
export const shownProblems = <Problems extends object>(problems: Problems) => ({
  problems,
  error: null,
  outcome: null,
});
