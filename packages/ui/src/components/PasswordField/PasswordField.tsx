import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../IconButton';
import { TextField, type TextFieldProps } from '../TextField';
import { EyeIcon, EyeOffIcon } from '../../private/icons';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'suffix'> {
  /** Start with the password shown as clear text. */
  defaultVisible?: boolean;
}

/**
 * A TextField for passwords with a show/hide toggle. The toggle keeps one name ("Show password") and reports its
 * state with aria-pressed, the pattern screen readers announce best.
 */
export function PasswordField({ defaultVisible = false, disabled, className, ...props }: PasswordFieldProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <TextField
      {...props}
      className={className ? `${styles.root} ${className}` : styles.root}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      suffix={
        <span className={styles.toggle}>
          <IconButton
            type="button"
            variant="ghost"
            size="md"
            label={t('field.showPassword')}
            icon={visible ? <EyeOffIcon /> : <EyeIcon />}
            aria-pressed={visible}
            disabled={disabled}
            onClick={() => setVisible((shown) => !shown)}
          />
        </span>
      }
    />
  );
}
