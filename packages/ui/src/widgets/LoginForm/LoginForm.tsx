import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { isMobileNumber } from '@wl/rules';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { PasswordField } from '../../components/PasswordField';
import { Tabs } from '../../components/Tabs';
import { TextButton } from '../../components/TextButton';
import { TextField } from '../../components/TextField';
import { CaptchaField } from '../CaptchaField';
import { CountryCodePicker, resolveCountry, type Country } from '../CountryCodePicker';
import { SmsCodeField, SMS_DEFAULT_COUNTDOWN_SECONDS, type SmsButtonState } from '../SmsCodeField';
import * as styles from './LoginForm.css';

export const loginTypes = ['username', 'sms'] as const;
export type LoginType = (typeof loginTypes)[number];

export interface LoginValues {
  username: string;
  password: string;
  /** Present only while the captcha is shown. */
  captcha?: string;
  /** Present only while the remember-me box is shown. */
  rememberMe?: boolean;
}

export interface SmsLoginValues {
  /** Digits only (spaces and dashes taken out). */
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  captcha?: string;
  rememberMe?: boolean;
}

/** Mobile-code login; pass it only when the merchant turned it on (spec §2: sms only if enabled). */
export interface SmsLoginOptions {
  onSubmit: (values: SmsLoginValues) => void;
  /** Asks for a login code for this number (called only when the number looks valid). */
  onSendSms: (mobile: { mobileNum: string; countryDialingCode: string }) => void;
  smsState?: SmsButtonState;
  smsSecondsLeft?: number;
  /** The dialling-code picker shows when there are countries. */
  countries?: readonly Country[];
  flagUrl?: (countryCode: string) => string;
  /** The visitor's country (ISO code), the picker's fallback. */
  defaultCountry?: string;
  /** Remembered dialling code and number (remember-me). */
  defaultCountryDialingCode?: string;
  defaultMobile?: string;
  /** Mobile format check (spec §5); by default 6 to 15 digits. */
  isValidMobile?: (mobileNum: string, countryDialingCode: string) => boolean;
}

export interface LoginFormProps {
  /** Called with valid values; the caller runs the login flow. */
  onSubmit: (values: LoginValues) => void;
  /** The login call is under way: the button shows it; the fields stay editable. */
  submitting?: boolean;
  /** The server's message after a failed login. */
  error?: string | null;
  /** Base64 PNG (no data: prefix). Present after a failed login whose response carried a captcha. */
  captchaImage?: string | null;
  /** Tapping the picture asks for a new one (the caller throttles to once a second). */
  onRefreshCaptcha?: () => void;
  captchaRefreshing?: boolean;
  /** Pre-filled username (remember-me). */
  defaultUsername?: string;
  /** Mobile-code login: adds the "Mobile number" tab. */
  smsLogin?: SmsLoginOptions;
  defaultLoginType?: LoginType;
  onLoginTypeChange?: (type: LoginType) => void;
  /** Shows the remember-me box; its value comes with the submitted values. */
  showRememberMe?: boolean;
  defaultRememberMe?: boolean;
  /** Shows the forgot-password link. */
  onForgotPassword?: () => void;
  /** Free play is on: shows the demo button (no account needed). */
  onFreePlay?: () => void;
  freePlayLoading?: boolean;
  /** Shows "No account yet? Register". */
  onRegister?: () => void;
}

type FieldName = 'username' | 'password' | 'mobileNum' | 'verificationCode' | 'captcha';
// Message keys, not texts: a language switch while a message shows re-translates it.
type MessageKey =
  | 'validation.usernameRequired'
  | 'validation.passwordRequired'
  | 'validation.captchaRequired'
  | 'validation.mobileRequired'
  | 'validation.mobileInvalid'
  | 'validation.smsCodeRequired';
type FieldErrors = Partial<Record<FieldName, MessageKey>>;

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/**
 * The login form of the login popup, the login/register popup and the login page: username or mobile-code login,
 * the captcha after a failed attempt, remember-me, forgotten password and free play. Required fields are checked
 * here; everything else is the caller's (props in, values out). What was typed survives every error.
 */
