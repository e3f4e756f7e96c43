import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { played, startingWith } from '../../private/storyText';
import { loadErrorStory, loadingStory, thaiButtonStory, withHeldValues } from '../../private/storyStates';
import { choice } from '../../private/storyControls';
import { shownMoney } from '../../private/cashierStory';
import { phone360 } from '../../private/storyViewports';
import { PointsPage, pointsPageStatuses, type PointsHistoryItem, type PointsHistoryProps } from './PointsPage';

const kinds = ['EARN', 'REDEEM', 'REFUND', 'CONVERT'] as const;

/** `count` rows of the history, newest first. */
const rows = (count: number, from = 0): PointsHistoryItem[] =>
  Array.from({ length: count }, (_, i) => {
    const n = from + i;
    const type = kinds[n % kinds.length]!;
    const points = type === 'EARN' || type === 'REFUND' ? 120 + n : -(1000 + n * 100);
    return {
      referenceNo: `PT${String(9_000_000_000 - n).padStart(10, '0')}`,
      type,
      points,
      balanceAfter: 25_000 - n * 37,
      remark: type === 'EARN' ? 'Valid bets on Mega Fortune' : type === 'CONVERT' ? '1000 points to 12.00 THB' : '',
      time: new Date(Date.UTC(2026, 11, 6, 3, 0) - n * 3_600_000).toISOString(),
    };
  });

const history = (overrides: Partial<PointsHistoryProps> = {}): PointsHistoryProps => ({
  status: 'ready',
  items: rows(10),
  type: null,
  onTypeChange: fn(),
  preset: 'last7',
  onPresetChange: fn(),
  page: 1,
  pageCount: 3,
  onPageChange: fn(),
  onRetry: fn(),
  ...overrides,
});

const Held = withHeldValues(PointsPage);

const meta = {
  title: 'Screens/PointsPage',
  component: PointsPage,
  render: (props) => <Held {...props} />,
  argTypes: { status: choice(pointsPageStatuses) },
  args: {
    status: 'ready',
    points: 25_000,
    minConvertPoints: 1000,
    rate: { labelName: 'Gold', points: 100, amount: '1.20' },
    currency: 'THB',
    minorDigits: 2,
    timeZone: 'Asia/Bangkok',
    values: { points: '', password: '' },
    onChange: fn(),
    onSubmit: fn(),
    onRetry: fn(),
    onDismissNotice: fn(),
    history: history(),
  },
} satisfies Meta<typeof PointsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ canvas, loaded, args, t }) => {
    await expect(canvas.getByText(t('personal:points.amount', { points: '25,000' }))).toBeVisible();
    const field = canvas.getByRole('textbox', { name: t('personal:points.convert.points') });
    await userEvent.type(field, '1500');
    await expect(
      canvas.getByText(t('personal:points.convert.worth', { amount: shownMoney(loaded, '18.00') })),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText(startingWith(t('personal:points.convert.password'))), 'Demo1234');
    await expect(args.onChange).toHaveBeenLastCalledWith('password', 'Demo1234');
    await userEvent.click(canvas.getByRole('button', { name: t('personal:points.convert.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  }),
};

export const Problems: Story = {
  args: {
    values: { points: '1050', password: '' },
    problems: { points: { kind: 'notMultiple', step: 100 }, password: { kind: 'missing' } },
  },
  play: played(async ({ canvas, t }) => {
    const field = canvas.getByRole('textbox', { name: t('personal:points.convert.points') });
    await expect(field).toHaveValue('1050');
    await expect(field).toHaveAccessibleDescription(
      startingWith(t('personal:points.problem.notMultiple', { step: '100' })),
    );
    await expect(
      canvas.getByLabelText(startingWith(t('personal:points.convert.password'))),
    ).toHaveAccessibleDescription(startingWith(t('personal:points.convert.passwordMissing')));
  }),
};

export const SubmitFocusesFirstProblem: Story = {
  args: { values: { points: '', password: '' }, problems: { password: { kind: 'missing' } } },
  play: played(async ({ canvas, t }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('personal:points.convert.submit') }));
    await expect(canvas.getByLabelText(startingWith(t('personal:points.convert.password')))).toHaveFocus();
  }),
};

export const Converted: Story = {
  args: {
    points: 23_500,
    notice: { kind: 'converted', points: 1500, amount: '18.00', pointsBalance: 23_500 },
    history: history({
      items: [{ ...rows(1)[0]!, type: 'CONVERT', points: -1500, balanceAfter: 23_500 }, ...rows(5, 1)],
    }),
  },
  play: played(async ({ canvasElement, loaded, t }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      t('personal:points.convert.done', { points: '1,500', amount: shownMoney(loaded, '18.00'), left: '23,500' }),
    );
  }),
};

