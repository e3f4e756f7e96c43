import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { LoginVerificationMachine } from '@wl/flows';
import { LoginVerificationModal } from '@wl/ui';
import { translateMessage } from '../errors';
import { smsButtonState } from './children';

type VerificationActor = ActorRefFrom<LoginVerificationMachine>;

/**
 * New-IP verification (spec §4), shown in place of the login popup while the login flow's `verification` child runs:
 * the answer typed lives here only (a new method starts empty); closing gives up and goes back to the login form.
 */
export function LoginVerificationFlow({ actor }: { actor: VerificationActor }) {
  const snapshot = useSelector(actor, (state) => state);
  const [answer, setAnswer] = useState('');
  const { context } = snapshot;
  const sender =
    typeof snapshot.value === 'object' && 'editing' in snapshot.value ? String(snapshot.value.editing.sender) : '';
  const method = context.method;
  return (
    <LoginVerificationModal
      open={snapshot.status === 'active'}
      onOpenChange={(open) => (open ? undefined : actor.send({ type: 'user.cancel' }))}
      methods={context.methods}
      method={method}
      onMethodChange={(next) => {
        setAnswer('');
        actor.send({ type: 'method.select', method: next });
      }}
      maskedMobile={context.maskedMobile}
      maskedEmail={context.maskedEmail}
      answer={answer}
      onAnswerChange={(next) => {
        setAnswer(next);
        actor.send({ type: 'field.change' });
      }}
      problem={context.problem}
      codeState={smsButtonState(sender)}
      secondsLeft={context.secondsLeft}
      onSendCode={() => actor.send({ type: 'code.send' })}
      codeSent={method === 'sms' || method === 'email' ? context.sent[method] === true : false}
      onSubmit={() => actor.send({ type: 'user.submit', answer })}
      submitting={snapshot.matches('verifying')}
      error={translateMessage(context.error)}
      onDismissError={() => actor.send({ type: 'error.dismiss' })}
    />
  );
}
