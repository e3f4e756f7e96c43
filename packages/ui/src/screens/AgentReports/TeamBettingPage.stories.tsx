import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shownMoney } from '../../private/cashierStory';
import { loadErrorStory, loadingStory, withHeld } from '../../private/storyStates';
import { played } from '../../private/storyText';
import { phone360 } from '../../private/storyViewports';
import { BettingRecordPage, type BettingRecordPageProps } from '../RecordPages/BettingRecordPage';
import { storyRange, storyVendors } from '../RecordPages/recordFixtures';
import { longAccount, storyTeamBets } from './agentReportFixtures';

// The agent centre's team betting (personalHistoryCopy): the member centre's betting record given an account search.

const Held = withHeld(BettingRecordPage, {
  category: 'onCategoryChange',
  range: 'onRangeChange',
  vendor: 'onVendorChange',
  settled: 'onSettledChange',
  orderNo: 'onOrderNoChange',
  account: 'onAccountChange',
  page: 'onPageChange',
  copiedOrderNo: 'onCopyOrderNo',
});

const meta = {
  title: 'Screens/AgentReports/TeamBettingPage',
  component: BettingRecordPage,
  render: (props: BettingRecordPageProps) => <Held {...props} />,
  args: {
    status: 'ready',
    currency: 'THB',
    minorDigits: 2,
    timeZone: 'Asia/Bangkok',
    range: storyRange,
    onRangeChange: fn(),
    category: 'RNG',
    onCategoryChange: fn(),
    vendors: storyVendors,
    vendor: '',
    onVendorChange: fn(),
    settled: true,
    onSettledChange: fn(),
    orderNo: '',
    onOrderNoChange: fn(),
    onOrderNoSearch: fn(),
    account: '',
    onAccountChange: fn(),
    onAccountSearch: fn(),
    accountProblem: null,
    bets: storyTeamBets('RNG'),
    totals: { betAmount: '2300.00', validBet: '2200.00', winAmount: '1950.00', profitLoss: '-250.00', count: 23 },
    page: 1,
    pageCount: 3,
    onPageChange: fn(),
    copiedOrderNo: null,
    onCopyOrderNo: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof BettingRecordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const regionOf = (canvasElement: HTMLElement, t: (key: string) => string) =>
  within(canvasElement).getByRole('region', { name: t('agent:centre.page.personalHistoryCopy') });

export const Default: Story = {
  play: played(async ({ canvas, canvasElement, loaded, args, t }) => {
    await expect(regionOf(canvasElement, t)).toBeVisible();
    const table = canvas.getByRole('table', {
      name: t('records:bets.caption', { category: t('records:category.RNG') }),
    });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    // the bettor and their direct superior come first
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers[0]).toHaveTextContent(t('agentReports:column.account'));
    await expect(headers[1]).toHaveTextContent(t('agentReports:column.upline'));
    await expect(within(table).getAllByRole('cell', { name: 'team1a' }).length).toBeGreaterThan(0);
    // the totals of the range, the loss signed and not only red
    await expect(canvas.getByText(shownMoney(loaded, '2300.00'))).toBeVisible();
    await expect(canvas.getAllByText(`−${shownMoney(loaded, '250.00')}`).length).toBeGreaterThan(0);
    // the member centre's filters all work here
    await userEvent.click(canvas.getByRole('button', { name: t('records:range.preset.last30') }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({ ...storyRange, preset: 'last30' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('records:bets.vendor') }), 'JILI');
    await expect(args.onVendorChange).toHaveBeenLastCalledWith('JILI');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('records:bets.state') }), 'unsettled');
    await expect(args.onSettledChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(canvas.getByRole('tab', { name: t('records:category.SPORTS') }));
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith('SPORTS');
  }),
};

