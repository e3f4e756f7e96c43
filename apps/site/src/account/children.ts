import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { captchaMachine, smsCountdownMachine } from '@wl/flows';
import type { SmsButtonState } from '@wl/ui';
import { translateMessage } from '../errors';

type SmsActor = ActorRefFrom<typeof smsCountdownMachine>;
type CaptchaActor = ActorRefFrom<typeof captchaMachine>;

const buttonStates: Record<string, SmsButtonState> = {
  ready: 'idle',
  sending: 'sending',
  counting: 'countdown',
  throttled: 'throttled',
};

/** The get-code button's state for a flow's sender state (`ready`, `sending`, `counting`, `throttled`). */
export const smsButtonState = (senderState: string): SmsButtonState => buttonStates[senderState] ?? 'idle';

/** The get-code button of a flow's `sms` child: its state, the seconds left and the failure for the warning. */
export function useSmsButton(actor: SmsActor | undefined) {
  return useSelector(
    actor,
    (snapshot) => ({
      smsState: snapshot ? smsButtonState(String(snapshot.value)) : 'idle',
      smsSecondsLeft: snapshot?.context.secondsLeft,
      smsError: translateMessage(snapshot?.context.error ?? null),
      dismissSmsError: () => actor?.send({ type: 'error.dismiss' }),
    }),
    (a, b) => a.smsState === b.smsState && a.smsSecondsLeft === b.smsSecondsLeft && a.smsError === b.smsError,
  );
}

/** The picture of a flow's `captcha` child (absent until a captcha is asked for). */
export function useCaptchaImage(actor: CaptchaActor | undefined) {
  return useSelector(
    actor,
    (snapshot) => ({
      captchaImage: snapshot?.context.image ?? null,
      captchaRefreshing: snapshot?.value === 'loading',
    }),
    (a, b) => a.captchaImage === b.captchaImage && a.captchaRefreshing === b.captchaRefreshing,
  );
}
