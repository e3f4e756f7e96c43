import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { shownMoney } from '../../private/cashierStory';
import { loadErrorStory, loadingStory } from '../../private/storyStates';
import { played, requiredName, startingWith } from '../../private/storyText';
import { phone360 } from '../../private/storyViewports';
import { ContractPage, type ContractPageProps } from './ContractPage';
import {
  LONG_DOWNLINE,
  LONG_UPLINE,
  emptyOfferValues,
  storyConflicts,
  storyContract,
  storyDownlineContracts,
  storyDownlines,
  storyOffer,
  storySettlementArgs,
  storySettlements,
} from './contractFixtures';
import type { ContractOfferFieldName, ContractOfferFormValues } from './contractTypes';

/** The page with what the site holds held here: the offer form's values, the settlements' side, range and page. */
function Held(props: ContractPageProps) {
  const [values, setValues] = useState<ContractOfferFormValues>(props.offer?.values ?? emptyOfferValues);
  const [side, setSide] = useState(props.settlements.side);
  const [range, setRange] = useState(props.settlements.range);
  const [page, setPage] = useState(props.settlements.page);
  const offer = props.offer && {
    ...props.offer,
    values,
    onChange: (field: ContractOfferFieldName, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      props.offer?.onChange(field, value);
    },
  };
  const settlements = {
    ...props.settlements,
    side,
    range,
    page,
    onSideChange: (next: typeof side) => (setSide(next), props.settlements.onSideChange(next)),
    onRangeChange: (next: typeof range) => (setRange(next), props.settlements.onRangeChange(next)),
    onPageChange: (next: number) => (setPage(next), props.settlements.onPageChange(next)),
  };
  return <ContractPage {...props} offer={offer} settlements={settlements} />;
}

const reply = {
  onAccept: fn(),
  onReject: fn(),
  onTerminate: fn(),
  onProceed: fn(),
  onConfirm: fn(),
  onCancel: fn(),
  onDismiss: fn(),
};
const offerForm = (kind: ContractPageProps['kind']) => ({
  kind,
  downlines: storyDownlines,
  downlinesStatus: 'ready' as const,
  onRetryDownlines: fn(),
  rateMax: kind === 'dividend' ? 30 : 1.5,
  values: emptyOfferValues,
  onChange: fn(),
  onSubmit: fn(),
  onDismissNotice: fn(),
  currency: 'THB',
  minorDigits: 2,
});
const settlements = storySettlementArgs({
  onSideChange: fn(),
  onRangeChange: fn(),
  onPageChange: fn(),
  onRetry: fn(),
});

const meta = {
  title: 'Screens/ContractPage',
  component: ContractPage,
  render: (props: ContractPageProps) => <Held {...props} />,
  args: {
    status: 'ready',
    onRetry: fn(),
    kind: 'dailySalary',
    currency: 'THB',
    minorDigits: 2,
    timeZone: 'Asia/Bangkok',
    contract: storyContract('dailySalary'),
    offers: [],
    downlineContracts: storyDownlineContracts('dailySalary'),
    reply,
    offer: offerForm('dailySalary'),
    previousDay: {
      date: '2026-12-05',
      validBet: '12500.00',
      activeMembers: 4,
      rate: 1.5,
      qualified: true,
      amount: '187.50',
    },
    settlements,
  },
} satisfies Meta<typeof ContractPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DailyWages: Story = {
  play: played(async ({ canvas, loaded, args, t }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('agent:centre.page.agentDailyWages2') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('agentContracts:daily.note'))).toBeVisible();
    await expect(canvas.getByText(shownMoney(loaded, '187.50'))).toBeVisible();
    await expect(canvas.getByText(t('agentContracts:mine.with', { upline: 'agent01' }))).toBeVisible();
    await expect(canvas.getByText('agent03')).toBeVisible();
    const table = canvas.getByRole('table', { name: t('agentContracts:settlement.title') });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(within(table).getAllByText(t('agentContracts:settlement.status.unpaid')).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: t('agentContracts:terminate.action') }));
    await expect(args.reply.onTerminate).toHaveBeenCalledWith(args.contract);
  }),
};

export const OfferADailyContract: Story = {
  play: played(async ({ canvas, args, t }) => {
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: requiredName(t, t('agentContracts:offer.downline')) }),
      'agent03',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: startingWith(t('agentContracts:term.rate')) }), '1.2');
    await userEvent.type(
      canvas.getByRole('textbox', { name: startingWith(t('agentContracts:term.betAmountDay')) }),
      '5000',
    );
    await expect(args.offer!.onChange).toHaveBeenLastCalledWith('betAmount', '5000');
    await userEvent.click(canvas.getByRole('button', { name: t('agentContracts:offer.submit') }));
    await expect(args.offer!.onSubmit).toHaveBeenCalledOnce();
  }),
};

