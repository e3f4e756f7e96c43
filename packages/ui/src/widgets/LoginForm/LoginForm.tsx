import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { PasswordField } from '../../components/PasswordField';
import { TextButton } from '../../components/TextButton';
import { FormError, FormTabs, SwitchLine, UsernameField, useFocusFirstError, useFormFields } from '../../private/form';
import { CaptchaField } from '../CaptchaField';
import type { Country } from '../CountryCodePicker';
import { MobileNumberField } from '../MobileNumberField';
import { SmsCodeField, SMS_DEFAULT_COUNTDOWN_SECONDS, type SmsButtonState } from '../SmsCodeField';
import * as styles from './LoginForm.css';

export const loginTypes = ['username', 'sms'] as const;
export type LoginType = (typeof loginTypes)[number];

/** What was typed on both tabs, held by the caller (controlled), so it survives every error and a tab switch. */
export interface LoginValues {
  username: string;
  password: string;
  /** Used only while the captcha is shown (login by username). */
  captcha: string;
  /** Used only while the remember-me box is shown. */
  rememberMe: boolean;
  /** The mobile tab's (`smsLogin`): as typed; the caller takes out spaces and dashes. */
  mobileNum: string;
  /** With '+', as the country picker gives it. */
  countryDialingCode: string;
  verificationCode: string;
}

/** The fields that can show an error. */
export type LoginFormField = 'username' | 'password' | 'captcha' | 'mobileNum' | 'verificationCode';
/** Per field, already translated. */
export type LoginErrors = Partial<Record<LoginFormField, string>>;

export const emptyLoginValues: LoginValues = {
  username: '',
  password: '',
  captcha: '',
  rememberMe: false,
  mobileNum: '',
  countryDialingCode: '',
  verificationCode: '',
};

/** Mobile-code login; pass it only when the merchant turned it on (spec §2: sms only if enabled). */
export interface SmsLoginOptions {
  /** Log in was pressed on the mobile tab: the caller checks the values (spec §5) and logs in by code. */
  onSubmit: () => void;
  /**
   * The get-code button was pressed: the caller checks the number (spec §5) and asks for a code, or puts the
   * mobile number's error in `errors` (the field then takes the focus).
   */
  onSendSms: () => void;
  smsState?: SmsButtonState;
  smsSecondsLeft?: number;
  /** The dialling-code picker shows when there are countries. */
  countries?: readonly Country[];
  flagUrl?: (countryCode: string) => string;
  /** The visitor's country (ISO code), the picker's fallback when `values.countryDialingCode` is not offered. */
  defaultCountry?: string;
}

export interface LoginFormProps {
  /** Controlled: the caller owns what was typed (both tabs, the captcha and remember-me). */
  values: LoginValues;
  onChange: <K extends keyof LoginValues>(field: K, value: LoginValues[K]) => void;
  /** Per field, already translated; after a submit the first field with one takes the focus. */
  errors?: LoginErrors;
  /** Log in was pressed on the username tab: the caller checks the values (spec §5) and runs the login flow. */
  onSubmit: () => void;
  /** The login call is under way: the button shows it; the fields stay editable. */
  submitting?: boolean;
  /** The server's message after a failed login. */
  error?: string | null;
  /** Base64 PNG (no data: prefix). Present after a failed login whose response carried a captcha. */
  captchaImage?: string | null;
  /** Tapping the picture asks for a new one (the caller throttles to once a second). */
  onRefreshCaptcha?: () => void;
  captchaRefreshing?: boolean;
  /** Mobile-code login: adds the "Mobile number" tab. */
  smsLogin?: SmsLoginOptions;
  defaultLoginType?: LoginType;
  onLoginTypeChange?: (type: LoginType) => void;
  /** Shows the remember-me box (`values.rememberMe`). */
  showRememberMe?: boolean;
  /** Shows the forgot-password link. */
  onForgotPassword?: () => void;
  /** Free play is on: shows the demo button (no account needed). */
  onFreePlay?: () => void;
  freePlayLoading?: boolean;
  /** Shows "No account yet? Register". */
  onRegister?: () => void;
}

/** The fields of each tab in the order they show: after a submit, the first with an error takes the focus. */
const fieldOrder: Record<LoginType, readonly LoginFormField[]> = {
  username: ['username', 'password', 'captcha'],
  sms: ['mobileNum', 'verificationCode'],
};
const MOBILE_ONLY = ['mobileNum'] as const;

