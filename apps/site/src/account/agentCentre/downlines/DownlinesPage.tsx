import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { merchant } from '@merchant/config';
import { merchantTimeZone } from '@wl/merchants/timeZone';
import { newIdempotencyKey, type Consolidated } from '@wl/api';
import {
  DOWNLINE_TRANSFER_FAILED_KEY,
  accountTransferMachine,
  type AccountTransferRequest,
  type AccountTransferResult,
} from '@wl/flows';
import { MAIN_WALLET } from '@wl/rules';
import {
  DownlineContractsDialog,
  DownlineRatesDialog,
  DownlinesPage as DownlinesScreen,
  DownlineTransferDialog,
  PromoteDownlineDialog,
  type DownlineRow,
  type DownlineTransferField,
  type DownlineTransferNotice,
  type DownlineTransferValues,
} from '@wl/ui';
import { api } from '../../../api';
import { failureMessage } from '../../../errors';
import { toLoadable } from '../../../loadable';
import { overlays } from '../../../overlays/overlays';
import { AGENT_CENTRE_PAGE_PARAM_PREFIX } from '../../../overlays/pageParams';
import { queryClient } from '../../../query';
import { useSession } from '../../../session/session';
import { useRecordFilters } from '../../memberCentre/records/useRecordFilters';
import { useNewOutcome } from '../../memberCentre/useNewOutcome';
import { balanceQueriesKey, balanceQuery, consolidatedQuery } from '../../queries';
import { contractsWith, openableContractKinds, CONTRACT_KIND_PAGES } from './downlineContracts';
import { downlinesQueriesKey, downlinesQuery, patchDownline } from './downlineQueries';

const timeZone = merchantTimeZone(merchant);

const siteDownlineMachine = accountTransferMachine.provide({
  actors: {
    transfer: fromPromise<AccountTransferResult, AccountTransferRequest>(async ({ input }) => {
      const { downline, ...rest } = input;
      if (downline === undefined) throw new Error('A transfer to a downline names the downline');
      try {
        const done = await api.agent.transferToDownline({ ...rest, downline });
        // the row shows the downline's balance after at once; the pages are asked again behind it
        patchDownline(queryClient, done.downline, { mainBalance: done.downlineBalance });
        return done;
      } finally {
        // the header's balance (and this page's main wallet), and the team's balances
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: balanceQueriesKey }),
          queryClient.invalidateQueries({ queryKey: downlinesQueriesKey }),
        ]);
      }
    }),
  },
});

const emptyValues: DownlineTransferValues = { amount: '', password: '' };

/**
 * downlineManagmentView (spec §2): the downline tree with its place (parent, search, page) in the address, a
 * transfer to any team member through the one transfer flow, the promotion of a direct member, and the contracts with
 * a direct downline from the consolidated answer.
 */
export default function DownlinesPage() {
  const { token } = useSession();
  const address = useRecordFilters(AGENT_CENTRE_PAGE_PARAM_PREFIX);
  const { filters, change } = address;
  const query = useQuery(
    downlinesQuery(token, { parent: filters.parent, account: filters.account, page: filters.page }),
    queryClient,
  );
  const balance = useQuery(balanceQuery(token), queryClient);
  const loadable = toLoadable(query);
  const [searchText, setSearchText] = useState(filters.account);
  const [transferTo, setTransferTo] = useState<string | null>(null);
  const [promoting, setPromoting] = useState<string | null>(null);
  const [contractsOf, setContractsOf] = useState<string | null>(null);
  const [ratesOf, setRatesOf] = useState<DownlineRow | null>(null);
  const data = query.data;

  const search = () => change({ account: searchText.trim(), parent: '' });
  return (
    <>
      <DownlinesScreen
        status={loadable.status}
        errorMessage={loadable.status === 'error' ? loadable.message : null}
        onRetry={loadable.status === 'error' ? loadable.onRetry : undefined}
        refreshing={query.isPlaceholderData}
        path={data?.path ?? []}
        onOpenPath={(account, index) => change({ parent: index === 0 ? '' : account, account: '' })}
        searchText={searchText}
        onSearchTextChange={setSearchText}
        onSearch={search}
        searched={filters.account}
        onClearSearch={() => {
          setSearchText('');
          change({ account: '' });
        }}
        rows={data?.list ?? []}
        page={filters.page}
        pageCount={data?.totalPages ?? 0}
        onPageChange={(page) => change({ page })}
        currency={balance.data?.currency}
        minorDigits={balance.data?.minorDigits ?? 2}
        timeZone={timeZone}
        onOpenTeam={(row) => {
          setSearchText('');
          change({ parent: row.account, account: '' });
        }}
        onTransfer={(row) => setTransferTo(row.account)}
        onPromote={(row) => setPromoting(row.account)}
        onViewContracts={(row) => setContractsOf(row.account)}
        onViewRates={setRatesOf}
      />
      {transferTo !== null ? (
        <DownlineTransfer key={transferTo} downline={transferTo} onClose={() => setTransferTo(null)} />
      ) : null}
      <Promote downline={promoting} onClose={() => setPromoting(null)} />
      <Contracts downline={contractsOf} onClose={() => setContractsOf(null)} />
      <DownlineRatesDialog row={ratesOf} onClose={() => setRatesOf(null)} />
    </>
  );
}

