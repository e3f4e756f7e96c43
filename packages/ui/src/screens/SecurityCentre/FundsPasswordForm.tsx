import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { ChoiceChips, FormNotice, submitWith } from '../../private/form';
import { Button } from '../../components/Button';
import { ContentStatus } from '../../components/ContentStatus';
import { PasswordField } from '../../components/PasswordField';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { SecuritySection } from './SecuritySection';
import * as styles from './SecurityCentre.css';

/** Set the first funds password, change it, reset it with the security question, or choose that question. */
export const fundsPasswordFormModes = ['set', 'change', 'reset', 'question'] as const;
export type FundsPasswordFormMode = (typeof fundsPasswordFormModes)[number];

export type FundsPasswordFormField =
  'oldPassword' | 'password' | 'confirmPassword' | 'answer' | 'questionId' | 'fundsPassword';
export type FundsPasswordFormValues = Record<FundsPasswordFormField, string>;

export type FundsPasswordFormProblem =
  | { kind: 'missing' }
  | { kind: 'length'; min: number; max: number }
  | { kind: 'mismatch' }
  | { kind: 'server'; message: string };

export type FundsPasswordFormNotice =
  { kind: 'done'; what: 'set' | 'changed' | 'reset' | 'questionSet' } | { kind: 'failed'; message: string };

export interface FundsPasswordFormProps {
  expanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  hasPassword: boolean;
  questionSet: boolean;
  mode: FundsPasswordFormMode;
  /** The modes the member may choose now (the flow says which). */
  modes: readonly FundsPasswordFormMode[];
  onModeChange: (mode: FundsPasswordFormMode) => void;
  /** The questions (reset and question modes load them). */
  questionsStatus?: 'loading' | 'error' | 'ready';
  questionsError?: string | null;
  onRetryQuestions?: () => void;
  questions?: readonly { id: number; question: string }[];
  /** The member's chosen question (its id), for the reset. */
  chosenQuestionId?: number | null;
  values: FundsPasswordFormValues;
  onChange: (field: FundsPasswordFormField, value: string) => void;
  problems?: Partial<Record<FundsPasswordFormField, FundsPasswordFormProblem>>;
  onSubmit: () => void;
  submitting?: boolean;
  /** The secret is locked for now: the form waits. */
  locked?: boolean;
  notice?: FundsPasswordFormNotice | null;
  onDismissNotice?: () => void;
}

/**
 * The funds (payment) password section: the password withdrawals, transfers and bank cards ask for, and the security
 * question that recovers it. Controlled: the site holds what was typed (never in storage), the flow decides.
 */
export function FundsPasswordForm({
  expanded,
  onExpandedChange,
  hasPassword,
  questionSet,
  mode,
  modes,
  onModeChange,
  questionsStatus = 'ready',
  questionsError,
  onRetryQuestions,
  questions = [],
  chosenQuestionId = null,
  values,
  onChange,
  problems = {},
  onSubmit,
  submitting = false,
  locked = false,
  notice = null,
  onDismissNotice,
}: FundsPasswordFormProps) {
  const { t } = useTranslation('security');
  const problemText = (field: FundsPasswordFormField): string | undefined => {
    const problem = problems[field];
    if (!problem) return undefined;
    if (problem.kind === 'server') return problem.message;
    if (problem.kind === 'length') return t('fundsPassword.problem.length', { min: problem.min, max: problem.max });
    if (problem.kind === 'missing' && field === 'questionId') return t('fundsPassword.problem.chooseQuestion');
    return t(`fundsPassword.problem.${problem.kind}`);
  };
  const password = (field: FundsPasswordFormField, autoComplete: string, hint?: string) => (
    <PasswordField
      label={t(`fundsPassword.${field}`)}
      autoComplete={autoComplete}
      value={values[field]}
      onChange={(event) => onChange(field, event.target.value)}
      error={problemText(field)}
      hint={hint}
      required
    />
  );
  const submit = submitWith(onSubmit, submitting || locked);
  const needsQuestions = mode === 'reset' || mode === 'question';
  const chosen = questions.find((question) => question.id === chosenQuestionId);
  const summary = !hasPassword
    ? t('fundsPassword.summaryNotSet')
    : questionSet
      ? t('fundsPassword.summarySet')
      : t('fundsPassword.summaryNoQuestion');

  return (
    <SecuritySection
      title={t('fundsPassword.title')}
      summary={summary}
      complete={hasPassword}
      expanded={expanded}
      onExpandedChange={onExpandedChange}
    >
      {modes.length > 1 ? (
        <ChoiceChips
          className={styles.actions}
          label={t('fundsPassword.modes')}
          choices={modes}
          value={mode}
          onChange={onModeChange}
          labelOf={(choice) => t(`fundsPassword.mode.${choice}`)}
        />
      ) : null}
      <FormNotice
        notice={notice}
        failedTitle={t('fundsPassword.failedTitle')}
        onClose={onDismissNotice}
        done={(done) => t(`fundsPassword.done.${done.what}`)}
      />
      {locked ? (
        <Alert tone="caution">
          <p className={styles.message}>{t('fundsPassword.locked')}</p>
        </Alert>
      ) : null}
      {needsQuestions && questionsStatus !== 'ready' ? (
        <ContentStatus
          status={questionsStatus}
          size="section"
          loadingLabel={t('fundsPassword.questionsLoading')}
          errorMessage={questionsError}
          onRetry={onRetryQuestions}
        />
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-label={t(`fundsPassword.mode.${mode}`)}>
          {mode === 'change' ? password('oldPassword', 'current-password') : null}
          {mode === 'reset' ? (
            <>
              <p className={styles.message}>{t('fundsPassword.yourQuestion', { question: chosen?.question ?? '' })}</p>
              <TextField
                label={t('fundsPassword.answer')}
                autoComplete="off"
                value={values.answer}
                onChange={(event) => onChange('answer', event.target.value)}
                error={problemText('answer')}
                required
              />
            </>
          ) : null}
          {mode === 'question' ? (
            <>
              <Select
                label={t('fundsPassword.question')}
                placeholder={t('fundsPassword.questionChoose')}
                options={questions.map((question) => ({ value: String(question.id), label: question.question }))}
                value={values.questionId}
                onChange={(event) => onChange('questionId', event.target.value)}
                error={problemText('questionId')}
                required
              />
              <TextField
                label={t('fundsPassword.answer')}
                autoComplete="off"
                value={values.answer}
                onChange={(event) => onChange('answer', event.target.value)}
                error={problemText('answer')}
                hint={t('fundsPassword.answerHint')}
                maxLength={50}
                required
              />
              {password('fundsPassword', 'current-password')}
            </>
          ) : (
            <>
              {password('password', 'new-password', t('fundsPassword.passwordHint'))}
              {password('confirmPassword', 'new-password')}
            </>
          )}
          <Button type="submit" fullWidth loading={submitting} disabled={locked}>
            {t(`fundsPassword.submit.${mode}`)}
          </Button>
        </form>
      )}
    </SecuritySection>
  );
}
