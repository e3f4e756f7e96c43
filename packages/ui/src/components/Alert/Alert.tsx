import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon, CloseIcon, ErrorIcon, InfoIcon, WarningIcon } from '../../private/icons';
import { IconButton } from '../IconButton';
import * as styles from './Alert.css';

export const alertTones = ['info', 'positive', 'caution', 'critical'] as const;
export type AlertTone = (typeof alertTones)[number];

const alert = cva(styles.root, { variants: { tone: styles.tones }, defaultVariants: { tone: 'info' } });
const iconOf = { info: InfoIcon, positive: CheckCircleIcon, caution: WarningIcon, critical: ErrorIcon };

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button. */
  onClose?: () => void;
  className?: string;
}

/** An inline message. Critical and caution interrupt a screen reader (role="alert"); the others wait (status). */
export function Alert({ tone = 'info', title, children, onClose, className }: AlertProps) {
  const { t } = useTranslation('common');
  const Icon = iconOf[tone];
  return (
    <div role={tone === 'critical' || tone === 'caution' ? 'alert' : 'status'} className={alert({ tone, className })}>
      <span className={`${styles.icon} ${styles.iconTones[tone]}`}>
        <Icon />
      </span>
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children}
      </div>
      {onClose ? (
        <span className={styles.close}>
          <IconButton label={t('close')} icon={<CloseIcon />} size="sm" onClick={onClose} />
        </span>
      ) : null}
    </div>
  );
}
