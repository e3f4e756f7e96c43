import type { FormEvent } from 'react';
import { useFocusFirstError } from './useFocusFirstError';

/** The keys of `V` whose values are text (the ones a text field edits). */
export type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * What every form of this package takes, the one form rule: the caller (the site, with what a flow decides) owns what
 * was typed and which fields are wrong; the form shows both, reports each change and the submit, and checks nothing
 * itself, so nothing typed is lost on an error. `F` names the fields that can show an error.
 */
export interface ControlledFormProps<V, F extends string = keyof V & string> {
  /** Controlled: what was typed, held by the caller so it survives every error and every submit. */
  values: V;
  onChange: <K extends keyof V>(field: K, value: V[K]) => void;
  /** Per field, already translated; after a submit the first field with one takes the focus. */
  errors?: Partial<Record<F, string>>;
  /** The player submits: the caller checks the values and calls the server. Not called again while `submitting`. */
  onSubmit: () => void;
  /** The call is under way: the submit button shows it; the fields stay editable. */
  submitting?: boolean;
  /** The server's message after a failed submit. */
  serverError?: string | null;
}

export interface FormFieldsOptions<V> extends Omit<ControlledFormProps<V, string>, 'serverError'> {
  /** The fields in the order they show: after a submit, the first with an error takes the focus. */
  order: readonly string[];
}

/**
 * The one way a form of this package wires its fields: each field's props (`ref` for focusing the first error, name,
 * value, onChange, error) and the form's submit handler (no second submit while `submitting`).
 */
export function useFormFields<V>({ order, values, onChange, errors = {}, submitting, onSubmit }: FormFieldsOptions<V>) {
  const focus = useFocusFirstError(order, errors);
  return {
    submit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (submitting) return;
      focus.submitted();
      onSubmit();
    },
    field: <K extends TextKey<V>>(name: K, required = true) => ({
      ref: focus.refFor(name),
      name,
      required,
      value: values[name] as string,
      onChange: (event: { target: { value: string } }) => onChange(name, event.target.value as V[K]),
      error: errors[name],
    }),
    refFor: focus.refFor,
  };
}
