import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { merchant } from '@merchant/config';
import { newIdempotencyKey } from '@wl/api';
import { merchantTimeZone } from '@wl/merchants/timeZone';
import {
  POINTS_CONVERT_FAILED_KEY,
  pointsConvertMachine,
  type PointsConvertRequest,
  type PointsConvertResult,
} from '@wl/flows';
import { RECORD_PAGE_SIZE, type RecordRangePreset } from '@wl/rules';
import {
  PointsPage as PointsScreen,
  type PointsConvertField,
  type PointsConvertValues,
  type PointsNotice,
  type PointTransactionKind,
} from '@wl/ui';
import { api } from '../../api';
import { pointKeys } from '../../content/points';
import { failureMessage } from '../../errors';
import { queryClient } from '../../query';
import { useSession } from '../../session/session';
import { balanceQueriesKey, pointConvertSettingsQuery, pointsQueriesKeys } from '../queries';
import { presetDates, rangeQuery } from './records/recordRange';
import { useNewOutcome } from './useNewOutcome';

const timeZone = merchantTimeZone(merchant);

/** A preset's range as the call takes it: from the first day's midnight in the merchant's zone to the next midnight. */
/** A preset's range as the call's instants, by the records pages' one range owner (the merchant's time zone). */
function presetRange(preset: RecordRangePreset, nowMs: number) {
  const range = rangeQuery({ preset, ...presetDates(preset, timeZone, nowMs) }, timeZone, nowMs);
  // a preset is never too long nor too old
  if (range.problem) throw new Error(`points history: preset ${preset} is ${range.problem}`);
  return { startTime: range.startTime, endTime: range.endTime };
}

const siteConvertMachine = pointsConvertMachine.provide({
  actors: {
    convert: fromPromise<PointsConvertResult, PointsConvertRequest>(async ({ input }) => {
      try {
        return await api.points.convert(input);
      } finally {
        // the header's balance, this page's points and history, the points mall's balance
        await Promise.all(
          [balanceQueriesKey, ...pointsQueriesKeys, pointKeys.all].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        );
      }
    }),
  },
});

const emptyValues: PointsConvertValues = { points: '', password: '' };

interface HistoryFilter {
  type: PointTransactionKind | null;
  preset: RecordRangePreset;
  page: number;
}

/** points (member centre): the convert settings, the points flow with the API's encrypted conversion, the history. */
export default function PointsPage() {
  const { token } = useSession();
  const { t } = useTranslation('personal');
  const settings = useQuery(pointConvertSettingsQuery(token), queryClient);
  const data = settings.data;

  const [filter, setFilter] = useState<HistoryFilter>({ type: null, preset: 'last7', page: 1 });
  // the range is fixed when the filter is chosen, so a page turn asks for the same rows
  const [range, setRange] = useState(() => presetRange(filter.preset, Date.now()));
  const history = useQuery(
    {
      queryKey: [...pointsQueriesKeys[1], token, filter.type, range, filter.page],
      queryFn: () =>
        api.points.getTransactions({
          ...range,
          ...(filter.type ? { type: filter.type } : {}),
          pageNo: filter.page,
          pageSize: RECORD_PAGE_SIZE,
        }),
      enabled: Boolean(token),
      placeholderData: keepPreviousData,
    },
    queryClient,
  );

  const [values, setValues] = useState(emptyValues);
  const [snapshot, send, actor] = useMachine(siteConvertMachine, {
    input: { rules: { min: 1, step: 1, balance: 0 }, newKey: newIdempotencyKey },
  });

  useEffect(() => {
    if (!data) return;
    send({ type: 'rules.change', rules: { min: data.minConvertPoints, step: data.rate.points, balance: data.points } });
  }, [data, send]);

  // A conversion that went through empties the form and shows the history from its start (the new row on top).
  useNewOutcome(actor, (outcome) => {
    if (!outcome) return;
    setValues(emptyValues);
    setFilter((current) => ({ ...current, page: 1 }));
    setRange(presetRange(filter.preset, Date.now()));
  });

  const onChange = (field: PointsConvertField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    send({ type: 'field.change', field });
  };

  const { problems, error, outcome } = snapshot.context;
  let notice: PointsNotice | null = null;
  if (error !== null) notice = { kind: 'failed', message: error === POINTS_CONVERT_FAILED_KEY ? t(error) : error };
  else if (outcome) {
    notice = {
      kind: 'converted',
      points: outcome.points,
      amount: outcome.amount,
      pointsBalance: outcome.pointsBalance,
    };
  }

  const rows = history.data;
  return (
    <PointsScreen
      status={settings.isPending ? 'loading' : settings.isError && !data ? 'error' : 'ready'}
      errorMessage={failureMessage(settings.error)}
      onRetry={() => void settings.refetch()}
      points={data?.points}
      minConvertPoints={data?.minConvertPoints}
      rate={data?.rate}
      currency={data?.currency}
      minorDigits={data?.minorDigits}
      timeZone={timeZone}
      values={values}
      onChange={onChange}
      problems={problems}
      onSubmit={() => send({ type: 'user.submit', ...values })}
      submitting={snapshot.matches('converting')}
      notice={notice}
      onDismissNotice={() => send({ type: 'user.dismiss' })}
      history={{
        status: history.isPending ? 'loading' : history.isError && !rows ? 'error' : 'ready',
        errorMessage: failureMessage(history.error),
        onRetry: () => void history.refetch(),
        items: rows?.list ?? [],
        type: filter.type,
        onTypeChange: (type) => setFilter((current) => ({ ...current, type, page: 1 })),
        preset: filter.preset,
        onPresetChange: (preset) => {
          setFilter((current) => ({ ...current, preset, page: 1 }));
          setRange(presetRange(preset, Date.now()));
        },
        page: filter.page,
        pageCount: rows?.totalPages ?? 0,
        onPageChange: (page) => setFilter((current) => ({ ...current, page })),
      }}
    />
  );
}
