import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { newIdempotencyKey } from '@wl/api';
import {
  UPLINE_TRANSFER_FAILED_KEY,
  accountTransferMachine,
  type AccountTransferRequest,
  type AccountTransferResult,
} from '@wl/flows';
import {
  TransferUplinePage as TransferUplineScreen,
  type TransferUplineField,
  type TransferUplineNotice,
  type TransferUplineValues,
} from '@wl/ui';
import { api } from '../../api';
import { queryClient } from '../../query';
import { useSession } from '../../session/session';
import { balanceQueriesKey, balanceQuery, uplineTransferSettingsQuery } from '../queries';
import { useNewOutcome } from './useNewOutcome';

const siteUplineMachine = accountTransferMachine.provide({
  actors: {
    transfer: fromPromise<AccountTransferResult, AccountTransferRequest>(async ({ input }) => {
      try {
        return await api.cashier.transferToUpline(input);
      } finally {
        // the header's balance and this page's main wallet
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: balanceQueriesKey }),
          queryClient.invalidateQueries({ queryKey: ['member', 'uplineTransferSettings'] }),
        ]);
      }
    }),
  },
});

const emptyValues: TransferUplineValues = { amount: '', password: '' };

/** transferUpline (spec §2): the settings call, then the upline flow with the API's encrypted transfer. */
export default function TransferUplinePage() {
  const { token } = useSession();
  const { t, i18n } = useTranslation('member');
  const settings = useQuery(uplineTransferSettingsQuery(token), queryClient);
  const balance = useQuery(balanceQuery(token), queryClient);
  const minorDigits = balance.data?.minorDigits ?? 2;
  const data = settings.data;

  const [values, setValues] = useState(emptyValues);
  const [snapshot, send, actor] = useMachine(siteUplineMachine, {
    input: {
      target: { kind: 'upline' },
      min: '0',
      max: '0',
      balance: '0',
      minorDigits,
      fundsPasswordRequired: true,
      locale: i18n.resolvedLanguage ?? i18n.language,
      newKey: newIdempotencyKey,
    },
  });

  useEffect(() => {
    if (!data) return;
    send({
      type: 'limits.change',
      limits: {
        min: data.min,
        max: data.max,
        balance: data.balance,
        minorDigits,
        fundsPasswordRequired: data.fundsPasswordRequired,
      },
    });
  }, [data, minorDigits, send]);

  // A transfer that went through empties the form; what was typed stays after a failure.
  useNewOutcome(actor, (outcome) => outcome && setValues(emptyValues));

  const onChange = (field: TransferUplineField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    send({ type: 'field.change', field });
  };

  const { problems, error, outcome } = snapshot.context;
  let notice: TransferUplineNotice | null = null;
  if (error !== null) notice = { kind: 'failed', message: error === UPLINE_TRANSFER_FAILED_KEY ? t(error) : error };
  else if (outcome) notice = { kind: 'transferred', amount: outcome.amount, upline: outcome.upline ?? '' };

  return (
    <TransferUplineScreen
      status={settings.isPending ? 'loading' : settings.isError && !data ? 'error' : 'ready'}
      errorMessage={settings.error?.message}
      onRetry={() => void settings.refetch()}
      blocked={data && !data.allowed ? (data.reason ?? 'noUpline') : null}
      upline={data?.upline}
      balance={data?.balance}
      min={data?.min}
      max={data?.max}
      currency={balance.data?.currency}
      minorDigits={minorDigits}
      fundsPasswordRequired={data?.fundsPasswordRequired}
      values={values}
      onChange={onChange}
      problems={problems}
      onSubmit={() => send({ type: 'user.submit', ...values })}
      submitting={snapshot.matches('transferring')}
      notice={notice}
      onDismissNotice={() => send({ type: 'user.dismiss' })}
    />
  );
}
