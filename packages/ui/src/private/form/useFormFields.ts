import type { FormEvent } from 'react';
import { useFocusFirstError } from './useFocusFirstError';

/** The keys of `V` whose values are text (the ones a text field edits). */
export type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface FormFieldsOptions<V> {
  /** The fields in the order they show: after a submit, the first with an error takes the focus. */
  order: readonly string[];
  /** Controlled: the caller (a flow) owns what was typed and which fields are wrong. */
  values: V;
  onChange: <K extends keyof V>(field: K, value: V[K]) => void;
  errors: Partial<Record<string, string>>;
  submitting?: boolean;
  onSubmit: () => void;
}

/**
 * The one way a form of this package wires its fields: each field's props (`ref` for focusing the first error, name,
 * value, onChange, error) and the form's submit handler (no second submit while `submitting`).
 */
export function useFormFields<V>({ order, values, onChange, errors, submitting, onSubmit }: FormFieldsOptions<V>) {
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
