import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shownMoney } from '../../private/cashierStory';
import { loadErrorStory, loadingStory, withHeld } from '../../private/storyStates';
import { played } from '../../private/storyText';
import { phone360 } from '../../private/storyViewports';
import { AccountRecordPage, type AccountRecordPageProps } from './AccountRecordPage';
import { storyAccountRows, storyRange, wideAmount } from './recordFixtures';

const Held = withHeld(AccountRecordPage, { type: 'onTypeChange', range: 'onRangeChange', page: 'onPageChange' });

const meta = {
  title: 'Screens/RecordPages/AccountRecordPage',
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
    rows: storyAccountRows(),
    totalIn: '1500.00',
    totalOut: '-750.00',
    page: 1,
    pageCount: 2,
    onPageChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AccountRecordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ canvas, loaded, args, t }) => {
    const table = canvas.getByRole('table', { name: t('member:centre.page.transactionHistory') });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    // money in and out carry their sign, not only their colour
    await expect(canvas.getAllByText(`+${shownMoney(loaded, '250.00')}`).length).toBeGreaterThan(0);
    await expect(canvas.getAllByText(`−${shownMoney(loaded, '250.00')}`).length).toBeGreaterThan(0);
    await expect(canvas.getByText(shownMoney(loaded, '1000.00'))).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('records:account.type') }), 'deposit');
    await expect(args.onTypeChange).toHaveBeenLastCalledWith('deposit');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('records:account.type') }), '');
    await expect(args.onTypeChange).toHaveBeenLastCalledWith(null);
  }),
};

/** A custom range over 30 days: the message at the field, the dates as typed, and no results asked for. */
export const RangeTooLong: Story = {
  args: { range: { preset: 'custom', from: '2026-11-01', to: '2026-12-01' }, rangeProblem: 'tooLong' },
  play: played(async ({ canvas, t }) => {
    const from = canvas.getByLabelText(t('records:range.from'));
    await expect(from).toHaveValue('2026-11-01');
    await expect(from).toHaveAccessibleDescription(t('records:range.problem.tooLong', { days: 30 }));
    await expect(canvas.getByLabelText(t('records:range.to'))).toHaveValue('2026-12-01');
    await expect(canvas.queryByRole('table')).toBeNull();
  }),
};

export const Reversed: Story = {
  args: { range: { preset: 'custom', from: '2026-12-05', to: '2026-12-01' }, rangeProblem: 'reversed' },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('records:range.problem.reversed'));
  }),
};

export const TenThousandRows: Story = {
  args: { page: 1, pageCount: 1000 },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('button', { name: t('shell:notice.page', { page: 1000 }) })).toBeVisible();
  }),
};

export const Empty: Story = {
  args: { rows: [], totalIn: '0.00', totalOut: '0.00', pageCount: 0 },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('records:account.empty'));
  }),
};

export const Loading: Story = loadingStory('records:account.loading');

export const LoadError: Story = loadErrorStory();

export const Thai: Story = {
  globals: { language: 'TY' },
  play: played(async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'ประเภท' })).toHaveValue('');
    await expect(canvas.getAllByText('ฝากเงิน').length).toBeGreaterThan(0);
  }),
};

export const WideAmountsPhone: Story = {
  ...phone360,
  globals: { ...phone360.globals, language: 'TY' },
  args: { rows: storyAccountRows(10, wideAmount), totalIn: wideAmount, totalOut: `-${wideAmount}` },
  play: played(async ({ canvasElement, t }) => {
    const region = within(canvasElement).getByRole('region', { name: t('member:centre.page.transactionHistory') });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  }),
};