/** One member of the team by their account: typed, then searched with Enter. */
export const SearchAccount: Story = {
  play: played(async ({ canvas, args, t }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: t('agentReports:filter.account') }), 'team1a{Enter}');
    await expect(args.onAccountChange).toHaveBeenLastCalledWith('team1a');
    await expect(args.onAccountSearch).toHaveBeenCalledOnce();
    await expect(args.onOrderNoSearch).not.toHaveBeenCalled();
  }),
};

/** The server's DOWNLINE_NOT_FOUND: said at the field, what was typed kept, no rows shown. */
export const AccountNotInTeam: Story = {
  args: { account: 'someone_else', accountProblem: 'notInTeam' },
  play: played(async ({ canvas, t }) => {
    const field = canvas.getByRole('searchbox', { name: t('agentReports:filter.account') });
    await expect(field).toHaveValue('someone_else');
    await expect(field).toHaveAccessibleDescription(t('agentReports:filter.problem.notInTeam'));
    await expect(canvas.queryByRole('table')).toBeNull();
  }),
};

export const CopyOrderNo: Story = {
  play: played(async ({ canvas, args, t }) => {
    const orderNo = args.bets[0]!.orderNo;
    const button = canvas.getByRole('button', { name: `${t('records:bets.copy')} ${orderNo}` });
    await userEvent.click(button);
    await expect(args.onCopyOrderNo).toHaveBeenCalledWith(orderNo);
    await expect(button).toHaveTextContent(t('records:bets.copied'));
  }),
};

export const LotteryColumns: Story = {
  args: { category: 'LOTT', bets: storyTeamBets('LOTT') },
  play: played(async ({ canvas, t }) => {
    for (const column of ['issue', 'playType', 'betContent'])
      await expect(canvas.getByRole('columnheader', { name: t(`records:bets.column.${column}`) })).toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: t('agentReports:column.upline') })).toBeInTheDocument();
  }),
};

/** The team's 10,000 bets: one page of ten in the DOM, the pager and the totals of them all. */
export const ManyRows: Story = {
  args: {
    page: 500,
    pageCount: 1000,
    totals: {
      betAmount: '1000000.00',
      validBet: '990000.00',
      winAmount: '970000.00',
      profitLoss: '-30000.00',
      count: 10000,
    },
  },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('button', { name: t('shell:notice.page', { page: 1000 }) })).toBeVisible();
  }),
};

export const Empty: Story = {
  args: {
    account: 'team2a',
    bets: [],
    totals: { betAmount: '0.00', validBet: '0.00', winAmount: '0.00', profitLoss: '0.00', count: 0 },
    pageCount: 0,
  },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('records:bets.empty'));
  }),
};

export const Loading: Story = loadingStory('records:bets.loading');

export const LoadError: Story = loadErrorStory();

/** A 400 (the filters refused) as the site says it: translated, the account typed still there. */
export const Refused: Story = {
  ...loadErrorStory({ account: 'team1a' }),
  play: played(async ({ canvas, args, t }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(String(args.errorMessage));
    await expect(canvas.getByRole('searchbox', { name: t('agentReports:filter.account') })).toHaveValue('team1a');
  }),
};

export const Thai: Story = {
  globals: { language: 'TY' },
  play: played(async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'การเดิมพันของทีม' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'อัปไลน์โดยตรง' })).toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'บัญชีสมาชิก' })).toBeVisible();
  }),
};

/** 20-character accounts on a 360 px phone: each bet a card, nothing wider than the page. */
export const LongAccountsPhone: Story = {
  ...phone360,
  args: { bets: storyTeamBets('SPORTS', 10, true), category: 'SPORTS', account: longAccount },
  play: played(async ({ canvasElement, t }) => {
    await expect(canvasElement).toHaveTextContent(longAccount);
    const region = regionOf(canvasElement, t);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  }),
};

export const ThaiPhone: Story = {
  ...phone360,
  globals: { ...phone360.globals, language: 'TY' },
  args: { bets: storyTeamBets('LOTT', 10, true), category: 'LOTT', accountProblem: null },
  play: played(async ({ canvasElement, t }) => {
    const region = regionOf(canvasElement, t);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  }),
};
