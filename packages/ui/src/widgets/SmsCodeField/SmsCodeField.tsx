import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { TextField, type TextFieldProps } from '../../components/TextField';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import * as styles from './SmsCodeField.css';

/** Spec §5 and §9: a verification code is at most 255 characters. */
export const SMS_CODE_MAX_LENGTH = 255;
/** Spec §9: the seconds shown when the server gave no expiry time. */
export const SMS_DEFAULT_COUNTDOWN_SECONDS = 60;

/**
 * The OTP button's states. idle: can send. sending: the request is under way. countdown: sent, waiting until the code
 * expires before a resend (spec §4). throttled: a request went out less than a second ago (spec §9), so briefly
 * not again. A failed send shows the server's message in a warning dialog, which the parent opens.
 */
export const smsButtonStates = ['idle', 'sending', 'countdown', 'throttled'] as const;
export type SmsButtonState = (typeof smsButtonStates)[number];

const sendButton = cva(styles.send, {
  variants: { waiting: { true: styles.waiting, false: '' } },
});

export interface SmsCodeFieldProps extends Omit<
  TextFieldProps,
  'type' | 'suffix' | 'label' | 'inputMode' | 'autoComplete' | 'maxLength'
> {
  /** Defaults to "SMS verification code". */
  label?: ReactNode;
  state?: SmsButtonState;
  /** Shown while `state` is countdown; defaults to 60. */
  secondsLeft?: number;
  /** The player asks for a code; called only in the idle state. */
  onSend: () => void;
  /** The code cannot be asked for yet, e.g. no mobile number typed. */
  sendDisabled?: boolean;
  /** Said once when the code goes out; defaults to "A code is on its way to your phone." */
  sentMessage?: ReactNode;
}

/**
 * The SMS code input with its get-OTP button. The button never takes the disabled attribute, only aria-disabled, so
 * the focus stays on it from sending through the countdown.
 */
export function SmsCodeField({
  label,
  state = 'idle',
  secondsLeft = SMS_DEFAULT_COUNTDOWN_SECONDS,
  onSend,
  sendDisabled = false,
  sentMessage,
  placeholder,
  disabled,
  ...fieldProps
}: SmsCodeFieldProps) {
  const { t } = useTranslation('account');
  const waiting = state === 'countdown' || state === 'throttled' || sendDisabled;
  const seconds = Math.max(0, Math.ceil(secondsLeft));
  return (
    <TextField
      {...fieldProps}
      label={label ?? t('sms.label')}
      placeholder={placeholder ?? t('sms.placeholder')}
      disabled={disabled}
      inputMode="numeric"
      autoComplete="one-time-code"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      maxLength={SMS_CODE_MAX_LENGTH}
      suffix={
        <>
          <Button
            variant="soft"
            size="sm"
            className={sendButton({ waiting })}
            loading={state === 'sending'}
            aria-disabled={waiting || disabled || undefined}
            disabled={disabled}
            onClick={state === 'idle' && !sendDisabled ? onSend : undefined}
          >
            {state === 'countdown' ? (
              <span className={styles.countdown}>{t('sms.resendIn', { seconds })}</span>
            ) : (
              t('sms.send')
            )}
          </Button>
          {/* said once when the code goes out, not every second of the countdown */}
          <span role="status" className={visuallyHidden}>
            {state === 'countdown' ? (sentMessage ?? t('sms.sent')) : ''}
          </span>
        </>
      }
    />
  );
}
