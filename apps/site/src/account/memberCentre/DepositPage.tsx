import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { newIdempotencyKey, type DepositOrder, type DepositSettings } from '@wl/api';
import {
  DEPOSIT_FAILED_KEY,
  depositMachine,
  type DepositProof,
  type DepositRequest,
  type DepositRules,
} from '@wl/flows';
import { DepositPage as DepositScreen, type DepositFieldName, type DepositNotice, type DepositValues } from '@wl/ui';
import { api } from '../../api';
import { queryClient } from '../../query';
import { useSession } from '../../session/session';
import { cashierDecisionKeys, cashierNotificationsKey, depositOrdersQuery, depositSettingsQuery } from '../queries';

/** After the back office decides, every figure it moves is fetched again (the header's balance and news too). */
const refreshAfterDecision = () =>
  Promise.all(
    [...cashierDecisionKeys, cashierNotificationsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );

const ordersKey = ['member', 'depositOrders'] as const;

const siteDepositMachine = depositMachine.provide({
  actors: {
    // the flow sees the slip as { size, type }; the site hands it the File the player chose
    uploadProof: fromPromise<number, DepositProof>(async ({ input }) =>
      api.cashier.uploadProof(input as File).then((proof) => proof.proofId),
    ),
    createDeposit: fromPromise<DepositOrder, DepositRequest>(async ({ input }) => {
      try {
        return await api.cashier.createDeposit(input);
      } finally {
        await queryClient.invalidateQueries({ queryKey: ordersKey });
      }
    }),
    checkOrder: fromPromise<DepositOrder, DepositOrder>(async ({ input }) => {
      const page = await api.cashier.listDeposits();
      // the recent orders show the same answer
      queryClient.setQueriesData({ queryKey: ordersKey }, page);
      const order = page.list.find((o) => o.orderId === input.orderId) ?? input;
      if (order.status !== 'pending') await refreshAfterDecision();
      return order;
    }),
  },
});

const rulesOf = (settings: DepositSettings | undefined): DepositRules => ({
  channels: settings?.channels ?? [],
  promotions: settings?.promotions ?? [],
  minorDigits: settings?.minorDigits ?? 2,
  proofMaxBytes: settings?.proofMaxBytes ?? 0,
  proofTypes: settings?.proofTypes ?? [],
});

const emptyValues: DepositValues = { channelId: '', amount: '', promotionId: '' };

/** depositv2 (spec §2): the settings and recent orders (two calls), then the deposit flow with the cashier API. */
export default function DepositPage() {
  const { token } = useSession();
  const { t, i18n } = useTranslation('deposit');
  const settings = useQuery(depositSettingsQuery(token), queryClient);
  const orders = useQuery(depositOrdersQuery(token), queryClient);
  const data = settings.data;
  const rules = useMemo(() => rulesOf(data), [data]);

  const [values, setValues] = useState(emptyValues);
  const [proof, setProof] = useState<File | null>(null);
  const [snapshot, send] = useMachine(siteDepositMachine, {
    input: { ...rules, locale: i18n.resolvedLanguage ?? i18n.language, newKey: newIdempotencyKey },
  });
  useEffect(() => send({ type: 'rules.change', rules }), [rules, send]);

  // The first channel is chosen until the player picks another.
  const channelId = values.channelId || data?.channels[0]?.channelId || '';
  const shown = { ...values, channelId };
  const onChange = (field: Exclude<DepositFieldName, 'proof'>, value: string) => {
    setValues((current) => ({ ...current, channelId, [field]: value }));
    send({ type: 'field.change', field });
  };
  const onProofChange = (file: File | null) => {
    setProof(file);
    send({ type: 'field.change', field: 'proof' });
  };

  const { problems, error, order } = snapshot.context;
  // a decision the header's news brought in (the orders fetched again) reaches the order shown at once
  const listed = orders.data?.list.find((o) => o.orderId === order?.orderId);
  const shownStatus = order?.status;
  useEffect(() => {
    if (listed && listed.status !== shownStatus) send({ type: 'order.update', order: listed });
  }, [listed, shownStatus, send]);
  const notice: DepositNotice | null =
    error === null ? null : { kind: 'failed', message: error === DEPOSIT_FAILED_KEY ? t(error) : error };

  return (
    <DepositScreen
      status={settings.isPending ? 'loading' : settings.isError && !data ? 'error' : 'ready'}
      errorMessage={settings.error?.message}
      onRetry={() => void settings.refetch()}
      blocked={data && !data.allowDeposit ? (data.reason ?? 'trialAccount') : null}
      currency={data?.currency}
      minorDigits={rules.minorDigits}
      firstDeposit={data?.firstDeposit}
      firstDepositMin={data?.firstDepositMin}
      channels={data?.channels}
      promotions={data?.promotions}
      proofTypes={data?.proofTypes}
      proofMaxBytes={data?.proofMaxBytes}
      values={shown}
      onChange={onChange}
      proofName={proof?.name ?? null}
      onProofChange={onProofChange}
      problems={problems}
      onSubmit={() => send({ type: 'user.submit', ...shown, proof })}
      busy={
        snapshot.matches({ submitting: 'uploading' }) ? 'uploading' : snapshot.matches('submitting') ? 'creating' : null
      }
      notice={notice}
      onRetryWrite={() => send({ type: 'user.retry' })}
      onDismissNotice={() => send({ type: 'user.dismiss' })}
      order={order}
      checking={snapshot.matches({ ordered: 'checking' })}
      onCheckStatus={() => send({ type: 'user.checkStatus' })}
      onNewDeposit={() => {
        setValues((current) => ({ ...current, amount: '' }));
        setProof(null);
        send({ type: 'user.newDeposit' });
      }}
      orders={orders.data?.list}
      ordersStatus={orders.isPending ? 'loading' : orders.isError && !orders.data ? 'error' : 'ready'}
      ordersError={orders.error?.message}
      onRetryOrders={() => void orders.refetch()}
    />
  );
}
