import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { newIdempotencyKey, type PayoutAccountList, type WithdrawalOrder } from '@wl/api';
import {
  WITHDRAW_CONFIRM_FAILED_KEY,
  WITHDRAW_FAILED_KEY,
  withdrawConfirmMachine,
  withdrawMachine,
  withdrawQuote,
  type WithdrawConfirmRequest,
  type WithdrawRequest,
  type WithdrawResult,
} from '@wl/flows';
import {
  WithdrawPage as WithdrawScreen,
  type WithdrawAccountItem,
  type WithdrawConfirmation,
  type WithdrawConfirmField,
  type WithdrawCryptoQuote,
  type WithdrawMethod,
  type WithdrawField,
  type WithdrawNotice,
  type WithdrawOrder,
  type WithdrawPageProps,
  type WithdrawValues,
} from '@wl/ui';
import { api } from '../../api';
import { overlays } from '../../overlays/overlays';
import { queryClient } from '../../query';
import { useSession } from '../../session/session';
import { balanceQueriesKey, payoutAccountsQuery, withdrawOrdersQuery, withdrawSettingsQuery } from '../queries';
import { useNewOutcome } from './useNewOutcome';

/** After a withdrawal or an answer: the balances (the header's too), what the day allows, and the orders. */
const refreshCashier = () =>
  Promise.all(
    [balanceQueriesKey, ['member', 'withdrawSettings'], ['member', 'withdrawOrders']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );

const siteWithdrawMachine = withdrawMachine.provide({
  actors: {
    // x-encrypted: the API client seals the body (amount, card, funds password) with the server's key.
    withdraw: fromPromise<WithdrawResult, WithdrawRequest>(async ({ input }) => {
      try {
        return (await api.cashier.createWithdrawal(input)) as WithdrawalOrder;
      } finally {
        await refreshCashier();
      }
    }),
  },
});

const siteConfirmMachine = withdrawConfirmMachine.provide({
  actors: {
    uploadProof: fromPromise<number, Blob>(async ({ input }) => (await api.cashier.uploadProof(input)).proofId),
    confirm: fromPromise<unknown, WithdrawConfirmRequest>(async ({ input }) => {
      try {
        return await api.cashier.confirmWithdrawal(input);
      } finally {
        await refreshCashier();
      }
    }),
  },
});

const emptyValues: WithdrawValues = { accountId: '', amount: '', password: '' };

/** One tab's accounts as the page lists them, with the coin and network of a crypto address. */
type TabAccount = WithdrawAccountItem & { coin: string | null; network: string | null };

function accountsOf(list: PayoutAccountList | undefined, method: WithdrawMethod): TabAccount[] {
  if (!list) return [];
  if (method === 'bankCard') {
    return list.bankCards.map((card) => ({
      id: card.id,
      name: card.bankName,
      holder: card.accountName,
      maskedNumber: card.accountNumber,
      coin: null,
      network: null,
    }));
  }
  return (method === 'eWallet' ? list.eWallets : list.cryptoAddresses).map((account) => ({
    id: account.id,
    name: account.name,
    holder: account.accountName,
    maskedNumber: account.accountNumber,
    coin: account.coin,
    network: account.network,
  }));
}
const emptyAnswer = { result: '' as WithdrawConfirmation['result'], receivedAmount: '', proof: null as File | null };

function orderView(order: WithdrawalOrder): WithdrawOrder {
  return {
    ...order,
    bankName: order.bankCard?.bankName ?? order.payoutAccount?.name ?? null,
    maskedNumber: order.bankCard?.maskedNumber ?? order.payoutAccount?.maskedNumber ?? null,
  };
}

/** What the screen's confirmation props are made of. */
type ConfirmationProps = Pick<
  WithdrawPageProps,
  'confirmation' | 'onConfirmChange' | 'onProofChange' | 'onConfirmSubmit' | 'onConfirmDismiss'
>;

interface ConfirmProps {
  order: WithdrawalOrder;
  minorDigits: number;
  locale: string;
  children: (props: ConfirmationProps) => ReactNode;
}

/**
 * The spec §4 confirmation of one paid order awaiting the member's answer: its own flow, made anew for another order
 * (the caller keys it by the order), so an answer typed for one never goes to another.
 */
function Confirm({ order, minorDigits, locale, children }: ConfirmProps) {
  const { t } = useTranslation('withdraw');
  const [snapshot, send, actor] = useMachine(siteConfirmMachine, {
    input: {
      orderId: order.orderId,
      payoutAmount: order.payoutAmount,
      autoReceiveAt: order.autoReceiveAt,
      minorDigits,
      locale,
    },
  });
  // The time to answer ran out: the server now counts it as received.
  useEffect(() => {
    const subscription = actor.subscribe((next) => {
      if (next.matches('autoReceived')) void refreshCashier();
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  const [answer, setAnswer] = useState(emptyAnswer);
  const [resultMissing, setResultMissing] = useState(false);

  const { problems, error } = snapshot.context;
  let ended: WithdrawConfirmation['ended'] = null;
  if (snapshot.matches('confirmed')) ended = 'confirmed';
  else if (snapshot.matches('autoReceived')) ended = 'autoReceived';
  return children({
    confirmation: {
      orderId: order.orderId,
      result: answer.result,
      receivedAmount: answer.receivedAmount,
      proofName: answer.proof?.name ?? null,
      problems: resultMissing ? { ...problems, result: { kind: 'missing' } } : problems,
      submitting: snapshot.matches('uploading') || snapshot.matches('confirming'),
      error: error === WITHDRAW_CONFIRM_FAILED_KEY ? t(error) : error,
      ended,
    },
    onConfirmChange: (field: WithdrawConfirmField, value: string) => {
      setAnswer((current) => ({ ...current, [field]: value }));
      if (field === 'result') setResultMissing(false);
      else send({ type: 'field.change', field });
    },
    onProofChange: (file: File | null) => {
      setAnswer((current) => ({ ...current, proof: file }));
      send({ type: 'field.change', field: 'proof' });
    },
    onConfirmSubmit: () => {
      if (answer.result === '') setResultMissing(true);
      else send({ type: 'user.confirm', ...answer, result: answer.result });
    },
    onConfirmDismiss: () => send({ type: 'user.dismiss' }),
  });
}

/**
 * withdraw (spec §2): three calls (settings, the payout accounts, orders), the tabs (bank card, e-wallet, crypto with
 * its rate and the coins of the typed amount), the withdraw flow and the spec §4 confirmation.
 */
export default function WithdrawPage() {
  const { token } = useSession();
  const { t, i18n } = useTranslation('withdraw');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const settings = useQuery(withdrawSettingsQuery(token), queryClient);
  const cards = useQuery(payoutAccountsQuery(token), queryClient);
  const [method, setMethod] = useState<WithdrawMethod>('bankCard');
  const orders = useQuery(withdrawOrdersQuery(token), queryClient);
  const data = settings.data;
  const minorDigits = data?.minorDigits ?? 2;

  const [values, setValues] = useState(emptyValues);
  const [snapshot, send, actor] = useMachine(siteWithdrawMachine, {
    input: {
      min: '0',
      max: '0',
      balance: '0',
      dailyAmountRemaining: '0',
      minorDigits,
      fundsPasswordRequired: true,
      locale,
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
        dailyAmountRemaining: data.dailyAmountRemaining,
        minorDigits: data.minorDigits,
        fundsPasswordRequired: data.fundsPasswordRequired,
      },
    });
  }, [data, send]);

  // One account on the tab: chosen for the member until they choose.
  const accounts = accountsOf(cards.data, method);
  const only = accounts.length === 1 ? String(accounts[0]!.id) : '';
  const shownValues = values.accountId === '' && only ? { ...values, accountId: only } : values;
  const chosen = accounts.find((account) => String(account.id) === shownValues.accountId) ?? null;

  // To a crypto address: its coin's rate now, and the coins the typed amount pays out after the fee.
  const rate = chosen?.coin ? data?.cryptoRates.find((candidate) => candidate.coin === chosen.coin) : undefined;
  const crypto: WithdrawCryptoQuote | null =
    data && chosen?.coin && chosen.network && rate
      ? {
          coin: chosen.coin,
          network: chosen.network,
          rate: rate.rate,
          coins: withdrawQuote(values.amount, minorDigits, data.fee, rate, locale)?.coins ?? null,
        }
      : null;

  // A withdrawal that went through empties the amount and the password; what was typed stays after a failure.
  useNewOutcome(actor, (outcome) => outcome && setValues((current) => ({ ...current, amount: '', password: '' })));

  const onChange = (field: WithdrawField, value: string) => {
    setValues((current) => ({ ...current, [field === 'account' ? 'accountId' : field]: value }));
    send({ type: 'field.change', field });
  };
  const onMethodChange = (next: WithdrawMethod) => {
    setMethod(next);
    setValues((current) => ({ ...current, accountId: '' }));
    send({ type: 'field.change', field: 'account' });
  };

  // The confirmation: the order the member picked, else the newest paid one awaiting an answer.
  const list = orders.data?.list ?? [];
  const [picked, setPicked] = useState<number | null>(null);
  const awaiting = list.filter((o) => o.status === 'paid' && o.confirmation === 'awaiting');
  const confirmOrder = awaiting.find((o) => o.orderId === picked) ?? awaiting[0];

  const { problems, error, outcome } = snapshot.context;
  let notice: WithdrawNotice | null = null;
  if (error !== null) notice = { kind: 'failed', message: error === WITHDRAW_FAILED_KEY ? t(error) : error };
  else if (outcome) notice = { kind: 'requested', orderNo: outcome.orderNo, amount: outcome.amount };

  const loadFailure = settings.isError ? settings.error : cards.isError ? cards.error : null;
  const screen = (confirmationProps: ConfirmationProps) => (
    <WithdrawScreen
      status={
        settings.isPending || cards.isPending ? 'loading' : loadFailure && (!data || !cards.data) ? 'error' : 'ready'
      }
      errorMessage={loadFailure?.message}
      onRetry={() => void Promise.all([settings.refetch(), cards.refetch()])}
      blocked={data && !data.allowWithdraw ? (data.reason ?? 'outsideHours') : null}
      summary={data}
      method={method}
      onMethodChange={onMethodChange}
      accounts={accounts}
      crypto={method === 'crypto' ? crypto : null}
      currency={data?.currency}
      minorDigits={minorDigits}
      values={shownValues}
      onChange={onChange}
      problems={problems}
      onSubmit={() =>
        send({
          type: 'user.submit',
          amount: values.amount,
          account: chosen ? { method, id: chosen.id } : null,
          password: values.password,
        })
      }
      submitting={snapshot.matches('submitting')}
      notice={notice}
      onDismissNotice={() => send({ type: 'user.dismiss' })}
      onGoToSecurity={() => overlays.open({ kind: 'memberCentre', page: 'securityCenter' })}
      orders={list.map(orderView)}
      ordersStatus={orders.isPending ? 'loading' : orders.isError && !orders.data ? 'error' : 'ready'}
      ordersError={orders.error?.message}
      onRetryOrders={() => void orders.refetch()}
      onSelectConfirm={setPicked}
      {...confirmationProps}
    />
  );
  return confirmOrder ? (
    <Confirm key={confirmOrder.orderId} order={confirmOrder} minorDigits={minorDigits} locale={locale}>
      {screen}
    </Confirm>
  ) : (
    screen({ confirmation: null })
  );
}
