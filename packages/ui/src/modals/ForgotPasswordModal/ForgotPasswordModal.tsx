import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { TextField } from '../../components/TextField';
import {
  FormError,
  FormTabs,
  NewPasswordFields,
  UsernameField,
  useFormFields,
  type ControlledFormProps,
} from '../../private/form';
import type { Country } from '../../widgets/CountryCodePicker';
import { MobileNumberField } from '../../widgets/MobileNumberField';
import { SmsCodeField, type SmsButtonState } from '../../widgets/SmsCodeField';
import * as styles from './ForgotPasswordModal.css';

export const forgotPasswordMethods = ['email', 'mobileNum'] as const;
export type ForgotPasswordMethod = (typeof forgotPasswordMethods)[number];

export interface ForgotPasswordValues {
  username: string;
  email: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}
export type ForgotPasswordField = Exclude<keyof ForgotPasswordValues, 'countryDialingCode'>;
export type ForgotPasswordErrors = Partial<Record<ForgotPasswordField, string>>;

export const emptyForgotPasswordValues: ForgotPasswordValues = {
  username: '',
  email: '',
  mobileNum: '',
  countryDialingCode: '',
  verificationCode: '',
  newPassword: '',
  confirmNewPassword: '',
};

/** Values and errors are the caller's (`ControlledFormProps`); the submit says by which method. */
export interface ForgotPasswordModalProps extends Omit<
  ControlledFormProps<ForgotPasswordValues, ForgotPasswordField>,
  'onSubmit'
> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  method: ForgotPasswordMethod;
  onMethodChange: (method: ForgotPasswordMethod) => void;
  /**
   * The ways offered (spec §2, §6: email with the mail option, the mobile number when its settings are on), at least
   * one; with one there are no tabs. Default: email.
   */
  methods?: readonly ForgotPasswordMethod[];
  /** The caller validates (spec §5) and calls the server. */
  onSubmit: (method: ForgotPasswordMethod) => void;
  /** By email: the mail went out. */
  emailSent?: boolean;
  /** The new password rule in words, e.g. "6–20 letters and digits". */
  passwordHint?: string;

  countries?: readonly Country[];
  flagUrl?: (countryCode: string) => string;
  defaultCountry?: string;
  smsState?: SmsButtonState;
  smsSecondsLeft?: number;
  onSendSms?: () => void;
}

const fieldOrder: Record<ForgotPasswordMethod, readonly ForgotPasswordField[]> = {
  email: ['username', 'email'],
  mobileNum: ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'],
};

/**
 * Forgotten password (spec §2, §4): by email (username and email; the server mails the player) or by mobile number
 * (number, SMS code, new password; success logs the player in). Values and errors are the caller's.
 */
export function ForgotPasswordModal({
  open,
  onOpenChange,
  method,
  onMethodChange,
  methods = ['email'],
  onSubmit,
  emailSent = false,
  passwordHint,
  countries = [],
  flagUrl,
  defaultCountry,
  smsState,
  smsSecondsLeft,
  onSendSms,
  ...form
}: ForgotPasswordModalProps) {
  const { t } = useTranslation('account');
  const current: ForgotPasswordMethod = methods.includes(method) ? method : (methods[0] ?? 'email');
  const { submit, field } = useFormFields({ order: fieldOrder[current], ...form, onSubmit: () => onSubmit(current) });

  const byEmail = (
    <div className={styles.fields}>
      {emailSent ? <Alert tone="positive">{t('forgot.emailSent')}</Alert> : null}
      <UsernameField {...field('username')} />
      <TextField
        {...field('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        label={t('forgot.email')}
        placeholder={t('forgot.emailPlaceholder')}
      />
    </div>
  );

  const byMobile = (
    <div className={styles.fields}>
      <MobileNumberField
        {...field('mobileNum')}
        label={t('mobile.label')}
        placeholder={t('mobile.placeholder')}
        countries={countries}
        flagUrl={flagUrl}
        countryDialingCode={form.values.countryDialingCode}
        onCountryDialingCodeChange={(code) => form.onChange('countryDialingCode', code)}
        defaultCountry={defaultCountry}
      />
      <SmsCodeField
        {...field('verificationCode')}
        state={smsState}
        secondsLeft={smsSecondsLeft}
        onSend={() => onSendSms?.()}
        sendDisabled={!onSendSms}
      />
      <NewPasswordFields
        newPassword={field('newPassword')}
        confirmNewPassword={field('confirmNewPassword')}
        hint={passwordHint}
      />
    </div>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('forgot.title')}
      description={current === 'email' ? t('forgot.emailDescription') : t('forgot.mobileDescription')}
      size="sm"
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <FormError title={t('forgot.failedTitle')} message={form.serverError} />
        <FormTabs
          label={t('forgot.methodLabel')}
          value={current}
          onValueChange={onMethodChange}
          tabs={[
            ...(methods.includes('email')
              ? [{ value: 'email' as const, label: t('forgot.byEmail'), content: byEmail }]
              : []),
            ...(methods.includes('mobileNum')
              ? [{ value: 'mobileNum' as const, label: t('forgot.byMobile'), content: byMobile }]
              : []),
          ]}
          panelClassName={styles.panel}
        />
        <Button type="submit" variant="solid" size="lg" fullWidth loading={form.submitting}>
          {current === 'email' ? t('forgot.sendEmail') : t('forgot.reset')}
        </Button>
      </form>
    </Dialog>
  );
}
