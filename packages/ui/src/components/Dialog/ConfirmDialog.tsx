import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  /** Defaults to "Confirm". */
  confirmLabel?: string;
  /** Defaults to "Cancel". */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Also called on Escape, the close button and a cover click. */
  onCancel: () => void;
  /** The confirmed action is running: the confirm button spins and the dialog cannot be dismissed. */
  confirming?: boolean;
}

/** A yes/no question on top of Dialog, e.g. "Do you want to log out?". */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  confirming = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !confirming) onCancel();
      }}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="outline" disabled={confirming} onClick={onCancel}>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button variant="solid" loading={confirming} onClick={onConfirm}>
            {confirmLabel ?? t('confirm')}
          </Button>
        </>
      }
    >
      {message}
    </Dialog>
  );
}
