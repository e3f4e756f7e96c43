import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shownMoney } from '../../private/cashierStory';
import { loadErrorStory, loadingStory, withHeld } from '../../private/storyStates';
import { played } from '../../private/storyText';
import { phone360 } from '../../private/storyViewports';
import { storyRange, wideAmount } from '../RecordPages/recordFixtures';
import { storyIncome } from './agentReportFixtures';
import { AgentIncomePage, type AgentIncomePageProps } from './AgentIncomePage';
import { incomeTypes } from './agentReportTypes';

const Held = withHeld(AgentIncomePage, { range: 'onRangeChange' });

const meta = {
  title: 'Screens/AgentReports/AgentIncomePage',
  component: AgentIncomePage,
  render: (props: AgentIncomePageProps) => <Held {...props} />,
  args: {
    status: 'ready',
    currency: 'THB',
    minorDigits: 2,
    timeZone: 'Asia/Bangkok',
    range: storyRange,
    onRangeChange: fn(),
    report: storyIncome(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AgentIncomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const regionOf = (canvasElement: HTMLElement, t: (key: string) => string) =>
  within(canvasElement).getByRole('region', { name: t('agent:centre.page.agentRevenueReport') });

export const Default: Story = {
  play: played(async ({ canvas, loaded, args, t }) => {
    // the net of everything, large and signed: 3 × (300 − 120 + 25.50) − 400 = 216.50
    const net = canvas.getByRole('region', { name: t('agentReports:income.net') });
    await expect(net).toHaveTextContent(`+${shownMoney(loaded, '216.50')}`);
    // a row per type, zeros included
    const totals = canvas.getByRole('table', { name: t('agentReports:income.totals') });
    await expect(within(totals).getAllByRole('row')).toHaveLength(incomeTypes.length + 1);
    await expect(within(totals).getByText(`−${shownMoney(loaded, '360.00')}`)).toBeVisible();
    await expect(within(totals).getByText(`+${shownMoney(loaded, '540.00')}`)).toBeVisible();
    // the days, newest first, each type of each day a row
    const days = canvas.getByRole('table', { name: t('agentReports:income.days') });
    const rows = within(days).getAllByRole('row');
    await expect(rows).toHaveLength(1 + 3 + 2 + 2);
    await expect(rows[1]).toHaveTextContent(t('agentReports:income.type.dailySalary'));
    await userEvent.click(canvas.getByRole('button', { name: t('records:range.preset.last30') }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({ ...storyRange, preset: 'last30' });
  }),
};

/** More paid to downlines than received: the net is a loss, its minus written. */
export const NetLoss: Story = {
  args: { report: storyIncome(1, 0) },
  play: played(async ({ canvas, loaded, t }) => {
    const net = canvas.getByRole('region', { name: t('agentReports:income.net') });
    await expect(net).toHaveTextContent(`−${shownMoney(loaded, '494.50')}`);
  }),
};

/** Thirty days of income: the day table's rows all there. */
export const ManyDays: Story = {
  args: { report: storyIncome(30) },
  play: played(async ({ canvas, t }) => {
    const days = canvas.getByRole('table', { name: t('agentReports:income.days') });
    await expect(within(days).getAllByRole('row')).toHaveLength(1 + 30 * 2 + 1);
  }),
};

export const Empty: Story = {
  args: { report: { days: [], totals: storyIncome(0).totals, net: '0.00' } },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('agentReports:income.empty'));
    await expect(canvas.queryByRole('table')).toBeNull();
  }),
};

export const RangeTooOld: Story = {
  args: { range: { preset: 'custom', from: '2026-01-01', to: '2026-01-05' }, rangeProblem: 'tooOld' },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('records:range.problem.tooOld', { days: 90 }));
  }),
};

export const Loading: Story = loadingStory('agentReports:income.loading');

export const LoadError: Story = loadErrorStory();

export const Thai: Story = {
  globals: { language: 'TY' },
  play: played(async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'รายได้สุทธิ' })).toBeVisible();
    await expect(canvas.getAllByText('เงินเดือนรายวัน').length).toBeGreaterThan(0);
  }),
};

/** The widest amounts on a 360 px phone: each row a card, nothing wider than the page. */
export const WideAmountsPhone: Story = {
  ...phone360,
  args: {
    report: {
      ...storyIncome(2),
      net: wideAmount,
      totals: storyIncome(2).totals.map((each) => ({ ...each, received: wideAmount, net: wideAmount })),
    },
  },
  play: played(async ({ canvasElement, loaded, t }) => {
    await expect(canvasElement).toHaveTextContent(shownMoney(loaded, wideAmount));
    const region = regionOf(canvasElement, t);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  }),
};

export const ThaiPhone: Story = {
  ...phone360,
  globals: { ...phone360.globals, language: 'TY' },
  play: played(async ({ canvasElement, t }) => {
    const region = regionOf(canvasElement, t);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  }),
};