export const OfferProblems: Story = {
  args: {
    offer: {
      ...offerForm('dailySalary'),
      values: { ...emptyOfferValues, rate: '3', betAmount: '1.234', activeMembers: '2.5' },
      problems: {
        downline: 'required',
        rate: 'tooHigh',
        betAmount: { kind: 'tooManyDecimals', minorDigits: 2 },
        activeMembers: 'format',
      },
    },
  },
  play: played(async ({ canvas, t }) => {
    const rate = canvas.getByRole('textbox', { name: startingWith(t('agentContracts:term.rate')) });
    await expect(rate).toHaveValue('3');
    await expect(rate).toHaveAccessibleDescription(
      containingText(t('agentContracts:problem.rate.tooHigh', { max: '1.5%' })),
    );
    await expect(
      canvas.getByRole('textbox', { name: startingWith(t('agentContracts:term.betAmountDay')) }),
    ).toHaveValue('1.234');
    await expect(canvas.getByText(t('agentContracts:problem.downline.required'))).toBeVisible();
    await expect(canvas.getByText(t('agentContracts:problem.activeMembers.format'))).toBeVisible();
  }),
};

const containingText = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

export const OfferRefused: Story = {
  args: {
    offer: {
      ...offerForm('dailySalary'),
      values: { ...emptyOfferValues, downline: 'agent03', rate: '1.2', betAmount: '5000' },
      notice: { kind: 'failed', message: 'An offer is already waiting for this downline’s answer.' },
    },
  },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('An offer is already waiting');
    await expect(canvas.getByRole('textbox', { name: startingWith(t('agentContracts:term.rate')) })).toHaveValue('1.2');
  }),
};

export const OfferSent: Story = {
  args: { offer: { ...offerForm('dailySalary'), notice: { kind: 'offered', downline: 'agent03' } } },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByText(t('agentContracts:offer.offered', { downline: 'agent03' }))).toBeVisible();
  }),
};

export const PendingOffer: Story = {
  args: { contract: null, previousDay: null, offers: [storyOffer('dailySalary')] },
  play: played(async ({ canvas, args, t }) => {
    await expect(canvas.getByText(t('agentContracts:offers.from', { upline: 'agent01' }))).toBeVisible();
    await expect(canvas.getByText(t('agentContracts:mine.none'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('agentContracts:reply.accept') }));
    await expect(args.reply.onAccept).toHaveBeenCalledWith(args.offers[0]);
    await userEvent.click(canvas.getByRole('button', { name: t('agentContracts:reply.reject') }));
    await expect(args.reply.onReject).toHaveBeenCalledWith(args.offers[0]);
  }),
};

export const Accepting: Story = {
  args: { offers: [storyOffer('dailySalary')], reply: { ...reply, busyId: 2 } },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('button', { name: t('agentContracts:reply.reject') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('agentContracts:terminate.action') })).toBeDisabled();
  }),
};

export const ConflictsWarning: Story = {
  args: {
    offers: [storyOffer('dailySalary')],
    reply: { ...reply, busyId: 2, conflicts: storyConflicts('dailySalary') },
  },
  play: played(async ({ canvas, args, t }) => {
    const warning = canvas.getByRole('alert');
    await expect(warning).toHaveTextContent(t('agentContracts:warning.title'));
    await expect(warning).toHaveTextContent(LONG_DOWNLINE);
    await expect(warning).toHaveTextContent('agent05');
    await expect(canvas.queryByRole('button', { name: t('agentContracts:reply.accept') })).toBeNull();
    await userEvent.click(within(warning).getByRole('button', { name: t('agentContracts:warning.proceed') }));
    await expect(args.reply.onProceed).toHaveBeenCalledOnce();
    await userEvent.click(within(warning).getByRole('button', { name: t('agentContracts:warning.cancel') }));
    await expect(args.reply.onCancel).toHaveBeenCalledOnce();
  }),
};

export const ConflictsWarningPhoneThai: Story = {
  ...phone360,
  globals: { ...phone360.globals, language: 'TY' },
  args: ConflictsWarning.args,
  play: played(async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('ยอมรับและยุติสัญญาเหล่านี้')).toBeVisible();
    const section = canvasElement.querySelector('section')!;
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  }),
};

export const Proceeding: Story = {
  args: {
    offers: [storyOffer('dailySalary')],
    reply: { ...reply, busyId: 2, conflicts: storyConflicts('dailySalary'), proceeding: true },
  },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('button', { name: t('agentContracts:warning.cancel') })).toBeDisabled();
  }),
};

