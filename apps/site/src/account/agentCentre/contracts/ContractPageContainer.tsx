import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams, useLocation } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { ContractKind, ContractProcessResult, ContractSettlementsQuery } from '@wl/api';
import {
  contractOfferMachine,
  emptyContractOffer,
  type ContractOfferRequest,
  type ContractOfferValues,
} from '@wl/flows';
import { AGENT_PAGE_SIZE } from '@wl/rules';
import { ContractPage, type ContractOfferFieldName, type ContractOfferNotice, type SettlementSide } from '@wl/ui';
import { toLoadable } from '../../../loadable';
import { AGENT_CENTRE_PAGE_PARAM_PREFIX } from '../../../overlays/pageParams';
import { queryClient } from '../../../query';
import { useSession } from '../../../session/session';
import { writeRecordFilters } from '../../memberCentre/records/recordAddress';
import { useRecordFilters, useRecordPageProps } from '../../memberCentre/records/useRecordFilters';
import { useNewOutcome } from '../../memberCentre/useNewOutcome';
import { balanceQuery, consolidatedQuery } from '../../queries';
import { afterContractChange, afterSettlement, directDownlinesQuery, settlementsQuery } from './contractQueries';
import { failureText, kindView, processContract, rateMaxHundredths } from './contracts';
import { useContractReply } from './useContractReply';

/** The settlements' side in the address (`ac.side=paid`; received when left out). */
export const SIDE_PARAM = `${AGENT_CENTRE_PAGE_PARAM_PREFIX}side`;

const siteOfferMachine = contractOfferMachine.provide({
  actors: {
    offer: fromPromise<ContractProcessResult, ContractOfferRequest>(async ({ input }) => {
      try {
        return await processContract(input);
      } finally {
        await afterContractChange();
      }
    }),
  },
});

/** The settlements' side read from the address and written back with the filters (page 1 again). */
function useSettlementSide(address: ReturnType<typeof useRecordFilters>) {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const side: SettlementSide = search.get(SIDE_PARAM) === 'paid' ? 'paid' : 'received';
  const changeSide = (next: SettlementSide) => {
    const written = writeRecordFilters(search, { ...address.filters, page: 1 }, AGENT_CENTRE_PAGE_PARAM_PREFIX);
    if (next === 'paid') written.set(SIDE_PARAM, next);
    else written.delete(SIDE_PARAM);
    setSearch(written, { replace: true, state: location.state, preventScrollReset: true });
  };
  return [side, changeSide] as const;
}

/**
 * One kind's contract page (spec §2 agentDividendRecordCopy2, agentDailyWages2, agentHourSalary,
 * agentRealtimeSalary; §4): the consolidated answer's part of the kind, the reply and offer flows with the kind's
 * process call, the direct downlines to offer to, and the settlement records kept in the address.
 */
export function ContractPageContainer({ kind }: { kind: ContractKind }) {
  const { token } = useSession();
  const { t, i18n } = useTranslation('agentContracts');
  const consolidated = useQuery(consolidatedQuery(token), queryClient);
  const balance = useQuery(balanceQuery(token), queryClient);
  const downlines = useQuery(directDownlinesQuery(token, true), queryClient);
  const minorDigits = balance.data?.minorDigits ?? 2;
  const view = consolidated.data ? kindView(consolidated.data, kind) : null;

  const reply = useContractReply(view ? [...(view.contract ? [view.contract] : []), ...view.offers] : []);

  // the offer form: what is typed is held here; the flow checks it against the member's own rate
  const rateMax = view?.offerRateMax ?? null;
  const [values, setValues] = useState<ContractOfferValues>(emptyContractOffer);
  const [snapshot, send, offerActor] = useMachine(siteOfferMachine, {
    input: { kind, rateMax: rateMaxHundredths(rateMax), minorDigits, locale: i18n.resolvedLanguage ?? i18n.language },
  });
  useEffect(() => {
    send({ type: 'limits.change', limits: { rateMax: rateMaxHundredths(rateMax), minorDigits } });
  }, [rateMax, minorDigits, send]);
  useNewOutcome(offerActor, (outcome) => outcome && setValues(emptyContractOffer));
  const { problems, error, outcome } = snapshot.context;
  let notice: ContractOfferNotice | null = null;
  if (error)
    notice = {
      kind: 'failed',
      message: failureText(
        error,
        (key) => t(key),
        (key) => i18n.exists(key),
      ),
    };
  else if (outcome) notice = { kind: 'offered', downline: outcome.contract.downline };
  const downlinesLoad = toLoadable(downlines);

  // the settlements: the records' range and page in the address, and the side
  const address = useRecordFilters(AGENT_CENTRE_PAGE_PARAM_PREFIX);
  const [side, changeSide] = useSettlementSide(address);
  const { filters, range, change } = address;
  const query: ContractSettlementsQuery | null =
    range.problem === null
      ? {
          kind,
          side,
          startTime: range.startTime,
          endTime: range.endTime,
          pageNo: filters.page,
          pageSize: AGENT_PAGE_SIZE,
        }
      : null;
  const settlements = useQuery(settlementsQuery(token, query), queryClient);
  const { data, ...recordProps } = useRecordPageProps(settlements, address);

  const load = toLoadable(consolidated);
  const info = consolidated.data;
  return (
    <ContractPage
      kind={kind}
      status={info ? 'ready' : load.status === 'error' ? 'error' : 'loading'}
      errorMessage={load.status === 'error' ? load.message : null}
      onRetry={load.status === 'error' ? load.onRetry : undefined}
      currency={balance.data?.currency}
      minorDigits={minorDigits}
      timeZone={recordProps.timeZone}
      contract={view?.contract ?? null}
      offers={view?.offers ?? []}
      downlineContracts={view?.downlineContracts ?? []}
      reply={reply}
      offer={{
        kind,
        downlines: downlines.data?.list ?? [],
        downlinesStatus: downlinesLoad.status,
        downlinesError: downlinesLoad.status === 'error' ? downlinesLoad.message : null,
        onRetryDownlines: downlinesLoad.status === 'error' ? downlinesLoad.onRetry : undefined,
        rateMax,
        values,
        onChange: (field: ContractOfferFieldName, value: string) => {
          setValues((current) => ({ ...current, [field]: value }));
          send({ type: 'field.change', field });
        },
        problems,
        onSubmit: () => send({ type: 'user.submit', values }),
        submitting: snapshot.matches('offering'),
        notice,
        onDismissNotice: () => send({ type: 'user.dismiss' }),
        currency: balance.data?.currency,
        minorDigits,
      }}
      previousDay={kind === 'dailySalary' ? (info?.contractmrdailysalinfotype ?? null) : undefined}
      realtime={kind === 'realtimeSalary' ? (info?.realtimesalinfotype ?? null) : undefined}
      onPeriodElapsed={() => void afterSettlement()}
      settlements={{
        ...recordProps,
        side,
        onSideChange: changeSide,
        settlements: data?.list ?? [],
        totalPaid: data?.totalPaid,
        page: filters.page,
        pageCount: data?.totalPages ?? 0,
        onPageChange: (next) => change({ page: next }),
      }}
    />
  );
}
