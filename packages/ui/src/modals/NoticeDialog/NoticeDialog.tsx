import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { InfoIcon, WarningIcon } from '../../private/icons';
import * as styles from './NoticeDialog.css';

export const noticeTones = ['info', 'warning'] as const;
export type NoticeTone = (typeof noticeTones)[number];

const icon = cva(styles.icon, { variants: { tone: styles.tones }, defaultVariants: { tone: 'info' } });

export interface NoticeDialogProps {
  open: boolean;
  /** Called with false on the confirm button, Escape, the close button and a cover click. */
  onOpenChange: (open: boolean) => void;
  /** Defaults to "Notice" ("Warning" for the warning tone). */
  title?: ReactNode;
  /** Translated text or the server's message, shown as text. */
  message: ReactNode;
  /** Defaults to "Confirm"; e.g. `in_increase_submit` for the trial-account warning. */
  confirmLabel?: string;
  /** The confirm button; the dialog closes after it. */
  onConfirm?: () => void;
  tone?: NoticeTone;
}

/**
 * One message and one button: the trial-account warning (`in_need_true_account` with `in_increase_submit`), the
 * invalid invitation code (`invitation_code_error`), a failed SMS send with the server's message.
 */
export function NoticeDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  onConfirm,
  tone = 'info',
}: NoticeDialogProps) {
  const { t } = useTranslation('common');
  const Icon = tone === 'warning' ? WarningIcon : InfoIcon;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title ?? t(tone === 'warning' ? 'notice.warningTitle' : 'notice.title')}
      size="sm"
      footer={
        <Button
          variant="solid"
          onClick={() => {
            onConfirm?.();
            onOpenChange(false);
          }}
        >
          {confirmLabel ?? t('notice.confirm')}
        </Button>
      }
    >
      <div className={styles.body}>
        <span className={icon({ tone })}>
          <Icon />
        </span>
        <p className={styles.message}>{message}</p>
      </div>
    </Dialog>
  );
}

export type WarningDialogProps = Omit<NoticeDialogProps, 'tone'>;

/** NoticeDialog in the warning tone. */
export function WarningDialog(props: WarningDialogProps) {
  return <NoticeDialog {...props} tone="warning" />;
}
