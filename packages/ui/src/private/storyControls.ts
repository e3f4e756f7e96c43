// Storybook controls for props whose values come from an `as const` array (`buttonVariants`, `gamePlayerStatuses`):
// the array is the one list of values, for the prop's type, the Controls panel and the prop table.

/** A radio for up to four values, a select for more; the prop table lists the values instead of `unknown[number]`. */
export function choice<T extends string>(values: readonly T[], control?: 'select' | 'radio' | 'inline-radio') {
  return {
    options: values,
    control: { type: control ?? (values.length > 4 ? 'select' : 'inline-radio') },
    table: { type: { summary: values.map((value) => `'${value}'`).join(' | ') } },
  };
}
