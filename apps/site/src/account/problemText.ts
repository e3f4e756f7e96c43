import i18next from 'i18next';
import { fillBounds, type FieldProblem } from '@wl/rules';

/** Every problem kind the account flows report. */
export type AccountProblem =
  | FieldProblem
  | { kind: 'tooLong'; maxLength: number }
  | { kind: 'mismatch' }
  | { kind: 'notAgreed' }
  | { kind: 'invalid' };

/**
 * The player's text for a field problem (spec §5): "<field> not empty", the pattern family's message with its bounds
 * ('(min) - (max)' as one number when equal), the confirmation messages, the 18+ box.
 */
export function problemText(problem: AccountProblem, fieldLabel: string, mismatchKey: string): string {
  switch (problem.kind) {
    case 'missing':
      return i18next.t('fieldNotEmpty', { ns: 'register', field: fieldLabel });
    case 'pattern':
      return fillBounds(
        i18next.t(`reg_pattern_${problem.patternId}`, { ns: 'register' }),
        problem.minLength,
        problem.maxLength,
      );
    case 'tooLong':
      return i18next.t('validation.smsCodeInvalid', { ns: 'register' });
    case 'mismatch':
      return i18next.t(mismatchKey);
    case 'notAgreed':
      return i18next.t('validation.agreeTerms', { ns: 'register' });
    case 'invalid':
      return i18next.t('validation.mobileInvalid', { ns: 'register' });
  }
}

/** Texts for a map of problems, each labelled by `labelOf`. */
function problemTexts<F extends string>(
  problems: Partial<Record<F, AccountProblem>>,
  labelOf: (field: F) => string,
  mismatchKey = 'register:validation.confirmIncorrect',
): Partial<Record<F, string>> {
  const texts: Partial<Record<F, string>> = {};
  for (const [field, problem] of Object.entries(problems) as [F, AccountProblem | undefined][]) {
    if (problem) texts[field] = problemText(problem, labelOf(field), mismatchKey);
  }
  return texts;
}

/** What a form shows beside its fields: its machine's problems as texts, and the server's field errors over them. */
export function fieldErrorTexts<F extends string>(
  form: { problems: Partial<Record<F, AccountProblem>>; fieldErrors: Partial<Record<F, string>> },
  labelOf: (field: F) => string,
  mismatchKey?: string,
): Partial<Record<F, string>> {
  return { ...problemTexts(form.problems, labelOf, mismatchKey), ...form.fieldErrors };
}
