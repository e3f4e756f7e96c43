import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AgeConfirmation, type TermsLinkProps } from '../AgeConfirmation';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PasswordField } from '../../components/PasswordField';
import { TextField, type TextFieldProps } from '../../components/TextField';
import { CaptchaField } from '../CaptchaField';
import { CountryCodePicker, type Country } from '../CountryCodePicker';
import { SmsCodeField, type SmsButtonState } from '../SmsCodeField';
import {
  registerFieldStates,
  type RegisterField,
  type RegisterFieldState,
  type RegisterRules,
  type RegisterType,
  type RegisterValues,
} from '@wl/rules';
import { FormError, FormTabs, SwitchLine, useFormFields, type ControlledFormProps } from '../../private/form';
import * as styles from './RegisterForm.css';

/** Per field, already translated by the caller. */
export type RegisterErrors = Partial<Record<RegisterField | 'agreed', string>>;

/**
 * Values and errors are the caller's (`ControlledFormProps`): the errors (e.g. `reg_pattern_{patternId}` with the
 * lengths filled in) come from the registration flow.
 */
export interface RegisterFormProps extends ControlledFormProps<RegisterValues, RegisterField | 'agreed'> {
  /** The registration types the merchant enabled (spec §2: only enabled types are offered); tabs when two. */
  types: readonly RegisterType[];
  type: RegisterType;
  onTypeChange: (type: RegisterType) => void;
  /** The server's per-field settings (spec §3): which fields show, which are required, their lengths. */
  rules: RegisterRules;
  /** Countries for the dialling-code picker; no picker without them. */
  countries?: readonly Country[];
  flagUrl?: (countryCode: string) => string;
  /** The visitor's country (ISO code): the picker's fallback when `values.countryDialingCode` is not offered. */
  defaultCountry?: string;

  /** SMS verification is on: an SMS code field with the get-OTP button follows the mobile number. */
  smsVerification?: boolean;
  smsState?: SmsButtonState;
  smsSecondsLeft?: number;
  onSendSms?: () => void;

  /** Base64 PNG of the captcha (when the captcha setting is on). */
  captchaImage?: string | null;
  onRefreshCaptcha?: () => void;
  captchaRefreshing?: boolean;

  /** The affiliate code came from the URL (`referralCode`) and passed its check: the field is hidden. */
  affiliateCodeFromUrl?: boolean;

  /** The 18+ box: the age, and the link to the user protocol (/help by default). */
  minimumAge?: number;
  termsHref?: string;
  renderTermsLink?: (props: TermsLinkProps) => ReactNode;

  /** Shows "Already have an account? Log in". */
  onLogin?: () => void;
  /** The full page's reset button (spec §2). */
  onReset?: () => void;
}

type InputSetup = Pick<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize'> & {
  secret?: boolean;
};

