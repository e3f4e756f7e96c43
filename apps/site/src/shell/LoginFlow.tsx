import { useEffect } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { loginMachine } from '@wl/flows';
import { LoginModal } from '@wl/ui';
import { api } from '../api';
import { playerMessages, translateMessage } from '../errors';
import { sessionStore } from '../session/store';
import { useLoginModal } from './loginModal';

const providedLoginMachine = loginMachine.provide({
  actors: {
    login: fromPromise(({ input }) => playerMessages(api.session.login)(input)),
    loadCaptcha: fromPromise(playerMessages(api.session.getCaptcha)),
    loadMember: fromPromise(playerMessages(api.member.getMemberInfo)),
  },
  actions: {
    storeSession: (_, { session, username }) =>
      sessionStore.start({ token: session.token, isAgent: session.isAgent, account: session.account ?? username }),
    // The first-login greeting (announcements, new-player promotion) belongs to the shell; nothing to do before it.
    onFirstLogin: () => undefined,
    markAfterLogin: () => undefined,
  },
});

/** The login flow behind the popup; mounted while the popup is open, so each opening starts fresh. */
export default function LoginFlow() {
  const modal = useLoginModal();
  const [snapshot, send] = useMachine(providedLoginMachine, { input: {} });
  const { context } = snapshot;
  const finished = snapshot.status === 'done';

  useEffect(() => {
    if (!finished) return;
    modal.close();
  }, [finished, modal]);

  return (
    <LoginModal
      open
      onOpenChange={(open) => (open ? undefined : modal.close())}
      onSubmit={(values) => send({ type: 'user.submit', ...values })}
      submitting={!snapshot.matches('idle') && !finished}
      error={translateMessage(context.error)}
      captchaImage={context.captchaRequired ? context.captchaImage : null}
      onRefreshCaptcha={() => send({ type: 'captcha.refresh' })}
      defaultUsername={context.username}
    />
  );
}
