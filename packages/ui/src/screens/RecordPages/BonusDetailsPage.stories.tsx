import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shownMoney } from '../../private/cashierStory';
import { loadErrorStory, loadingStory, withHeld } from '../../private/storyStates';
import { played } from '../../private/storyText';
import { phone360 } from '../../private/storyViewports';
import { BonusDetailsPage, type BonusDetailsPageProps } from './BonusDetailsPage';
import { storyBonuses, storyRange, wideAmount } from './recordFixtures';

const Held = withHeld(BonusDetailsPage, { range: 'onRangeChange', page: 'onPageChange' });

const meta = {
  title: 'Screens/RecordPages/BonusDetailsPage',
  component: BonusDetailsPage,
  render: (props: BonusDetailsPageProps) => <Held {...props} />,
  args: {
    status: 'ready',
    currency: 'THB',
    minorDigits: 2,
    timeZone: 'Asia/Bangkok',
    range: storyRange,
    onRangeChange: fn(),
    bonuses: storyBonuses(),
    totalAmount: '725.00',
    page: 1,
    pageCount: 2,
    onPageChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof BonusDetailsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ canvas, loaded, args, t }) => {
    const table = canvas.getByRole('table', { name: t('member:centre.page.bonusDetails') });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(within(table).getAllByText(t('records:bonus.source.depositBonus')).length).toBeGreaterThan(0);
    await expect(canvas.getByText(shownMoney(loaded, '725.00'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('shell:notice.next') }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  }),
};

export const TenThousandRows: Story = {
  args: { page: 3, pageCount: 1000, totalAmount: '500000.00' },
  play: played(async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
  }),
};

export const Empty: Story = {
  args: { bonuses: [], totalAmount: '0.00', pageCount: 0 },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('records:bonus.empty'));
  }),
};

export const Loading: Story = loadingStory('records:bonus.loading');

export const LoadError: Story = loadErrorStory();

export const Thai: Story = {
  globals: { language: 'TY' },
  play: played(async ({ canvas }) => {
    await expect(canvas.getAllByText('โบนัสเงินฝาก').length).toBeGreaterThan(0);
  }),
};

export const WideAmountsPhone: Story = {
  ...phone360,
  args: { bonuses: storyBonuses(10, wideAmount), totalAmount: wideAmount },
  play: played(async ({ canvasElement, t }) => {
    const region = within(canvasElement).getByRole('region', { name: t('member:centre.page.bonusDetails') });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  }),
};
