import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shownMoney } from '../../private/cashierStory';
import { loadErrorStory, loadingStory, withHeld } from '../../private/storyStates';
import { played } from '../../private/storyText';
import { phone360 } from '../../private/storyViewports';
import { PersonalProfitPage, type PersonalProfitPageProps } from './PersonalProfitPage';
import { storyProfit, storyRange, wideAmount } from './recordFixtures';

const Held = withHeld(PersonalProfitPage, { range: 'onRangeChange' });

const meta = {
  title: 'Screens/RecordPages/PersonalProfitPage',
  component: PersonalProfitPage,
  render: (props: PersonalProfitPageProps) => <Held {...props} />,
  args: {
    status: 'ready',
    currency: 'THB',
    minorDigits: 2,
    timeZone: 'Asia/Bangkok',
    range: storyRange,
    onRangeChange: fn(),
    profit: storyProfit(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PersonalProfitPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ canvas, loaded, args, t }) => {
    const table = canvas.getByRole('table', { name: t('member:centre.page.personalProfit') });
    // three families and the total
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(within(table).getByText(t('records:profit.total'))).toBeVisible();
    await expect(within(table).getByText(`−${shownMoney(loaded, '350.00')}`)).toBeVisible();
    await expect(canvas.getByText(shownMoney(loaded, '5000.00'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('records:range.preset.today') }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({ ...storyRange, preset: 'today' });
  }),
};

export const NoBets: Story = {
  args: {
    profit: {
      ...storyProfit(),
      categories: [],
      total: { betAmount: '0.00', validBet: '0.00', winAmount: '0.00', profitLoss: '0.00', count: 0 },
    },
  },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('records:profit.noBets'));
  }),
};

export const Loading: Story = loadingStory('records:profit.loading');

export const LoadError: Story = loadErrorStory();

export const Thai: Story = {
  globals: { language: 'TY' },
  play: played(async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: /สล็อต/ })).toBeVisible();
  }),
};

export const WideAmountsPhone: Story = {
  ...phone360,
  args: {
    profit: {
      ...storyProfit(wideAmount),
      deposits: wideAmount,
      withdrawals: wideAmount,
      bonuses: wideAmount,
      rebates: wideAmount,
    },
  },
  play: played(async ({ canvasElement, t }) => {
    const region = within(canvasElement).getByRole('region', { name: t('member:centre.page.personalProfit') });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  }),
};