/** The agent's main wallet in the balance answer. */
function mainBalanceOf(wallets: readonly { accountTypeId: string; availBalance: string }[] | undefined) {
  return wallets?.find((wallet) => wallet.accountTypeId === MAIN_WALLET)?.availBalance;
}

/** The transfer dialog of one downline: a flow of its own, so a retry of the same attempt keeps its key. */
function DownlineTransfer({ downline, onClose }: { downline: string; onClose: () => void }) {
  const { token } = useSession();
  const { t, i18n } = useTranslation('agentDownlines');
  const balance = useQuery(balanceQuery(token), queryClient);
  const minorDigits = balance.data?.minorDigits ?? 2;
  const main = mainBalanceOf(balance.data?.wallets);
  const [values, setValues] = useState(emptyValues);
  const [snapshot, send, actor] = useMachine(siteDownlineMachine, {
    input: {
      target: { kind: 'downline', downline },
      balance: main ?? '0',
      minorDigits,
      fundsPasswordRequired: true,
      locale: i18n.resolvedLanguage ?? i18n.language,
      newKey: newIdempotencyKey,
    },
  });
  // the limits follow the balance answer (it loads, and a transfer changes it)
  useEffect(() => {
    if (main === undefined) return;
    send({ type: 'limits.change', limits: { balance: main, minorDigits, fundsPasswordRequired: true } });
  }, [main, minorDigits, send]);

  // A transfer that went through empties the form; what was typed stays after a failure.
  useNewOutcome(actor, (outcome) => outcome && setValues(emptyValues));

  const onChange = (field: DownlineTransferField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    send({ type: 'field.change', field });
  };

  const { problems, error, errorCode, outcome } = snapshot.context;
  let notice: DownlineTransferNotice | null = null;
  if (error !== null) {
    notice = { kind: 'failed', message: error === DOWNLINE_TRANSFER_FAILED_KEY ? t(error) : error, code: errorCode };
  } else if (outcome) {
    notice = {
      kind: 'transferred',
      amount: outcome.amount,
      downline: outcome.downline ?? downline,
      mainBalance: outcome.mainBalance,
      downlineBalance: outcome.downlineBalance ?? '0',
    };
  }
  return (
    <DownlineTransferDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      downline={downline}
      balance={main}
      currency={balance.data?.currency}
      minorDigits={minorDigits}
      values={values}
      onChange={onChange}
      problems={problems}
      onSubmit={() => send({ type: 'user.submit', ...values })}
      submitting={snapshot.matches('transferring')}
      notice={notice}
      onDismissNotice={() => send({ type: 'user.dismiss' })}
      onGoToSecurity={() => overlays.open({ kind: 'memberCentre', page: 'securityCenter' })}
    />
  );
}

/** Promote a direct member to agent: confirmed, then the row shows agent (the server's answer). */
function Promote({ downline, onClose }: { downline: string | null; onClose: () => void }) {
  const { t } = useTranslation('agentDownlines');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (downline === null) return;
    setBusy(true);
    setError(null);
    try {
      const promoted = await api.agent.promoteDownline(downline);
      patchDownline(queryClient, promoted.account, promoted);
      void queryClient.invalidateQueries({ queryKey: downlinesQueriesKey });
      close();
    } catch (failure) {
      setError(failureMessage(failure) ?? t('promote.fallback'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <PromoteDownlineDialog
      downline={downline}
      onConfirm={() => void confirm()}
      onCancel={close}
      promoting={busy}
      errorMessage={error}
    />
  );
}

/** The contracts with a direct downline, from the consolidated answer (asked again when opened). */
function Contracts({ downline, onClose }: { downline: string | null; onClose: () => void }) {
  const { token } = useSession();
  const consolidated = useQuery(
    { ...consolidatedQuery(token), enabled: Boolean(token) && downline !== null },
    queryClient,
  );
  const balance = useQuery(balanceQuery(token), queryClient);
  const loadable = toLoadable(consolidated);
  const answer: Consolidated | undefined = consolidated.data;
  return (
    <DownlineContractsDialog
      downline={downline}
      onClose={onClose}
      status={loadable.status}
      errorMessage={loadable.status === 'error' ? loadable.message : null}
      onRetry={loadable.status === 'error' ? loadable.onRetry : undefined}
      contracts={answer && downline !== null ? contractsWith(answer, downline) : []}
      openableKinds={answer ? openableContractKinds(answer) : []}
      onOpenKind={(kind) => overlays.open({ kind: 'agentCentre', page: CONTRACT_KIND_PAGES[kind] })}
      currency={balance.data?.currency}
      minorDigits={balance.data?.minorDigits ?? 2}
      timeZone={timeZone}
    />
  );
}