export function LoginForm({
  onSubmit,
  submitting = false,
  error,
  captchaImage,
  onRefreshCaptcha,
  captchaRefreshing,
  defaultUsername = '',
  smsLogin,
  defaultLoginType = 'username',
  onLoginTypeChange,
  showRememberMe = false,
  defaultRememberMe = false,
  onForgotPassword,
  onFreePlay,
  freePlayLoading = false,
  onRegister,
}: LoginFormProps) {
  const { t } = useTranslation('account');
  const [loginType, setLoginType] = useState<LoginType>(smsLogin ? defaultLoginType : 'username');
  const type: LoginType = smsLogin ? loginType : 'username';
  const [values, setValues] = useState(() => ({
    username: defaultUsername,
    password: '',
    captcha: '',
    mobileNum: smsLogin?.defaultMobile ?? '',
    verificationCode: '',
    countryDialingCode:
      resolveCountry(smsLogin?.countries ?? [], smsLogin?.defaultCountryDialingCode, smsLogin?.defaultCountry)
        ?.countryDialingCode ??
      smsLogin?.defaultCountryDialingCode ??
      '',
  }));
  const [rememberMe, setRememberMe] = useState(defaultRememberMe);
  const [errors, setErrors] = useState<FieldErrors>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const mobileRef = useRef<HTMLInputElement>(null);
  const smsCodeRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<HTMLInputElement>(null);
  // for the handlers: which control to focus for a field
  const controlOf = (name: FieldName): RefObject<HTMLInputElement | null> =>
    ({
      username: usernameRef,
      password: passwordRef,
      mobileNum: mobileRef,
      verificationCode: smsCodeRef,
      captcha: captchaRef,
    })[name];
  const captchaShown = Boolean(captchaImage);

  // A new picture means a new code: what was typed for the old one is wrong now.
  const [shownCaptcha, setShownCaptcha] = useState(captchaImage);
  if (captchaImage !== shownCaptcha) {
    setShownCaptcha(captchaImage);
    setValues((current) => ({ ...current, captcha: '' }));
  }

  const change = (name: FieldName) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    // the message goes as soon as the player starts fixing the field
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };
  const errorOf = (name: FieldName) => (errors[name] ? t(errors[name]) : undefined);

  const mobileCheck = (): MessageKey | undefined => {
    const mobileNum = digitsOf(values.mobileNum);
    if (!mobileNum) return 'validation.mobileRequired';
    const valid = smsLogin?.isValidMobile ?? isMobileNumber;
    return valid(mobileNum, values.countryDialingCode) ? undefined : 'validation.mobileInvalid';
  };

  const focusFirst = (found: FieldErrors, order: readonly FieldName[]) => {
    const first = order.find((name) => found[name]);
    if (first) controlOf(first).current?.focus();
    return first !== undefined;
  };

  const sendSms = () => {
    if (!smsLogin) return;
    const mobileError = mobileCheck();
    if (mobileError) {
      setErrors((current) => ({ ...current, mobileNum: mobileError }));
      mobileRef.current?.focus();
      return;
    }
    smsLogin.onSendSms({ mobileNum: digitsOf(values.mobileNum), countryDialingCode: values.countryDialingCode });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: FieldErrors = {};
    if (type === 'username') {
      if (!values.username.trim()) found.username = 'validation.usernameRequired';
      if (!values.password) found.password = 'validation.passwordRequired';
    } else {
      found.mobileNum = mobileCheck();
      if (!values.verificationCode.trim()) found.verificationCode = 'validation.smsCodeRequired';
    }
    if (captchaShown && !values.captcha.trim()) found.captcha = 'validation.captchaRequired';
    setErrors(found);
    if (focusFirst(found, ['username', 'password', 'mobileNum', 'verificationCode', 'captcha'])) return;

    const extras = {
      ...(captchaShown ? { captcha: values.captcha.trim() } : {}),
      ...(showRememberMe ? { rememberMe } : {}),
    };
    if (type === 'sms' && smsLogin) {
      smsLogin.onSubmit({
        mobileNum: digitsOf(values.mobileNum),
        countryDialingCode: values.countryDialingCode,
        verificationCode: values.verificationCode.trim(),
        ...extras,
      });
    } else {
      onSubmit({ username: values.username.trim(), password: values.password, ...extras });
    }
  };

  const usernameFields = (
    <div className={styles.fields}>
      <TextField
        ref={usernameRef}
        name="username"
        label={t('login.username')}
        placeholder={t('login.usernamePlaceholder')}
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        required
        value={values.username}
        onChange={change('username')}
        error={errorOf('username')}
      />
      <PasswordField
        ref={passwordRef}
        name="password"
        label={t('login.password')}
        placeholder={t('login.passwordPlaceholder')}
        autoComplete="current-password"
        required
        value={values.password}
        onChange={change('password')}
        error={errorOf('password')}
      />
    </div>
  );

  const countries = smsLogin?.countries ?? [];
  const smsFields = smsLogin ? (
    <div className={styles.fields}>
      <TextField
        ref={mobileRef}
        name="mobileNum"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        label={t('mobile.label')}
        placeholder={t('mobile.placeholder')}
        required
        value={values.mobileNum}
        onChange={change('mobileNum')}
        error={errorOf('mobileNum')}
        prefix={
          countries.length > 0 && smsLogin.flagUrl ? (
            <CountryCodePicker
              countries={countries}
              value={values.countryDialingCode}
              defaultCountry={smsLogin.defaultCountry}
              flagUrl={smsLogin.flagUrl}
              onChange={(countryDialingCode) => setValues((current) => ({ ...current, countryDialingCode }))}
              bordered={false}
              hideLabel
            />
          ) : undefined
        }
      />
      <SmsCodeField
        ref={smsCodeRef}
        name="verificationCode"
        required
        value={values.verificationCode}
        onChange={change('verificationCode')}
        error={errorOf('verificationCode')}
        state={smsLogin.smsState}
        secondsLeft={smsLogin.smsSecondsLeft ?? SMS_DEFAULT_COUNTDOWN_SECONDS}
        onSend={sendSms}
      />
    </div>
  ) : null;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {error ? (
        <Alert tone="critical" title={t('login.failedTitle')}>
          {error}
        </Alert>
      ) : null}
      {smsLogin ? (
        <Tabs
          value={type}
          onValueChange={(next) => {
            const nextType = next as LoginType;
            setLoginType(nextType);
            setErrors({});
            onLoginTypeChange?.(nextType);
          }}
        >
          <Tabs.List aria-label={t('login.typeLabel')}>
            <Tabs.Trigger value="username">{t('login.byUsername')}</Tabs.Trigger>
            <Tabs.Trigger value="sms">{t('login.byMobile')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="username" className={styles.panel}>
            {usernameFields}
          </Tabs.Content>
          <Tabs.Content value="sms" className={styles.panel}>
            {smsFields}
          </Tabs.Content>
        </Tabs>
      ) : (
        usernameFields
      )}
      {captchaShown ? (
        <CaptchaField
          ref={captchaRef}
          name="captcha"
          required
          image={captchaImage}
          onRefresh={onRefreshCaptcha}
          refreshing={captchaRefreshing}
          value={values.captcha}
          onChange={change('captcha')}
          error={errorOf('captcha')}
        />
      ) : null}
      {showRememberMe || onForgotPassword ? (
        <div className={styles.options}>
          {showRememberMe ? (
            <Checkbox
              name="rememberMe"
              label={t('login.rememberMe')}
              checked={rememberMe}
              onChange={(event) => setRememberMe(event.target.checked)}
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
        <p className={styles.switchLine}>
          {t('login.noAccount')} <TextButton onClick={onRegister}>{t('login.register')}</TextButton>
        </p>
      ) : null}
    </form>
  );
}
