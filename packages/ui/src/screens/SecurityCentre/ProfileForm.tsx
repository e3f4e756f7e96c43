import { useMemo } from 'react';
import { incomeSources, profileFields, type ProfileField } from '@wl/rules';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { ContentStatus } from '../../components/ContentStatus';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { FormNotice, submitWith } from '../../private/form';
import { nationalityOptions } from './nationalities';
import { SecuritySection } from './SecuritySection';
import * as styles from './SecurityCentre.css';

/** The profile's fields and the source-of-income picker's values (translated) are the rules' (`@wl/rules`). */
export { profileFields as profileFormFields, incomeSources as profileIncomeSources };
export type ProfileFormField = ProfileField;
export type ProfileFormValues = Record<ProfileFormField, string>;

/** A field's problem as the profile flow reports it; a server message is shown as written. */
export type ProfileFormProblem =
  | { kind: 'missing' }
  | { kind: 'length'; min: number; max: number }
  | { kind: 'format' }
  | { kind: 'notADate' }
  | { kind: 'tooYoung'; age: number }
  | { kind: 'tooOld'; age: number }
  | { kind: 'server'; message: string };

export type ProfileFormNotice = { kind: 'saved' } | { kind: 'failed'; message: string };

export interface ProfileFormProps {
  expanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  /** The overview's `profile.isComplete`. */
  complete?: boolean;
  /** The profile's load. */
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string | null;
  onRetry?: () => void;
  /** False once the real name is set: then only customer service changes it. */
  realNameEditable?: boolean;
  values: ProfileFormValues;
  onChange: (field: ProfileFormField, value: string) => void;
  problems?: Partial<Record<ProfileFormField, ProfileFormProblem>>;
  onSubmit: () => void;
  submitting?: boolean;
  notice?: ProfileFormNotice | null;
  onDismissNotice?: () => void;
}

/**
 * The profile section (nickname, real name, birthday, address, nationality, occupation, source of income,
 * Telegram). Controlled: the site holds the values, the profile flow finds the problems; this words them.
 */
export function ProfileForm({
  expanded,
  onExpandedChange,
  complete,
  status,
  errorMessage,
  onRetry,
  realNameEditable = true,
  values,
  onChange,
  problems = {},
  onSubmit,
  submitting = false,
  notice = null,
  onDismissNotice,
}: ProfileFormProps) {
  const { t, i18n } = useTranslation('security');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const countries = useMemo(() => nationalityOptions(locale), [locale]);

  const problemText = (field: ProfileFormField): string | undefined => {
    const problem = problems[field];
    if (!problem) return undefined;
    switch (problem.kind) {
      case 'server':
        return problem.message;
      case 'format':
        return t(`profile.format.${field}`);
      case 'length':
        return t('profile.problem.length', { min: problem.min, max: problem.max });
      case 'tooYoung':
      case 'tooOld':
        return t(`profile.problem.${problem.kind}`, { age: problem.age });
      default:
        return t(`profile.problem.${problem.kind}`);
    }
  };
  const text = (field: Exclude<ProfileFormField, 'nationality' | 'incomeSource'>, extra: object = {}) => ({
    label: t(`profile.${field}`),
    value: values[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    error: problemText(field),
    ...extra,
  });
  const submit = submitWith(onSubmit, submitting);

  return (
    <SecuritySection
      title={t('profile.title')}
      summary={t('profile.summary')}
      complete={complete}
      expanded={expanded}
      onExpandedChange={onExpandedChange}
    >
      {status !== 'ready' ? (
        <ContentStatus
          status={status}
          size="section"
          loadingLabel={t('profile.loading')}
          errorMessage={errorMessage}
          onRetry={onRetry}
        />
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <FormNotice
            notice={notice}
            failedTitle={t('profile.failedTitle')}
            onClose={onDismissNotice}
            done={() => t('profile.saved')}
          />
          <TextField {...text('nickname', { required: true, autoComplete: 'nickname', maxLength: 20 })} />
          <TextField
            {...text('realName', {
              autoComplete: 'name',
              readOnly: !realNameEditable,
              hint: realNameEditable ? t('profile.realNameHint') : t('profile.realNameLocked'),
            })}
          />
          <TextField
            {...text('birthday', { autoComplete: 'bday', inputMode: 'numeric', hint: t('profile.birthdayHint') })}
          />
          <TextField {...text('address', { autoComplete: 'street-address', maxLength: 200 })} />
          <Select
            label={t('profile.nationality')}
            placeholder={t('profile.choose')}
            options={countries}
            value={values.nationality}
            onChange={(event) => onChange('nationality', event.target.value)}
            error={problemText('nationality')}
          />
          <TextField {...text('occupation', { autoComplete: 'organization-title', maxLength: 50 })} />
          <Select
            label={t('profile.incomeSource')}
            placeholder={t('profile.choose')}
            options={incomeSources.map((value) => ({ value, label: t(`profile.income.${value}`) }))}
            value={values.incomeSource}
            onChange={(event) => onChange('incomeSource', event.target.value)}
            error={problemText('incomeSource')}
          />
          <TextField {...text('telegram', { autoComplete: 'off', hint: t('profile.telegramHint'), prefix: '@' })} />
          <Button type="submit" fullWidth loading={submitting}>
            {t('profile.save')}
          </Button>
        </form>
      )}
    </SecuritySection>
  );
}