/** Keyboard, autofill and capitalisation per field; `secret` fields get the show/hide toggle. */
const inputSetup: Record<RegisterField, InputSetup> = {
  username: { autoComplete: 'username', autoCapitalize: 'none' },
  // national number: the dialling code has its own picker
  mobileNum: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' },
  verificationCode: { autoComplete: 'one-time-code' },
  password: { autoComplete: 'new-password', secret: true },
  confirmPassword: { autoComplete: 'new-password', secret: true },
  payeeName: { autoComplete: 'name', autoCapitalize: 'words' },
  // not the account password: keep password managers from offering or saving it as one
  paymentPassword: { autoComplete: 'off', secret: true },
  qqNum: { inputMode: 'numeric', autoComplete: 'off' },
  line: { autoComplete: 'off', autoCapitalize: 'none' },
  whatsapp: { type: 'tel', inputMode: 'tel', autoComplete: 'off' },
  zalo: { type: 'tel', inputMode: 'tel', autoComplete: 'off' },
  facebook: { autoComplete: 'off', autoCapitalize: 'none' },
  wechat: { autoComplete: 'off', autoCapitalize: 'none' },
  idNumber: { autoComplete: 'off', autoCapitalize: 'characters' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', autoCapitalize: 'none' },
  affiliateCode: { autoComplete: 'off', autoCapitalize: 'none' },
  captcha: { autoComplete: 'off' },
};

/**
 * The registration form of the login/register popup and the registration page. Every field of spec §2 shows, hides
 * and is marked required (*) by the server's settings. Controlled, without validation of its own: the values are the
 * caller's and the errors come from the registration flow, which validates with the same rules it sends, so nothing
 * typed is lost on an error.
 */
export function RegisterForm({
  types,
  type,
  onTypeChange,
  rules,
  countries = [],
  flagUrl,
  defaultCountry,
  smsVerification = false,
  smsState,
  smsSecondsLeft,
  onSendSms,
  captchaImage,
  onRefreshCaptcha,
  captchaRefreshing,
  affiliateCodeFromUrl = false,
  minimumAge,
  termsHref,
  renderTermsLink,
  onLogin,
  onReset,
  ...form
}: RegisterFormProps) {
  const { values, onChange, errors = {}, submitting = false } = form;
  const { t } = useTranslation('register');
  const offered = types.length > 0 ? types : [type];
  const fields = registerFieldStates(type, rules, { smsVerification, affiliateCodeFromUrl });

  // After a submit, the first field with an error takes the focus, whether the errors come at once or from the flow.
  const {
    submit,
    field: fieldProps,
    refFor,
  } = useFormFields({ order: [...fields.map(({ field }) => field), 'agreed'], ...form });

  const renderField = ({ field, required, maxLength, minLength }: RegisterFieldState) => {
    const { secret, ...setup } = inputSetup[field];
    const common = {
      ...fieldProps(field, required),
      label: t(`fields.${field}.label`),
      placeholder: t(`fields.${field}.placeholder`),
    };
    if (field === 'verificationCode') {
      return (
        <SmsCodeField
          key={field}
          {...common}
          state={smsState}
          secondsLeft={smsSecondsLeft}
          onSend={() => onSendSms?.()}
          sendDisabled={!onSendSms}
        />
      );
    }
    if (field === 'captcha') {
      return (
        <CaptchaField
          key={field}
          {...common}
          maxLength={maxLength}
          image={captchaImage}
          onRefresh={onRefreshCaptcha}
          refreshing={captchaRefreshing}
        />
      );
    }
    if (secret) {
      const hint =
        field === 'password' && minLength && maxLength ? t('passwordLength', { min: minLength, max: maxLength }) : '';
      return <PasswordField key={field} {...common} {...setup} maxLength={maxLength} hint={hint} />;
    }
    const picker =
      field === 'mobileNum' && countries.length > 0 && flagUrl ? (
        <CountryCodePicker
          countries={countries}
          value={values.countryDialingCode}
          defaultCountry={defaultCountry}
          flagUrl={flagUrl}
          onChange={(countryDialingCode) => onChange('countryDialingCode', countryDialingCode)}
          bordered={false}
          hideLabel
        />
      ) : undefined;
    return (
      <TextField
        key={field}
        {...common}
        {...setup}
        spellCheck={field === 'payeeName' ? undefined : false}
        autoCorrect="off"
        maxLength={maxLength}
        prefix={picker}
      />
    );
  };

  const body = (
    <div className={styles.fields}>
      {type === 'registerMobile' ? <Alert tone="info">{t('mobileNotice')}</Alert> : null}
      <p className={styles.legend}>{t('requiredLegend')}</p>
      {fields.map(renderField)}
      <AgeConfirmation
        ref={refFor('agreed')}
        checked={values.agreed}
        onCheckedChange={(agreed) => onChange('agreed', agreed)}
        minimumAge={minimumAge}
        termsHref={termsHref}
        renderLink={renderTermsLink}
        error={errors.agreed}
      />
    </div>
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={submitting || undefined}>
      <FormError title={t('failedTitle')} message={form.serverError} />
      <FormTabs
        label={t('typeLabel')}
        value={type}
        onValueChange={onTypeChange}
        tabs={offered.map((option) => ({
          value: option,
          label: t(`types.${option}`),
          content: offered.length > 1 && option !== type ? null : body,
        }))}
        panelClassName={styles.panel}
      />
      <div className={styles.actions}>
        {onReset ? (
          <Button variant="outline" size="lg" className={styles.reset} onClick={onReset} disabled={submitting}>
            {t('reset')}
          </Button>
        ) : null}
        <Button type="submit" variant="solid" size="lg" loading={submitting} className={styles.submit}>
          {t('submit')}
        </Button>
      </div>
      {onLogin ? <SwitchLine question={t('haveAccount')} action={t('login')} onAction={onLogin} /> : null}
    </form>
  );
}
