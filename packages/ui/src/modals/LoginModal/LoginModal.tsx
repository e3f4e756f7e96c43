import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import * as styles from './LoginModal.css';

export interface LoginValues {
  username: string;
  password: string;
  /** Present only while the captcha is shown. */
  captcha?: string;
}

export interface LoginModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
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
  /** Pre-filled username (remember-me). */
  defaultUsername?: string;
}

/** The login popup: username, password and, after a failed attempt, a captcha. */
export function LoginModal({ open, onOpenChange, ...formProps }: LoginModalProps) {
  const { t } = useTranslation('account');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('login.title')}
      description={t('login.description')}
      size="sm"
    >
      {/* The form lives inside the dialog content: it starts fresh each time the dialog opens. */}
      <LoginForm {...formProps} />
    </Dialog>
  );
}

type FieldName = 'username' | 'password' | 'captcha';
// Message keys, not texts: a language switch while a message shows re-translates it.
const requiredMessage = {
  username: 'validation.usernameRequired',
  password: 'validation.passwordRequired',
  captcha: 'validation.captchaRequired',
} as const;
type FieldErrors = Partial<Record<FieldName, (typeof requiredMessage)[FieldName]>>;

function LoginForm({
  onSubmit,
  submitting = false,
  error,
  captchaImage,
  onRefreshCaptcha,
  defaultUsername = '',
}: Omit<LoginModalProps, 'open' | 'onOpenChange'>) {
  const { t } = useTranslation('account');
  const [values, setValues] = useState({ username: defaultUsername, password: '', captcha: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<HTMLInputElement>(null);
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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: FieldErrors = {};
    if (!values.username.trim()) found.username = requiredMessage.username;
    if (!values.password) found.password = requiredMessage.password;
    if (captchaShown && !values.captcha.trim()) found.captcha = requiredMessage.captcha;
    setErrors(found);
    const inOrder: { name: FieldName; ref: RefObject<HTMLInputElement | null> }[] = [
      { name: 'username', ref: usernameRef },
      { name: 'password', ref: passwordRef },
      { name: 'captcha', ref: captchaRef },
    ];
    const firstInvalid = inOrder.find(({ name }) => found[name]);
    if (firstInvalid) {
      firstInvalid.ref.current?.focus();
      return;
    }
    onSubmit({
      username: values.username.trim(),
      password: values.password,
      ...(captchaShown ? { captcha: values.captcha.trim() } : {}),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {error ? (
        <Alert tone="critical" title={t('login.failedTitle')}>
          {error}
        </Alert>
      ) : null}
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
        error={errors.username ? t(errors.username) : undefined}
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
        error={errors.password ? t(errors.password) : undefined}
      />
      {captchaShown ? (
        <div className={styles.captchaRow}>
          <TextField
            ref={captchaRef}
            className={styles.captchaField}
            name="captcha"
            label={t('login.captcha')}
            placeholder={t('login.captchaPlaceholder')}
            hint={t('login.captchaHint')}
            inputMode="numeric"
            autoComplete="off"
            required
            value={values.captcha}
            onChange={change('captcha')}
            error={errors.captcha ? t(errors.captcha) : undefined}
          />
          <button
            type="button"
            className={styles.captchaButton}
            onClick={onRefreshCaptcha}
            disabled={!onRefreshCaptcha}
            aria-label={t('login.captchaRefresh')}
          >
            <img className={styles.captchaImage} src={`data:image/png;base64,${captchaImage}`} alt="" />
          </button>
        </div>
      ) : null}
      <Button className={styles.submit} type="submit" variant="solid" size="lg" fullWidth loading={submitting}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
