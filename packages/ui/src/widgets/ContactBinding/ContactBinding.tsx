import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { SecuritySection } from '../../screens/SecurityCentre/SecuritySection';
import type { Country } from '../CountryCodePicker';
import { MobileNumberField } from '../MobileNumberField';
import { SmsCodeField, type SmsButtonState } from '../SmsCodeField';
import * as styles from './ContactBinding.css';

export const contactChannels = ['mobile', 'email'] as const;
export type ContactChannel = (typeof contactChannels)[number];

export interface ContactBindingValues {
  mobileNum: string;
  countryDialingCode: string;
  email: string;
  code: string;
}
export type ContactBindingField = keyof ContactBindingValues;

export const emptyContactBindingValues: ContactBindingValues = {
  mobileNum: '',
  countryDialingCode: '',
  email: '',
  code: '',
};

export type ContactBindingProblem = { kind: 'missing' | 'invalid' };

export interface ContactBindingProps {
  channel: ContactChannel;
  /** The bound number or address, masked as the server answers it; null while nothing is bound. */
  bound: string | null;
  expanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  /** Controlled: the site holds what was typed. */
  values: ContactBindingValues;
  onChange: (field: ContactBindingField, value: string) => void;
  /** `target` is the number or the address. */
  problems?: { target?: ContactBindingProblem; code?: ContactBindingProblem };
  codeState?: SmsButtonState;
  secondsLeft?: number;
  onSendCode: () => void;
  /** Where the last code went, as typed. */
  sentTo?: string | null;
  onSubmit: () => void;
  submitting?: boolean;
  /** The server's message of a failed send or bind. */
  error?: string | null;
  onDismissError?: () => void;
  /** The binding just succeeded. */
  justBound?: boolean;
  /** The mobile number's dialling codes. */
  countries?: readonly Country[];
  flagUrl?: (countryCode: string) => string;
  defaultCountry?: string;
}

/**
 * Binding a mobile number or an email address with a code sent to it (security centre). Once bound it shows the
 * masked value and no form (changing it is the service desk's). Controlled: the binding flow finds the problems.
 */
export function ContactBinding({
  channel,
  bound,
  expanded,
  onExpandedChange,
  values,
  onChange,
  problems = {},
  codeState = 'idle',
  secondsLeft,
  onSendCode,
  sentTo = null,
  onSubmit,
  submitting = false,
  error = null,
  onDismissError,
  justBound = false,
  countries = [],
  flagUrl,
  defaultCountry,
}: ContactBindingProps) {
  const { t } = useTranslation('security');
  const title = t(`binding.${channel}.title`);

  if (bound !== null) {
    return (
      <SecuritySection
        title={title}
        summary={justBound ? t(`binding.${channel}.justBound`, { value: bound }) : bound}
        complete
        action={null}
      />
    );
  }

  const problemText = (problem: ContactBindingProblem | undefined, what: 'target' | 'code') =>
    problem ? t(`binding.problem.${what === 'code' ? 'code' : channel}.${problem.kind}`) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <SecuritySection
      title={title}
      summary={t(`binding.${channel}.summary`)}
      complete={false}
      expanded={expanded}
      onExpandedChange={onExpandedChange}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {error ? (
          <Alert tone="critical" onClose={onDismissError}>
            <p className={styles.message}>{error}</p>
          </Alert>
        ) : null}
        {channel === 'mobile' ? (
          <MobileNumberField
            label={t('binding.mobile.label')}
            value={values.mobileNum}
            onChange={(event) => onChange('mobileNum', event.target.value)}
            error={problemText(problems.target, 'target')}
            countries={countries}
            flagUrl={flagUrl}
            countryDialingCode={values.countryDialingCode}
            onCountryDialingCodeChange={(code) => onChange('countryDialingCode', code)}
            defaultCountry={defaultCountry}
          />
        ) : (
          <TextField
            label={t('binding.email.label')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            value={values.email}
            onChange={(event) => onChange('email', event.target.value)}
            error={problemText(problems.target, 'target')}
          />
        )}
        <SmsCodeField
          label={t('binding.code')}
          state={codeState}
          secondsLeft={secondsLeft}
          onSend={onSendCode}
          sentMessage={sentTo ? t(`binding.${channel}.sent`, { value: sentTo }) : undefined}
          hint={codeState === 'countdown' && sentTo ? t(`binding.${channel}.sent`, { value: sentTo }) : undefined}
          value={values.code}
          onChange={(event) => onChange('code', event.target.value)}
          error={problemText(problems.code, 'code')}
        />
        <Button type="submit" fullWidth loading={submitting}>
          {t(`binding.${channel}.submit`)}
        </Button>
      </form>
    </SecuritySection>
  );
}
