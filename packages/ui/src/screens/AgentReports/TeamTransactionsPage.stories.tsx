import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shownMoney } from '../../private/cashierStory';
import { loadErrorStory, loadingStory, withHeld } from '../../private/storyStates';
import { played } from '../../private/storyText';
import { phone360 } from '../../private/storyViewports';
import { AccountRecordPage, type AccountRecordPageProps } from '../RecordPages/AccountRecordPage';
import { storyRange } from '../RecordPages/recordFixtures';
import { longAccount, storyTeamRows } from './agentReportFixtures';

// The agent centre's downline transactions (agentDownlineTransactionDetailsCopy): the member centre's account record
// given an account search; the rows are the team's.

const Held = withHeld(AccountRecordPage, {
  type: 'onTypeChange',
  range: 'onRangeChange',
  account: 'onAccountChange',
  page: 'onPageChange',
  copiedOrderNo: 'onCopyOrderNo',
});

const meta = {
  title: 'Screens/AgentReports/TeamTransactionsPage',
  component: AccountRecordPage,
  render: (props: AccountRecordPageProps) => <Held {...props} />,
  args: {
    status: 'ready',
    currency: 'THB',
    minorDigits: 2,
    timeZone: 'Asia/Bangkok',
    range: storyRange,
    onRangeChange: fn(),
    type: null,
    onTypeChange: fn(),
    account: '',
    onAccountChange: fn(),
    onAccountSearch: fn(),
    accountProblem: null,
    rows: storyTeamRows(),
    totalIn: '1500.00',
    totalOut: '-750.00',
    page: 1,
    pageCount: 2,
    onPageChange: fn(),
    copiedOrderNo: null,
    onCopyOrderNo: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AccountRecordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const regionOf = (canvasElement: HTMLElement, t: (key: string) => string) =>
  within(canvasElement).getByRole('region', { name: t('agent:centre.page.agentDownlineTransactionDetailsCopy') });

export const Default: Story = {
  play: played(async ({ canvas, loaded, args, t }) => {
    const table = canvas.getByRole('table', { name: t('agent:centre.page.agentDownlineTransactionDetailsCopy') });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((each) => each.textContent)).toEqual([
      t('agentReports:column.account'),
      t('agentReports:column.upline'),
      t('records:account.column.type'),
      t('records:account.column.orderNo'),
      t('records:account.column.time'),
      t('records:account.column.amount'),
      t('records:account.column.remark'),
    ]);
    // a member's balance is not the agent's to see
    await expect(
      within(table).queryByRole('columnheader', { name: t('records:account.column.balanceAfter') }),
    ).toBeNull();
    // signed, not only coloured
    await expect(within(table).getAllByText(`+${shownMoney(loaded, '250.00')}`).length).toBeGreaterThan(0);
    await expect(within(table).getAllByText(`−${shownMoney(loaded, '250.00')}`).length).toBeGreaterThan(0);
    const totals = canvas.getByRole('region', { name: t('records:totals.title') });
    await expect(within(totals).getByText(`+${shownMoney(loaded, '1500.00')}`)).toBeVisible();
    await expect(within(totals).getByText(`−${shownMoney(loaded, '750.00')}`)).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('records:account.type') }), 'withdraw');
    await expect(args.onTypeChange).toHaveBeenLastCalledWith('withdraw');
  }),
};

export const SearchAccount: Story = {
  play: played(async ({ canvas, args, t }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: t('agentReports:filter.account') }), 'team1a1{Enter}');
    await expect(args.onAccountChange).toHaveBeenLastCalledWith('team1a1');
    await expect(args.onAccountSearch).toHaveBeenCalledOnce();
  }),
};

export const CopyOrderNo: Story = {
  play: played(async ({ canvas, args, t }) => {
    const orderNo = args.rows[0]!.orderNo;
    const button = canvas.getByRole('button', { name: `${t('records:bets.copy')} ${orderNo}` });
    await userEvent.click(button);
    await expect(args.onCopyOrderNo).toHaveBeenCalledWith(orderNo);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('records:bets.copiedNote'));
  }),
};

export const AccountNotInTeam: Story = {
  args: { account: 'nosuchname', accountProblem: 'notInTeam' },
  play: played(async ({ canvas, t }) => {
    const field = canvas.getByRole('searchbox', { name: t('agentReports:filter.account') });
    await expect(field).toHaveValue('nosuchname');
    await expect(field).toHaveAccessibleDescription(t('agentReports:filter.problem.notInTeam'));
    await expect(canvas.queryByRole('table')).toBeNull();
  }),
};

export const ManyRows: Story = {
  args: { page: 1, pageCount: 1000 },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('button', { name: t('shell:notice.page', { page: 1000 }) })).toBeVisible();
  }),
};

export const Empty: Story = {
  args: { rows: [], totalIn: '0.00', totalOut: '0.00', pageCount: 0, type: 'dividend' },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('records:account.empty'));
  }),
};

export const Loading: Story = loadingStory('records:account.loading');

export const LoadError: Story = loadErrorStory();

export const Thai: Story = {
  globals: { language: 'TY' },
  play: played(async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'ธุรกรรมของดาวน์ไลน์' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'อัปไลน์โดยตรง' })).toBeInTheDocument();
  }),
};

export const LongAccountsPhone: Story = {
  ...phone360,
  args: { rows: storyTeamRows(10, true), account: longAccount },
  play: played(async ({ canvasElement, t }) => {
    await expect(canvasElement).toHaveTextContent(longAccount);
    const region = regionOf(canvasElement, t);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  }),
};

export const ThaiPhone: Story = {
  ...phone360,
  globals: { ...phone360.globals, language: 'TY' },
  args: { rows: storyTeamRows(10, true) },
  play: played(async ({ canvasElement, t }) => {
    const region = regionOf(canvasElement, t);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  }),
};
