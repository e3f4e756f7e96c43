import { lazy, Suspense, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { SecuritySection } from '../../screens/SecurityCentre/SecuritySection';
import * as styles from './AuthenticatorBinding.css';

// The QR encoder is only needed while binding: its own chunk.
const QrCode = lazy(() => import('../../components/QrCode').then((module) => ({ default: module.QrCode })));

/** Where the binding is: the flow's states as the section shows them. */
export const authenticatorStatuses = ['unbound', 'starting', 'confirming', 'bound', 'unbinding'] as const;
export type AuthenticatorStatus = (typeof authenticatorStatuses)[number];

/** What the server answered when the binding began (shown this once). */
export interface AuthenticatorSetupView {
  secret: string;
  otpauthUri: string;
  issuer: string;
  accountName: string;
}

export type AuthenticatorCodeProblem = { kind: 'missing' | 'invalid' };

export interface AuthenticatorBindingProps {
  status: AuthenticatorStatus;
  expanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  /** While confirming: the secret and its otpauth URI. */
  setup?: AuthenticatorSetupView | null;
  /** Controlled: the code typed (confirming or unbinding). */
  code: string;
  onCodeChange: (code: string) => void;
  problem?: AuthenticatorCodeProblem | null;
  onStart: () => void;
  onUnbind: () => void;
  /** Gives up the binding or the unbinding under way. */
  onCancel: () => void;
  onSubmit: () => void;
  submitting?: boolean;
  /** The server's message (a wrong code with the tries left, a lock). */
  error?: string | null;
  /** What just happened. */
  notice?: 'bound' | 'unbound' | null;
  onDismissNotice?: () => void;
}

/** The key in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Google Authenticator binding (TOTP, RFC 6238): a button begins it; the QR of the otpauth URI and the key are shown
 * this once, and a code from the app confirms. Once bound, unbinding asks a current code. Controlled: the
 * authenticator flow decides; the key is never kept beyond the binding.
 */
export function AuthenticatorBinding({
  status,
  expanded,
  onExpandedChange,
  setup = null,
  code,
  onCodeChange,
  problem = null,
  onStart,
  onUnbind,
  onCancel,
  onSubmit,
  submitting = false,
  error = null,
  onDismissNotice,
  notice = null,
}: AuthenticatorBindingProps) {
  const { t } = useTranslation('security');
  const bound = status === 'bound' || status === 'unbinding';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  const feedback = (
    <>
      {error ? (
        <Alert tone="critical" onClose={onDismissNotice}>
          <p className={styles.message}>{error}</p>
        </Alert>
      ) : null}
      {notice ? (
        <Alert tone="positive" onClose={onDismissNotice}>
          <p className={styles.message}>{t(`authenticator.${notice}`)}</p>
        </Alert>
      ) : null}
    </>
  );

  const codeForm = (submitLabel: string) => (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('authenticator.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => onCodeChange(event.target.value)}
        error={problem ? t(`authenticator.problem.${problem.kind}`) : undefined}
      />
      <div className={styles.actions}>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('authenticator.cancel')}
        </Button>
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );

  let body;
  if (status === 'confirming' && setup) {
    body = (
      <>
        <ol className={styles.steps}>
          <li>{t('authenticator.step.install')}</li>
          <li>
            {t('authenticator.step.scan')}
            <div className={styles.qr}>
              <Suspense fallback={<Spinner />}>
                <QrCode value={setup.otpauthUri} label={t('authenticator.qrLabel')} size={184} />
              </Suspense>
            </div>
            <p className={styles.message}>
              {t('authenticator.key')} <code className={styles.key}>{grouped(setup.secret)}</code>
            </p>
            <p className={styles.muted}>
              {t('authenticator.account', { issuer: setup.issuer, account: setup.accountName })}
            </p>
          </li>
          <li>{t('authenticator.step.confirm')}</li>
        </ol>
        <Alert tone="caution">
          <p className={styles.message}>{t('authenticator.shownOnce')}</p>
        </Alert>
        {feedback}
        {codeForm(t('authenticator.confirm'))}
      </>
    );
  } else if (status === 'unbinding') {
    body = (
      <>
        <p className={styles.message}>{t('authenticator.unbindHint')}</p>
        {feedback}
        {codeForm(t('authenticator.unbindConfirm'))}
      </>
    );
  } else {
    body = (
      <>
        <p className={styles.message}>{t(bound ? 'authenticator.boundHint' : 'authenticator.intro')}</p>
        {feedback}
        <div className={styles.actions}>
          {bound ? (
            <Button variant="soft" onClick={onUnbind}>
              {t('authenticator.unbind')}
            </Button>
          ) : (
            <Button loading={status === 'starting'} onClick={onStart}>
              {t('authenticator.start')}
            </Button>
          )}
        </div>
      </>
    );
  }

  return (
    <SecuritySection
      title={t('authenticator.title')}
      summary={t(bound ? 'authenticator.summaryBound' : 'authenticator.summary')}
      complete={bound}
      expanded={expanded}
      onExpandedChange={onExpandedChange}
    >
      <div className={styles.body}>{body}</div>
    </SecuritySection>
  );
}