export const Failed: Story = {
  args: { values: { points: '1000', password: 'x' }, notice: { kind: 'failed', message: 'Password incorrect' } },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Password incorrect');
    await expect(canvas.getByRole('textbox', { name: t('personal:points.convert.points') })).toHaveValue('1000');
  }),
};

export const Submitting: Story = {
  args: { values: { points: '1000', password: 'Demo1234' }, submitting: true },
};

export const HistoryFilters: Story = {
  play: played(async ({ canvas, args, t }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('personal:points.history.preset.last30') }));
    await expect(args.history.onPresetChange).toHaveBeenCalledWith('last30');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t('personal:points.history.type') }),
      t('personal:points.history.kind.CONVERT'),
    );
    await expect(args.history.onTypeChange).toHaveBeenCalledWith('CONVERT');
    const pages = canvas.getByRole('navigation', { name: t('personal:points.history.pages') });
    await userEvent.click(within(pages).getByRole('button', { name: /2/ }));
    await expect(args.history.onPageChange).toHaveBeenCalledWith(2);
  }),
};

export const HistoryEmpty: Story = {
  args: { history: history({ items: [], pageCount: 0, preset: 'today' }) },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByText(t('personal:points.history.empty'))).toBeVisible();
  }),
};

export const HistoryLoading: Story = {
  args: { history: history({ status: 'loading', items: [] }) },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('personal:points.history.loading'));
  }),
};

export const HistoryError: Story = {
  args: { history: history({ status: 'error', errorMessage: 'Network error', items: [] }) },
  play: played(async ({ canvas, args, t }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Network error');
    await userEvent.click(within(alert).getByRole('button', { name: t('content:state.retry') }));
    await expect(args.history.onRetry).toHaveBeenCalledOnce();
  }),
};

/** 10,000 rows stay pages of 10 in the DOM. */
export const LongHistory: Story = {
  args: { history: history({ items: rows(10, 4000), page: 401, pageCount: 1000 }) },
  play: played(async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('li time')).toHaveLength(10);
  }),
};

export const Loading: Story = loadingStory('personal:points.loading');

export const LoadError: Story = loadErrorStory();

export const WideNumbersPhone: Story = {
  ...phone360,
  args: {
    points: 99_999_999,
    rate: { labelName: 'Diamond-Platinum-Royal', points: 100, amount: '9999999.99' },
    values: { points: '99999900', password: '' },
    history: history({
      items: rows(3).map((row) => ({
        ...row,
        points: -99_999_900,
        balanceAfter: 99_999_999,
        remark: '99999900 points to 9999999990000.00 THB (MAIN wallet) with a very long remark from the back office',
      })),
    }),
  },
  play: played(async ({ canvasElement, t }) => {
    const region = within(canvasElement).getByRole('region', { name: t('member:centre.page.points') });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  }),
};

export const Thai: Story = thaiButtonStory('personal:points.convert.submit', 'แปลงแต้ม');

export const ThaiPhone: Story = {
  ...phone360,
  globals: { ...phone360.globals, language: 'TY' },
  args: { notice: { kind: 'converted', points: 1500, amount: '18.00', pointsBalance: 23_500 } },
  play: played(async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('ประวัติแต้ม');
    const section = canvasElement.querySelector('section')!;
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  }),
};