export const AnswerFailed: Story = {
  args: {
    offers: [storyOffer('dailySalary')],
    reply: { ...reply, failure: { contractId: 2, message: 'This contract has already been answered.' } },
  },
  play: played(async ({ canvas, args, t }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('agentContracts:reply.failedTitle'));
    await expect(alert).toHaveTextContent('This contract has already been answered.');
    await expect(canvas.getByRole('button', { name: t('agentContracts:reply.accept') })).toBeEnabled();
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.reply.onDismiss).toHaveBeenCalled();
  }),
};

export const AcceptedEndingDownlines: Story = {
  args: { reply: { ...reply, answered: { action: 'accept', ended: 2 } } },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByText(startingWith(t('agentContracts:answered.accept')))).toHaveTextContent(
      t('agentContracts:answered.ended', { count: 2 }),
    );
  }),
};

export const TerminateConfirmation: Story = {
  args: { reply: { ...reply, confirmingTermination: storyContract('dailySalary') } },
  play: played(async ({ canvas, args, t }) => {
    const confirm = canvas.getByRole('alert');
    await expect(confirm).toHaveTextContent(t('agentContracts:terminate.text', { upline: 'agent01' }));
    await userEvent.click(within(confirm).getByRole('button', { name: t('agentContracts:terminate.confirm') }));
    await expect(args.reply.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(within(confirm).getByRole('button', { name: t('agentContracts:terminate.cancel') }));
    await expect(args.reply.onCancel).toHaveBeenCalledOnce();
  }),
};

export const TerminateFailed: Story = {
  args: { reply: { ...reply, failure: { contractId: 1, message: 'Network error' } } },
  play: played(async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error');
  }),
};

export const NoContract: Story = {
  args: {
    contract: null,
    previousDay: null,
    downlineContracts: [],
    offer: { ...offerForm('dailySalary'), rateMax: 0 },
  },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByText(t('agentContracts:mine.none'))).toBeVisible();
    await expect(canvas.getByText(t('agentContracts:downlines.none'))).toBeVisible();
    await expect(canvas.getByText(t('agentContracts:offer.noOwnRate'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('agentContracts:offer.submit') })).toBeNull();
  }),
};

export const NotAgent: Story = {
  args: { offer: undefined, downlineContracts: [] },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.queryByRole('heading', { name: t('agentContracts:downlines.title') })).toBeNull();
    await expect(canvas.getByRole('heading', { name: t('agentContracts:settlement.title') })).toBeVisible();
  }),
};

export const NoDownlines: Story = {
  args: { offer: { ...offerForm('dailySalary'), downlines: [] } },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByText(t('agentContracts:offer.noDownlines'))).toBeVisible();
  }),
};

export const DownlinesLoading: Story = {
  args: { offer: { ...offerForm('dailySalary'), downlinesStatus: 'loading' } },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByText(t('agentContracts:offer.downlinesLoading'))).toBeInTheDocument();
  }),
};

export const DownlinesError: Story = {
  args: { offer: { ...offerForm('dailySalary'), downlinesStatus: 'error', downlinesError: 'Network error' } },
  play: played(async ({ canvas, args, t }) => {
    const alert = canvas.getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: t('content:state.retry') }));
    await expect(args.offer!.onRetryDownlines).toHaveBeenCalledOnce();
  }),
};

export const PreviousDayNotQualified: Story = {
  args: {
    previousDay: {
      date: '2026-12-05',
      validBet: '800.00',
      activeMembers: 1,
      rate: 1.5,
      qualified: false,
      amount: '0.00',
    },
  },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getAllByText(t('agentContracts:daily.notQualified')).length).toBeGreaterThan(0);
  }),
};

export const Dividend: Story = {
  args: {
    kind: 'dividend',
    contract: storyContract('dividend'),
    offers: [storyOffer('dividend')],
    downlineContracts: storyDownlineContracts('dividend'),
    offer: offerForm('dividend'),
    previousDay: undefined,
  },
  play: played(async ({ canvas, args, t }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('agent:centre.page.agentDividendRecordCopy2') }),
    ).toBeVisible();
    await expect(canvas.getAllByText(t('agentContracts:term.periodProfitLoss')).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: t('agentContracts:period.weekly') }));
    await expect(args.offer!.onChange).toHaveBeenLastCalledWith('periodType', 'weekly');
    await expect(canvas.getByRole('button', { name: t('agentContracts:period.weekly') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      canvas.getByRole('columnheader', { name: t('agentContracts:settlement.column.profitLoss') }),
    ).toBeInTheDocument();
  }),
};

