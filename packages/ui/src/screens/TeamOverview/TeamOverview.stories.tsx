import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { shownMoney } from '../../private/cashierStory';
import { expectPhoneFit, thaiPhone360 } from '../../private/storyPhone';
import { loadErrorStory, loadingStory, withHeld } from '../../private/storyStates';
import { played } from '../../private/storyText';
import { storyRange } from '../RecordPages/recordFixtures';
import { TeamOverview, type TeamOverviewData, type TeamOverviewDay, type TeamOverviewProps } from './TeamOverview';

const day = (date: string, index: number): TeamOverviewDay => ({
  date,
  newMembers: index % 3,
  activeMembers: 4 + index,
  depositAmount: `${1000 + index * 250}.00`,
  withdrawalAmount: `${300 + index * 10}.00`,
  betAmount: `${5000 + index * 700}.00`,
  validBet: `${4800 + index * 650}.00`,
  profitLoss: index % 2 === 0 ? `-${120 + index * 30}.50` : `${80 + index * 15}.00`,
});
const dates = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'];

const overview = (days: TeamOverviewDay[], patch: Partial<TeamOverviewData> = {}): TeamOverviewData => ({
  teamSize: 128,
  directCount: 12,
  agents: 5,
  newMembers: 6,
  activeMembers: 41,
  depositAmount: '12500.00',
  depositCount: 23,
  withdrawalAmount: '4300.00',
  withdrawalCount: 9,
  betAmount: '58000.00',
  validBet: '55230.00',
  profitLoss: '-1840.50',
  days,
  ...patch,
});
const zeroDay = (date: string): TeamOverviewDay => ({
  date,
  newMembers: 0,
  activeMembers: 0,
  depositAmount: '0.00',
  withdrawalAmount: '0.00',
  betAmount: '0.00',
  validBet: '0.00',
  profitLoss: '0.00',
});

const Held = withHeld(TeamOverview, { range: 'onRangeChange' });

const meta = {
  title: 'Screens/TeamOverview',
  component: TeamOverview,
  render: (props: TeamOverviewProps) => <Held {...props} />,
  args: {
    status: 'ready',
    currency: 'THB',
    minorDigits: 2,
    timeZone: 'Asia/Bangkok',
    range: storyRange,
    onRangeChange: fn(),
    onRetry: fn(),
    overview: overview(dates.map(day)),
  },
} satisfies Meta<typeof TeamOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The chart drew its canvas (uPlot loads with the component). */
const chartDrawn = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[data-testid="team-chart"] canvas')).not.toBeNull());

export const Default: Story = {
  play: played(async ({ canvas, canvasElement, loaded, args, t }) => {
    await expect(canvas.getByText('128')).toBeVisible();
    // the P&L signed, not only coloured
    await expect(canvas.getByText(`−${shownMoney(loaded, '1840.50')}`)).toBeVisible();
    await chartDrawn(canvasElement);
    // the chart's text alternative: one row per day of the chosen series
    const table = canvas.getByRole('table', {
      name: t('agentTeam:overview.chart.caption', { series: t('agentTeam:overview.chart.seriesName.validBet') }),
    });
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    await userEvent.click(canvas.getByRole('button', { name: t('agentTeam:overview.chart.seriesName.profitLoss') }));
    const pl = canvas.getByRole('table', {
      name: t('agentTeam:overview.chart.caption', { series: t('agentTeam:overview.chart.seriesName.profitLoss') }),
    });
    await expect(within(pl).getByText(`−${shownMoney(loaded, '120.50')}`)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('records:range.preset.last30') }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({ ...storyRange, preset: 'last30' });
  }),
};

export const EmptyPeriod: Story = {
  args: {
    overview: overview(dates.map(zeroDay), {
      newMembers: 0,
      activeMembers: 0,
      depositAmount: '0.00',
      depositCount: 0,
      withdrawalAmount: '0.00',
      withdrawalCount: 0,
      betAmount: '0.00',
      validBet: '0.00',
      profitLoss: '0.00',
    }),
  },
  play: played(async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
    await expect(within(canvasElement).getAllByRole('row').length).toBeGreaterThan(1);
  }),
};

export const SingleDay: Story = {
  args: {
    range: { preset: 'today', from: '2026-12-06', to: '2026-12-06' },
    overview: overview([day('2026-12-06', 2)]),
  },
  play: played(async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
  }),
};

export const Loading: Story = loadingStory('agentTeam:overview.loading');

export const LoadError: Story = loadErrorStory();

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: played(async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
  }),
};

export const ThaiPhone: Story = {
  ...thaiPhone360,
  args: {
    overview: overview(
      Array.from({ length: 30 }, (_, index) => day(`2026-11-${String(index + 1).padStart(2, '0')}`, index)),
    ),
  },
  play: played(async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('ยอดเดิมพันที่มีผล', { selector: 'dt' })).toBeVisible();
    await chartDrawn(canvasElement);
    // the chart follows its container: no wider than the phone
    const drawn = canvasElement.querySelector<HTMLCanvasElement>('[data-testid="team-chart"] canvas')!;
    await expect(drawn.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expectPhoneFit();
  }),
};
