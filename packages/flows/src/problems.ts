/**
 * The form rule's "typing in a field clears its problem" (README, forms): the problems without that field's one.
 * Every form machine's `field.change` uses it.
 */
export function withoutProblem<Problems extends object>(problems: Problems, field: PropertyKey): Problems {
  const { [field]: _cleared, ...rest } = problems as Record<PropertyKey, unknown>;
  return rest as Problems;
}
