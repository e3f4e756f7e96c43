import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { shownMoney } from '../../private/cashierStory';
import { choice } from '../../private/storyControls';
import { loadErrorStory, loadingStory, longTextPhoneStory } from '../../private/storyStates';
import { played } from '../../private/storyText';
import { phone360 } from '../../private/storyViewports';
import { RebatePage, rebatePageStatuses, type RebateRow } from './RebatePage';

const categories: RebateRow[] = [
  { category: 'SPORTS', rate: '0.50', validBet: '12500.00', accrued: '62.50' },
  { category: 'LIVE', rate: '0.80', validBet: '333.33', accrued: '2.66' },
  { category: 'FISH', rate: '1.00', validBet: '0.00', accrued: '0.00' },
  { category: 'RNG', rate: '1.00', validBet: '1980.00', accrued: '19.80' },
  { category: 'PVP', rate: '0.70', validBet: '0.00', accrued: '0.00' },
  { category: 'ESPORTS', rate: '0.50', validBet: '0.00', accrued: '0.00' },
  { category: 'COCKFIGHT', rate: '0.40', validBet: '0.00', accrued: '0.00' },
  { category: 'LOTT', rate: '0.30', validBet: '500.00', accrued: '1.50' },
];
const zero = categories.map((c) => ({ ...c, validBet: '0.00', accrued: '0.00' }));
const lastClaims = [
  { id: 3, amount: '45.10', claimedAt: '2026-12-01T09:30:00Z' },
  { id: 2, amount: '12.00', claimedAt: '2026-11-20T14:05:00Z' },
];

const meta = {
  title: 'Screens/RebatePage',
  component: RebatePage,
  argTypes: { status: choice(rebatePageStatuses) },
  args: {
    status: 'ready',
    categories,
    total: '86.46',
    minClaim: '1.00',
    since: '2026-12-01T09:30:00Z',
    claimable: true,
    lastClaims,
    onClaim: fn(),
    onRetry: fn(),
    onDismissNotice: fn(),
    currency: 'THB',
    minorDigits: 2,
    timeZone: 'Asia/Bangkok',
  },
} satisfies Meta<typeof RebatePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ canvas, args, loaded, t }) => {
    await expect(canvas.getByText(shownMoney(loaded, '86.46'))).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: t('messages:rebate.categories.LIVE') })).toBeVisible();
    await expect(canvas.getByRole('row', { name: new RegExp(t('messages:rebate.categories.LIVE')) })).toHaveTextContent(
      '0.80%',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: t('messages:rebate.claim') }));
    await expect(args.onClaim).toHaveBeenCalledOnce();
  }),
};

export const FirstClaim: Story = { args: { since: null, lastClaims: [] } };

export const Claiming: Story = { args: { claiming: true } };

export const Claimed: Story = {
  args: { categories: zero, total: '0.00', claimable: false, notice: { kind: 'claimed', amount: '86.46' } },
  play: played(async ({ canvas, loaded, t }) => {
    await expect(
      canvas.getByText(t('messages:rebate.claimedNotice', { amount: shownMoney(loaded, '86.46') })),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('messages:rebate.claim') })).toBeNull();
  }),
};

export const NothingToClaim: Story = {
  args: { categories: zero, total: '0.00', claimable: false },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByText(t('messages:rebate.nothing'))).toBeVisible();
  }),
};

export const BelowMinimum: Story = {
  args: { total: '0.08', claimable: false },
  play: played(async ({ canvas, loaded, t }) => {
    await expect(canvas.getByText(t('messages:rebate.belowMin', { amount: shownMoney(loaded, '1.00') }))).toBeVisible();
  }),
};

export const ClaimFailed: Story = {
  args: { notice: { kind: 'failed', message: 'There is no rebate to claim yet' } },
  play: played(async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('There is no rebate to claim yet');
  }),
};

export const Loading: Story = loadingStory('messages:rebate.loading');

export const LoadError: Story = loadErrorStory();

export const WideAmountsPhone: Story = {
  ...longTextPhoneStory,
  args: {
    total: '98765432109.87',
    categories: categories.map((c) => ({ ...c, validBet: '9876543210987.65', accrued: '98765432109.87' })),
  },
};

export const Phone: Story = { ...phone360 };

export const Thai: Story = {
  globals: { language: 'TY' },
  play: played(async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'รับเงินคืน' })).toBeVisible();
  }),
};

export const ThaiPhone: Story = { ...phone360, globals: { ...phone360.globals, language: 'TY' } };
