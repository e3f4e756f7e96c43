import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shownMoney } from '../../private/cashierStory';
import { loadErrorStory, loadingStory, withHeld } from '../../private/storyStates';
import { played, storyNumber } from '../../private/storyText';
import { phone360 } from '../../private/storyViewports';
import { storyRange } from '../RecordPages/recordFixtures';
import { longAccount, storyProfitRows, storyProfitTotals } from './agentReportFixtures';
import { TeamProfitLossPage, type TeamProfitLossPageProps } from './TeamProfitLossPage';

const Held = withHeld(TeamProfitLossPage, { range: 'onRangeChange', account: 'onAccountChange', page: 'onPageChange' });

const meta = {
  title: 'Screens/AgentReports/TeamProfitLossPage',
  component: TeamProfitLossPage,
  render: (props: TeamProfitLossPageProps) => <Held {...props} />,
  args: {
    status: 'ready',
    currency: 'THB',
    minorDigits: 2,
    timeZone: 'Asia/Bangkok',
    range: storyRange,
    onRangeChange: fn(),
    account: '',
    onAccountChange: fn(),
    onAccountSearch: fn(),
    accountProblem: null,
    rows: storyProfitRows(),
    totals: storyProfitTotals,
    page: 1,
    pageCount: 2,
    onPageChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof TeamProfitLossPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const regionOf = (canvasElement: HTMLElement, t: (key: string) => string) =>
  within(canvasElement).getByRole('region', { name: t('agent:centre.page.palStatementsAgentCopy') });

export const Default: Story = {
  play: played(async ({ canvas, loaded, args, t }) => {
    const table = canvas.getByRole('table', { name: t('agentReports:profitLoss.caption') });
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    for (const column of ['account', 'upline', 'level', 'validBet', 'deposits', 'withdrawals', 'bonuses', 'rebates'])
      await expect(within(table).getByRole('columnheader', { name: t(`agentReports:column.${column}`) })).toBeVisible();
    // a member's loss and gain carry their sign, not only their colour
    await expect(within(table).getAllByText(`−${shownMoney(loaded, '350.00')}`)).toHaveLength(3);
    await expect(within(table).getAllByText(`+${shownMoney(loaded, '250.00')}`)).toHaveLength(3);
    // the team's totals of the whole range
    const totals = canvas.getByRole('region', { name: t('agentReports:profitLoss.totals') });
    await expect(within(totals).getByText(shownMoney(loaded, '12000.00'))).toBeVisible();
    await expect(within(totals).getByText(`−${shownMoney(loaded, '300.00')}`)).toBeVisible();
    await expect(within(totals).getByText(storyNumber(loaded)(135))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('records:range.preset.today') }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({ ...storyRange, preset: 'today' });
    await userEvent.click(canvas.getByRole('button', { name: t('shell:notice.page', { page: 2 }) }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  }),
};

export const SearchAccount: Story = {
  play: played(async ({ canvas, args, t }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: t('agentReports:filter.account') }), 'Team1B');
    await userEvent.click(canvas.getByRole('button', { name: t('agentReports:filter.search') }));
    await expect(args.onAccountChange).toHaveBeenLastCalledWith('Team1B');
    await expect(args.onAccountSearch).toHaveBeenCalledOnce();
  }),
};

export const AccountNotInTeam: Story = {
  args: { account: 'team2_of_another', accountProblem: 'notInTeam' },
  play: played(async ({ canvas, t }) => {
    const field = canvas.getByRole('searchbox', { name: t('agentReports:filter.account') });
    await expect(field).toHaveValue('team2_of_another');
    await expect(field).toHaveAccessibleDescription(t('agentReports:filter.problem.notInTeam'));
    await expect(canvas.queryByRole('table')).toBeNull();
  }),
};

export const RangeTooLong: Story = {
  args: { range: { preset: 'custom', from: '2026-11-01', to: '2026-12-06' }, rangeProblem: 'tooLong' },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('records:range.problem.tooLong', { days: 30 }));
    await expect(canvas.queryByRole('table')).toBeNull();
  }),
};

/** A team of thousands: one page of ten members in the DOM and the pager. */
export const ManyRows: Story = {
  args: { rows: storyProfitRows(10), page: 120, pageCount: 480 },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('button', { name: t('shell:notice.page', { page: 480 }) })).toBeVisible();
  }),
};

export const Empty: Story = {
  args: { rows: [], totals: undefined, pageCount: 0 },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('agentReports:profitLoss.empty'));
  }),
};

export const Loading: Story = loadingStory('agentReports:profitLoss.loading');

export const LoadError: Story = loadErrorStory();

export const Thai: Story = {
  globals: { language: 'TY' },
  play: played(async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'งบกำไรขาดทุน' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'ยอดเดิมพันที่ใช้ได้' })).toBeInTheDocument();
  }),
};

/** Wide (a desktop's centre): every column in one table row. */
export const Wide: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: {
    viewport: {
      options: { desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' } },
    },
  },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('columnheader', { name: t('agentReports:column.count') })).toBeVisible();
  }),
};

export const LongAccountsPhone: Story = {
  ...phone360,
  args: { rows: storyProfitRows(10, true), account: longAccount },
  play: played(async ({ canvasElement, t }) => {
    await expect(canvasElement).toHaveTextContent(longAccount);
    const region = regionOf(canvasElement, t);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  }),
};

export const ThaiPhone: Story = {
  ...phone360,
  globals: { ...phone360.globals, language: 'TY' },
  args: { rows: storyProfitRows(10, true) },
  play: played(async ({ canvasElement, t }) => {
    const region = regionOf(canvasElement, t);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  }),
};
