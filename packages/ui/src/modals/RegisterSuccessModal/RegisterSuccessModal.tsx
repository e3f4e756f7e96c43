import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { CheckCircleIcon, InfoIcon } from '../../private/icons';
import * as styles from './RegisterSuccessModal.css';

export interface RegisterSuccessModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Mobile registration: the account number the server generated (the mobile number). The modal first says so, and
   * that it or the mobile number logs in next time; the success message follows.
   */
  mobileAccount?: string;
  /**
   * The new account is logged in (direct registration, spec §6); off, the modal asks the player to log in and its
   * last button says so.
   */
  loggedIn?: boolean;
  /** The last button ("Start playing", or "Log in" when not logged in); the modal closes after it. */
  onDone?: () => void;
}

type Step = 'account' | 'success';

/** After registration (spec §2, §4): `in_registered_successfully`, preceded by the account notice for mobile. */
export function RegisterSuccessModal({
  open,
  onOpenChange,
  mobileAccount,
  loggedIn = true,
  onDone,
}: RegisterSuccessModalProps) {
  const { t } = useTranslation('register');
  const [step, setStep] = useState<Step>(mobileAccount ? 'account' : 'success');
  // Reopened for another registration: start from the first step again.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setStep(mobileAccount ? 'account' : 'success');
  }

  const accountStep = step === 'account' && Boolean(mobileAccount);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={accountStep ? t('success.accountTitle') : t('success.title')}
      size="sm"
      cover={false}
      footer={
        accountStep ? (
          <Button onClick={() => setStep('success')}>{t('success.accountConfirm')}</Button>
        ) : (
          <Button
            onClick={() => {
              onDone?.();
              onOpenChange(false);
            }}
          >
            {t(loggedIn ? 'success.done' : 'success.logIn')}
          </Button>
        )
      }
    >
      {accountStep ? (
        <div className={styles.body}>
          <span className={`${styles.icon} ${styles.info}`}>
            <InfoIcon />
          </span>
          <p className={styles.message}>
            <Trans
              t={t}
              i18nKey="success.accountGenerated"
              values={{ account: mobileAccount }}
              components={{ account: <strong className={styles.account} dir="ltr" /> }}
            />
          </p>
        </div>
      ) : (
        <div className={styles.body}>
          <span className={`${styles.icon} ${styles.positive}`}>
            <CheckCircleIcon />
          </span>
          <p className={styles.message}>{t(loggedIn ? 'in_registered_successfully' : 'success.logInNext')}</p>
        </div>
      )}
    </Dialog>
  );
}