/**
 * The login form of the login popup, the login/register popup and the login page: username or mobile-code login,
 * the captcha after a failed attempt (login by username), remember-me, forgotten password and free play. Values and
 * errors are the caller's (controlled): it checks them (spec §5) and runs the login; this form only shows them.
 */
export function LoginForm({
  values,
  onChange,
  errors = {},
  onSubmit,
  submitting = false,
  error,
  captchaImage,
  onRefreshCaptcha,
  captchaRefreshing,
  smsLogin,
  defaultLoginType = 'username',
  onLoginTypeChange,
  showRememberMe = false,
  onForgotPassword,
  onFreePlay,
  freePlayLoading = false,
  onRegister,
}: LoginFormProps) {
  const { t } = useTranslation('account');
  const [loginType, setLoginType] = useState<LoginType>(smsLogin ? defaultLoginType : 'username');
  const type: LoginType = smsLogin ? loginType : 'username';
  const { submit, field } = useFormFields({
    order: fieldOrder[type],
    values,
    onChange,
    errors,
    submitting,
    onSubmit: () => (type === 'sms' && smsLogin ? smsLogin.onSubmit() : onSubmit()),
  });
  // The get-code button: when the caller answers with the number's error, the number takes the focus.
  const sendFocus = useFocusFirstError(MOBILE_ONLY, errors);
  const captchaShown = Boolean(captchaImage) && type === 'username';

  const usernameFields = (
    <div className={styles.fields}>
      <UsernameField {...field('username')} />
      <PasswordField
        {...field('password')}
        label={t('login.password')}
        placeholder={t('login.passwordPlaceholder')}
        autoComplete="current-password"
      />
    </div>
  );

  const mobile = field('mobileNum');
  const smsFields = smsLogin ? (
    <div className={styles.fields}>
      <MobileNumberField
        {...mobile}
        ref={(element: HTMLInputElement | null) => {
          mobile.ref(element);
          sendFocus.refFor('mobileNum')(element);
        }}
        label={t('mobile.label')}
        placeholder={t('mobile.placeholder')}
        countries={smsLogin.countries}
        flagUrl={smsLogin.flagUrl}
        countryDialingCode={values.countryDialingCode}
        onCountryDialingCodeChange={(code) => onChange('countryDialingCode', code)}
        defaultCountry={smsLogin.defaultCountry}
      />
      <SmsCodeField
        {...field('verificationCode')}
        state={smsLogin.smsState}
        secondsLeft={smsLogin.smsSecondsLeft ?? SMS_DEFAULT_COUNTDOWN_SECONDS}
        onSend={() => {
          sendFocus.submitted();
          smsLogin.onSendSms();
        }}
      />
    </div>
  ) : null;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormError title={t('login.failedTitle')} message={error} />
      <FormTabs
        label={t('login.typeLabel')}
        value={type}
        onValueChange={(next) => {
          setLoginType(next);
          onLoginTypeChange?.(next);
        }}
        tabs={[
          { value: 'username', label: t('login.byUsername'), content: usernameFields },
          ...(smsLogin ? [{ value: 'sms' as const, label: t('login.byMobile'), content: smsFields }] : []),
        ]}
        panelClassName={styles.panel}
      />
      {captchaShown ? (
        <CaptchaField
          {...field('captcha')}
          image={captchaImage}
          onRefresh={onRefreshCaptcha}
          refreshing={captchaRefreshing}
        />
      ) : null}
      {showRememberMe || onForgotPassword ? (
        <div className={styles.options}>
          {showRememberMe ? (
            <Checkbox
              name="rememberMe"
              label={t('login.rememberMe')}
              checked={values.rememberMe}
              onChange={(event) => onChange('rememberMe', event.target.checked)}
            />
          ) : (
            <span />
          )}
          {onForgotPassword ? <TextButton onClick={onForgotPassword}>{t('login.forgotPassword')}</TextButton> : null}
        </div>
      ) : null}
      <Button className={styles.submit} type="submit" variant="solid" size="lg" fullWidth loading={submitting}>
        {t('login.submit')}
      </Button>
      {onFreePlay ? (
        <Button variant="outline" size="lg" fullWidth loading={freePlayLoading} onClick={onFreePlay}>
          {t('login.freePlay')}
        </Button>
      ) : null}
      {onRegister ? (
        <SwitchLine question={t('login.noAccount')} action={t('login.register')} onAction={onRegister} />
      ) : null}
    </form>
  );
}
