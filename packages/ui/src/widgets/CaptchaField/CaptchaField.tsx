import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../../components/TextField';
import { ring } from '../../components/Spinner/Spinner.css';
import * as styles from './CaptchaField.css';

export interface CaptchaFieldProps extends Omit<TextFieldProps, 'type' | 'suffix' | 'prefix' | 'label'> {
  /** Defaults to "Captcha". */
  label?: ReactNode;
  /** Base64 PNG without the data: prefix (spec §3: the captcha call's value). Null while the first one loads. */
  image: string | null | undefined;
  /** Tapping the picture asks for a new one (the caller throttles to once a second, spec §4). */
  onRefresh?: () => void;
  /** A new picture is on its way: the old one dims under a spinner. */
  refreshing?: boolean;
}

/** The image captcha: the code input beside its picture; the picture is the "new code" button. */
export function CaptchaField({
  label,
  image,
  onRefresh,
  refreshing = false,
  placeholder,
  hint,
  className,
  ...fieldProps
}: CaptchaFieldProps) {
  const { t } = useTranslation('account');
  const busy = refreshing || !image;
  return (
    <div className={className ? `${styles.row} ${className}` : styles.row}>
      <TextField
        inputMode="numeric"
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...fieldProps}
        className={styles.field}
        label={label ?? t('captcha.label')}
        placeholder={placeholder ?? t('captcha.placeholder')}
        hint={hint ?? t('captcha.hint')}
      />
      <button
        type="button"
        className={styles.picture}
        onClick={busy ? undefined : onRefresh}
        disabled={!onRefresh}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        aria-label={t('captcha.refresh')}
      >
        {image ? <img className={styles.image} src={`data:image/png;base64,${image}`} alt="" /> : null}
        {busy ? (
          <span className={styles.busy} aria-hidden="true">
            <span className={ring} data-motion="essential" />
          </span>
        ) : null}
      </button>
    </div>
  );
}
