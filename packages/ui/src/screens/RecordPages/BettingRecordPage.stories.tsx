import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shownMoney } from '../../private/cashierStory';
import { loadErrorStory, loadingStory, withHeld } from '../../private/storyStates';
import { played, storyNumber } from '../../private/storyText';
import { phone360 } from '../../private/storyViewports';
import { BettingRecordPage, type BettingRecordPageProps } from './BettingRecordPage';
import { storyBets, storyRange, storyVendors, wideAmount } from './recordFixtures';

const Held = withHeld(BettingRecordPage, {
  category: 'onCategoryChange',
  range: 'onRangeChange',
  vendor: 'onVendorChange',
  settled: 'onSettledChange',
  orderNo: 'onOrderNoChange',
  page: 'onPageChange',
  copiedOrderNo: 'onCopyOrderNo',
});

const meta = {
  title: 'Screens/RecordPages/BettingRecordPage',
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
    bets: storyBets('RNG'),
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

export const Default: Story = {
  play: played(async ({ canvas, loaded, args, t }) => {
    const table = canvas.getByRole('table', {
      name: t('records:bets.caption', { category: t('records:category.RNG') }),
    });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByText(shownMoney(loaded, '2300.00'))).toBeVisible();
    // the loss is signed, not only red
    await expect(canvas.getAllByText(`−${shownMoney(loaded, '250.00')}`).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: t('records:range.preset.last30') }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({ ...storyRange, preset: 'last30' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('records:bets.vendor') }), 'JILI');
    await expect(args.onVendorChange).toHaveBeenLastCalledWith('JILI');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('records:bets.state') }), 'unsettled');
    await expect(args.onSettledChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: t('shell:notice.page', { page: 2 }) }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  }),
};

export const SwitchCategory: Story = {
  play: played(async ({ canvas, args, t }) => {
    await userEvent.click(canvas.getByRole('tab', { name: t('records:category.LOTT') }));
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith('LOTT');
    await expect(canvas.getByRole('tab', { name: t('records:category.LOTT') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }),
};

export const CustomRange: Story = {
  play: played(async ({ canvas, args, t }) => {
    const from = canvas.getByLabelText(t('records:range.from'));
    await userEvent.clear(from);
    await userEvent.type(from, '2026-12-01');
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({
      preset: 'custom',
      from: '2026-12-01',
      to: '2026-12-06',
    });
    for (const preset of ['today', 'last7', 'last30'])
      await expect(canvas.getByRole('button', { name: t(`records:range.preset.${preset}`) })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
  }),
};

export const SearchOrderNo: Story = {
  play: played(async ({ canvas, args, t }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: t('records:bets.orderNo') }), 'RNG2612{Enter}');
    await expect(args.onOrderNoChange).toHaveBeenLastCalledWith('RNG2612');
    await expect(args.onOrderNoSearch).toHaveBeenCalledOnce();
  }),
};

export const OrderNoTooShort: Story = {
  args: { orderNo: 'RN', orderNoProblem: { minLength: 4 } },
  play: played(async ({ canvas, t }) => {
    const field = canvas.getByRole('searchbox', { name: t('records:bets.orderNo') });
    await expect(field).toHaveValue('RN');
    await expect(field).toHaveAccessibleDescription(t('records:bets.orderNoProblem', { min: 4 }));
  }),
};

export const CopyOrderNo: Story = {
  play: played(async ({ canvas, args, t }) => {
    const orderNo = args.bets[0]!.orderNo;
    const button = canvas.getByRole('button', { name: `${t('records:bets.copy')} ${orderNo}` });
    await userEvent.click(button);
    await expect(args.onCopyOrderNo).toHaveBeenCalledWith(orderNo);
    await expect(button).toHaveTextContent(t('records:bets.copied'));
    await expect(canvas.getByRole('status')).toHaveTextContent(t('records:bets.copiedNote'));
  }),
};

export const LotteryColumns: Story = {
  args: { category: 'LOTT', bets: storyBets('LOTT') },
  play: played(async ({ canvas, t }) => {
    for (const column of ['issue', 'playType', 'betContent', 'status'])
      await expect(canvas.getByRole('columnheader', { name: t(`records:bets.column.${column}`) })).toBeInTheDocument();
    await expect(canvas.queryByRole('columnheader', { name: t('records:bets.column.odds') })).toBeNull();
  }),
};

export const SportsColumns: Story = {
  args: { category: 'SPORTS', bets: storyBets('SPORTS') },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('columnheader', { name: t('records:bets.column.selection') })).toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: t('records:bets.column.odds') })).toBeInTheDocument();
    await expect(canvas.getAllByText('1.95')).toHaveLength(10);
  }),
};

/** 10,000 bets in the range: one page of ten in the DOM, the pager and the totals of them all. */
export const TenThousandBets: Story = {
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
  play: played(async ({ canvas, loaded, t }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByText(storyNumber(loaded)(10000))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('shell:notice.page', { page: 1000 }) })).toBeVisible();
  }),
};

/** The next filter's answer on its way: the last rows stay, dimmed and marked busy. */
export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const RangeTooLong: Story = {
  args: { range: { preset: 'custom', from: '2026-11-01', to: '2026-12-01' }, rangeProblem: 'tooLong' },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('records:range.problem.tooLong', { days: 30 }));
    await expect(canvas.getByLabelText(t('records:range.from'))).toHaveValue('2026-11-01');
    await expect(canvas.getByLabelText(t('records:range.to'))).toHaveValue('2026-12-01');
    await expect(canvas.queryByRole('table')).toBeNull();
  }),
};

export const Empty: Story = {
  args: { bets: [], totals: { betAmount: '0.00', validBet: '0.00', winAmount: '0.00', profitLoss: '0.00', count: 0 } },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('records:bets.empty'));
  }),
};

export const Loading: Story = loadingStory('records:bets.loading');

export const LoadError: Story = loadErrorStory();

export const Thai: Story = {
  globals: { language: 'TY' },
  args: { category: 'LOTT', bets: storyBets('LOTT') },
  play: played(async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'หวย' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: '7 วันที่ผ่านมา' })).toHaveAttribute('aria-pressed', 'true');
  }),
};

export const WideAmountsPhone: Story = {
  ...phone360,
  args: {
    bets: storyBets('SPORTS', 10, wideAmount),
    category: 'SPORTS',
    totals: {
      betAmount: wideAmount,
      validBet: wideAmount,
      winAmount: wideAmount,
      profitLoss: `-${wideAmount}`,
      count: 10,
    },
  },
  play: played(async ({ canvasElement, loaded, t }) => {
    await expect(canvasElement).toHaveTextContent(shownMoney(loaded, wideAmount));
    const region = within(canvasElement).getByRole('region', { name: t('member:centre.page.personalHistoryCopy') });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  }),
};

export const ThaiPhone: Story = {
  ...phone360,
  globals: { ...phone360.globals, language: 'TY' },
  play: played(async ({ canvasElement, t }) => {
    const region = within(canvasElement).getByRole('region', { name: t('member:centre.page.personalHistoryCopy') });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  }),
};
