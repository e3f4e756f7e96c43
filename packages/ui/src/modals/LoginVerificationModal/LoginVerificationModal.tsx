import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { TextField } from '../../components/TextField';
import { SmsCodeField, type SmsButtonState } from '../../widgets/SmsCodeField';
import * as styles from './LoginVerificationModal.css';

/** The proofs a login from a new IP may be verified with (spec §4), in the server's words. */
export const loginVerificationMethods = ['sms', 'email', 'bankAccountName', 'authenticator'] as const;
export type LoginVerificationMethod = (typeof loginVerificationMethods)[number];

export type LoginVerificationProblem = { kind: 'missing' | 'invalid' };

export interface LoginVerificationModalProps {
  open: boolean;
  /** Closing gives up: back to the login form, no session. */
  onOpenChange: (open: boolean) => void;
  /** The methods the server offers, in its order. */
  methods: readonly LoginVerificationMethod[];
  method: LoginVerificationMethod;
  onMethodChange: (method: LoginVerificationMethod) => void;
  /** Where an sms or email code goes, masked by the server. */
  maskedMobile?: string | null;
  maskedEmail?: string | null;
  /** Controlled: the code, or the bank account name. */
  answer: string;
  onAnswerChange: (answer: string) => void;
  problem?: LoginVerificationProblem | null;
  /** The get-code button of the sms and email methods. */
  codeState?: SmsButtonState;
  secondsLeft?: number;
  onSendCode: () => void;
  /** A code of the chosen method went out. */
  codeSent?: boolean;
  onSubmit: () => void;
  submitting?: boolean;
  /** The server's message (a wrong answer with the tries left, a lock). */
  error?: string | null;
  onDismissError?: () => void;
}

/**
 * New-IP verification (spec §4): the password was right, but the network is new, so the session opens only after
 * one more proof. The player picks one of the methods the server offers (mobile code, bound email code, bank account
 * name, authenticator code) and answers it. Controlled: the login verification flow decides.
 */
export function LoginVerificationModal({
  open,
  onOpenChange,
  methods,
  method,
  onMethodChange,
  maskedMobile = null,
  maskedEmail = null,
  answer,
  onAnswerChange,
  problem = null,
  codeState = 'idle',
  secondsLeft,
  onSendCode,
  codeSent = false,
  onSubmit,
  submitting = false,
  error = null,
  onDismissError,
}: LoginVerificationModalProps) {
  const { t } = useTranslation('register');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const problemText = problem
    ? t(`newIp.problem.${method === 'bankAccountName' ? 'name' : 'code'}.${problem.kind}`)
    : undefined;
  const where = method === 'sms' ? maskedMobile : method === 'email' ? maskedEmail : null;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('newIp.title')}
      description={t('newIp.description')}
      cover={false}
      size="md"
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {methods.length > 1 ? (
          <fieldset className={styles.methods}>
            <legend className={styles.legend}>{t('newIp.methodLegend')}</legend>
            {methods.map((option) => (
              <label key={option} className={styles.method}>
                <input
                  type="radio"
                  name="loginVerificationMethod"
                  value={option}
                  checked={option === method}
                  onChange={() => onMethodChange(option)}
                  className={styles.radio}
                />
                <span>{t(`newIp.method.${option}`)}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <p className={styles.message}>
          {where ? t(`newIp.hint.${method}`, { value: where }) : t(`newIp.hint.${method}`, { value: '' })}
        </p>
        {error ? (
          <Alert tone="critical" onClose={onDismissError}>
            <p className={styles.message}>{error}</p>
          </Alert>
        ) : null}
        {method === 'sms' || method === 'email' ? (
          <SmsCodeField
            label={t(`newIp.label.${method}`)}
            state={codeState}
            secondsLeft={secondsLeft}
            onSend={onSendCode}
            sentMessage={t(`newIp.sent.${method}`, { value: where ?? '' })}
            hint={codeSent ? t(`newIp.sent.${method}`, { value: where ?? '' }) : undefined}
            value={answer}
            onChange={(event) => onAnswerChange(event.target.value)}
            error={problemText}
          />
        ) : (
          <TextField
            label={t(`newIp.label.${method}`)}
            inputMode={method === 'authenticator' ? 'numeric' : 'text'}
            autoComplete={method === 'authenticator' ? 'one-time-code' : 'off'}
            maxLength={method === 'authenticator' ? 6 : 100}
            value={answer}
            onChange={(event) => onAnswerChange(event.target.value)}
            error={problemText}
          />
        )}
        <div className={styles.actions}>
          <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
            {t('newIp.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('newIp.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
