import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { newIdempotencyKey, type Balance } from '@wl/api';
import {
  MAIN_WALLET,
  WALLET_RECALL_FAILED_KEY,
  WALLET_TRANSFER_FAILED_KEY,
  walletTransferMachine,
  type TransferWallet,
  type WalletRecallResult,
  type WalletTransferRequest,
  type WalletTransferResult,
} from '@wl/flows';
import {
  WalletPage as WalletScreen,
  type WalletNotice,
  type WalletPageWallet,
  type WalletTransferFieldName,
  type WalletTransferValues,
} from '@wl/ui';
import { api } from '../../api';
import { queryClient } from '../../query';
import { useSession } from '../../session/session';
import { balanceQueriesKey, balanceQuery } from '../queries';
import { useNewOutcome } from './useNewOutcome';

/** After a money write every balance shown (the header's too) is fetched again before the flow reports it. */
const refreshBalances = () => queryClient.invalidateQueries({ queryKey: balanceQueriesKey });

const siteWalletMachine = walletTransferMachine.provide({
  actors: {
    transfer: fromPromise<WalletTransferResult, WalletTransferRequest>(async ({ input }) => {
      try {
        return await api.wallet.transfer(input);
      } finally {
        await refreshBalances();
      }
    }),
    recallAll: fromPromise<WalletRecallResult, { idempotencyKey: string }>(async ({ input }) => {
      try {
        return await api.wallet.recallAll(input.idempotencyKey);
      } finally {
        await refreshBalances();
      }
    }),
  },
});

const walletsOf = (balance: Balance | undefined): WalletPageWallet[] =>
  (balance?.wallets ?? []).map((wallet) => ({
    code: wallet.accountTypeId,
    name: wallet.name,
    balance: wallet.availBalance,
    status: wallet.status,
  }));

const emptyValues: WalletTransferValues = { from: MAIN_WALLET, to: '', amount: '' };

/** transferFund (spec §2): the balances from the v2 balance call, the transfer and recall through the wallet flow. */
export default function WalletPage() {
  const { token } = useSession();
  const { t, i18n } = useTranslation('member');
  const balance = useQuery(balanceQuery(token), queryClient);
  const wallets = useMemo(() => walletsOf(balance.data), [balance.data]);
  const minorDigits = balance.data?.minorDigits ?? 2;

  const [values, setValues] = useState(emptyValues);
  const [snapshot, send, actor] = useMachine(siteWalletMachine, {
    input: {
      wallets: [],
      minorDigits,
      locale: i18n.resolvedLanguage ?? i18n.language,
      newKey: newIdempotencyKey,
    },
  });
  const { problems, error, outcome } = snapshot.context;

  useEffect(() => {
    const transferWallets: TransferWallet[] = wallets.map(({ code, balance: amount, status }) => ({
      code,
      balance: amount,
      status,
    }));
    send({ type: 'wallets.change', wallets: transferWallets, minorDigits });
  }, [wallets, minorDigits, send]);

  // A transfer that went through empties the amount; what was typed stays after a failure.
  useNewOutcome(actor, (outcome) => {
    if (outcome?.kind === 'transferred') setValues((current) => ({ ...current, amount: '' }));
  });

  const onChange = (field: WalletTransferFieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    send({ type: 'field.change', field });
  };

  let notice: WalletNotice | null = null;
  if (error !== null) {
    const known = error === WALLET_TRANSFER_FAILED_KEY || error === WALLET_RECALL_FAILED_KEY;
    notice = { kind: 'failed', message: known ? t(error) : error };
  } else if (outcome?.kind === 'transferred') {
    notice = { kind: 'transferred', amount: outcome.result.amount };
  } else if (outcome?.kind === 'recalled') {
    notice = { kind: 'recalled', total: outcome.result.total };
  }

  return (
    <WalletScreen
      status={balance.isPending ? 'loading' : balance.isError && !balance.data ? 'error' : 'ready'}
      errorMessage={balance.error?.message}
      onRetry={() => void balance.refetch()}
      currency={balance.data?.currency}
      minorDigits={minorDigits}
      total={balance.data?.sumBalance}
      wallets={wallets}
      mainWallet={MAIN_WALLET}
      values={values}
      onChange={onChange}
      problems={problems}
      onSubmit={() => send({ type: 'user.submit', ...values })}
      onRecallAll={() => send({ type: 'user.recallAll' })}
      onRefresh={() => void balance.refetch()}
      refreshing={balance.isFetching && !balance.isPending}
      busy={snapshot.matches('transferring') ? 'transfer' : snapshot.matches('recalling') ? 'recall' : null}
      notice={notice}
      onRetryWrite={() => send({ type: 'user.retry' })}
      onDismissNotice={() => send({ type: 'user.dismiss' })}
    />
  );
}