export const HourlySalary: Story = {
  args: {
    kind: 'hourlySalary',
    contract: storyContract('hourlySalary'),
    downlineContracts: storyDownlineContracts('hourlySalary'),
    offer: offerForm('hourlySalary'),
    previousDay: undefined,
  },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('agent:centre.page.agentHourSalary') })).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: startingWith(t('agentContracts:term.betAmountHour')) }),
    ).toBeVisible();
  }),
};

const REALTIME_START = Date.UTC(2026, 11, 6, 10, 25);
const realtime = {
  settlementIntervalMinutes: 5,
  periodStart: new Date(REALTIME_START).toISOString(),
  nextSettlementAt: new Date(REALTIME_START + 5 * 60_000).toISOString(),
  periodValidBet: '3200.00',
  periodAmount: '48.00',
};

export const RealtimeSalary: Story = {
  args: {
    kind: 'realtimeSalary',
    contract: storyContract('realtimeSalary'),
    downlineContracts: storyDownlineContracts('realtimeSalary'),
    offer: offerForm('realtimeSalary'),
    previousDay: undefined,
    realtime,
    clock: () => REALTIME_START + 90_000,
    onPeriodElapsed: fn(),
  },
  play: played(async ({ canvas, loaded, t }) => {
    await expect(canvas.getByText(t('agentContracts:realtime.every', { minutes: 5 }))).toBeVisible();
    await expect(canvas.getByText('03:30')).toBeVisible();
    await expect(canvas.getByText(shownMoney(loaded, '48.00'))).toBeVisible();
    await expect(
      canvas.queryByRole('textbox', { name: startingWith(t('agentContracts:term.activeMembers')) }),
    ).toBeNull();
  }),
};

let countdownNow = REALTIME_START + 5 * 60_000 - 2_000;
export const RealtimeCountdownElapses: Story = {
  args: { ...RealtimeSalary.args, clock: () => countdownNow },
  play: played(async ({ canvas, args }) => {
    await expect(canvas.getByText('00:02')).toBeVisible();
    countdownNow += 2_000;
    await waitFor(() => expect(canvas.getByText('00:00')).toBeVisible(), { timeout: 3000 });
    await expect(args.onPeriodElapsed).toHaveBeenCalledOnce();
    countdownNow = REALTIME_START + 5 * 60_000 - 2_000;
  }),
};

export const SettlementsEmpty: Story = {
  args: { settlements: { ...settlements, settlements: [], totalPaid: '0.00', pageCount: 0 } },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('agentContracts:settlement.empty'));
  }),
};

export const SettlementsManyPaidSide: Story = {
  args: { settlements: { ...settlements, side: 'paid', settlements: storySettlements(10), pageCount: 1000 } },
  play: played(async ({ canvas, args, t }) => {
    await expect(
      canvas.getByRole('columnheader', { name: t('agentContracts:settlement.party.paid') }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('agentContracts:settlement.sides.received') }));
    await expect(args.settlements.onSideChange).toHaveBeenCalledWith('received');
    await userEvent.click(canvas.getByRole('button', { name: t('shell:notice.next') }));
    await expect(args.settlements.onPageChange).toHaveBeenLastCalledWith(2);
  }),
};

export const SettlementsLoading: Story = {
  args: { settlements: { ...settlements, status: 'loading' } },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByText(t('agentContracts:settlement.loading'))).toBeInTheDocument();
  }),
};

export const SettlementsError: Story = {
  args: { settlements: { ...settlements, status: 'error', errorMessage: 'Network error' } },
  play: played(async ({ canvas, args, t }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Network error');
    await userEvent.click(within(alert).getByRole('button', { name: t('content:state.retry') }));
    await expect(args.settlements.onRetry).toHaveBeenCalledOnce();
  }),
};

export const Loading: Story = loadingStory('agentContracts:page.loading');

export const LoadError: Story = loadErrorStory();

export const Thai: Story = {
  globals: { language: 'TY' },
  args: { offers: [storyOffer('dailySalary')] },
  play: played(async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'สัญญาของฉัน' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ยอมรับ' })).toBeVisible();
  }),
};

export const LongNamesPhone: Story = {
  ...phone360,
  args: {
    contract: storyContract('dailySalary', { upline: LONG_UPLINE }),
    offers: [storyOffer('dailySalary', { upline: LONG_UPLINE })],
    downlineContracts: storyDownlineContracts('dailySalary', true),
    settlements: { ...settlements, settlements: storySettlements(10, '123456789.00') },
  },
  play: played(async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByText(LONG_DOWNLINE).length).toBeGreaterThan(0);
    const section = canvasElement.querySelector('section')!;
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  }),
};

export const LongNamesPhoneThai: Story = {
  ...LongNamesPhone,
  globals: { ...phone360.globals, language: 'TY' },
};
