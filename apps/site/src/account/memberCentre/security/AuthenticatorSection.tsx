import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import {
  AUTHENTICATOR_FAILED_KEY,
  AUTHENTICATOR_START_FAILED_KEY,
  authenticatorMachine,
  type AuthenticatorSetup,
} from '@wl/flows';
import { AuthenticatorBinding, type AuthenticatorStatus } from '@wl/ui';
import { api } from '../../../api';
import { queryClient } from '../../../query';
import { useSession } from '../../../session/session';
import { securityConfigQuery, securityQueriesKeys } from '../../queries';

/** A write changes the overview's item and completion. */
function writing(call: (code: string) => Promise<unknown>) {
  return fromPromise<unknown, string>(async ({ input }) => {
    await call(input);
    await queryClient.invalidateQueries({ queryKey: securityQueriesKeys.config });
    return null;
  });
}

const siteAuthenticatorMachine = authenticatorMachine.provide({
  actors: {
    // The secret lives in the flow's memory while the player confirms: never in storage or a query cache.
    start: fromPromise<AuthenticatorSetup>(() => api.security.startAuthenticator()),
    confirm: writing(api.security.confirmAuthenticator),
    unbind: writing(api.security.unbindAuthenticator),
  },
});

const statuses: Record<string, AuthenticatorStatus> = {
  checking: 'unbound',
  unbound: 'unbound',
  starting: 'starting',
  confirming: 'confirming',
  confirmingCode: 'confirming',
  bound: 'bound',
  unbinding: 'unbinding',
  unbindingCode: 'unbinding',
};

function Binding({ bound }: { bound: boolean }) {
  const { t } = useTranslation('security');
  const [expanded, setExpanded] = useState(false);
  const [code, setCode] = useState('');
  const [snapshot, send] = useMachine(siteAuthenticatorMachine, { input: { bound } });
  const state = String(snapshot.value);
  const { setup, problem, error, outcome } = snapshot.context;

  useEffect(() => {
    send({ type: 'bound.change', bound });
  }, [bound, send]);
  // A new step starts with an empty code; a refused code stays to be corrected.
  const [shownState, setShownState] = useState(state);
  if (state !== shownState) {
    setShownState(state);
    if (['bound', 'unbound', 'starting'].includes(state) || (state === 'unbinding' && shownState === 'bound')) {
      setCode('');
    }
  }

  const message = error === AUTHENTICATOR_FAILED_KEY || error === AUTHENTICATOR_START_FAILED_KEY ? t(error) : error;
  return (
    <AuthenticatorBinding
      status={statuses[state] ?? 'unbound'}
      expanded={expanded}
      onExpandedChange={setExpanded}
      setup={setup}
      code={code}
      onCodeChange={(next) => {
        setCode(next);
        send({ type: 'field.change' });
      }}
      problem={problem}
      onStart={() => send({ type: 'bind.start' })}
      onUnbind={() => send({ type: 'unbind.start' })}
      onCancel={() => send({ type: 'user.cancel' })}
      onSubmit={() => send({ type: 'user.submit', code })}
      submitting={state === 'confirmingCode' || state === 'unbindingCode'}
      error={message}
      notice={outcome}
      onDismissNotice={() => send({ type: 'notice.dismiss' })}
    />
  );
}

/**
 * The security centre's Google Authenticator item (TOTP, RFC 6238): bind with the QR or the key shown once and a
 * code from the app; unbind with a current code. Left out when the merchant does not offer it.
 */
export default function AuthenticatorSection() {
  const { token } = useSession();
  const config = useQuery(securityConfigQuery(token), queryClient);
  const item = config.data?.items.authenticator;
  if (!item?.enabled) return null;
  return <Binding bound={item.isComplete} />;
}
