import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { played, startingWith } from '../../private/storyText';
import { loadErrorStory, loadingStory, thaiButtonStory } from '../../private/storyStates';
import { amountText, cashierPage, shownMoney } from '../../private/cashierStory';
import { phone360 } from '../../private/storyViewports';
import { TransferUplinePage, transferUplineStatuses } from './TransferUplinePage';

const meta = {
  title: 'Screens/TransferUplinePage',
  ...cashierPage(TransferUplinePage, transferUplineStatuses, {
    upline: 'agent01',
    balance: '1000.00',
    min: '10.00',
    max: '50000.00',
    values: { amount: '', password: '' },
  }),
} satisfies Meta<typeof TransferUplinePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ canvas, canvasElement, loaded, args, t }) => {
    await expect(canvasElement).toHaveTextContent(shownMoney(loaded, '1000.00'));
    await expect(canvasElement).toHaveTextContent('agent01');
    await userEvent.type(canvas.getByRole('textbox', { name: t('member:wallet.amount') }), '100');
    await userEvent.type(canvas.getByLabelText(startingWith(t('member:upline.password'))), 'secret1');
    await expect(args.onChange).toHaveBeenLastCalledWith('password', 'secret1');
    await userEvent.click(canvas.getByRole('button', { name: t('member:upline.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  }),
};

export const Problems: Story = {
  args: {
    values: { amount: '5', password: '' },
    problems: { amount: { kind: 'belowMin', limit: 1000n }, password: { kind: 'missing' } },
  },
  play: played(async ({ canvas, loaded, t }) => {
    const amount = canvas.getByRole('textbox', { name: t('member:wallet.amount') });
    await expect(amount).toHaveValue('5');
    await expect(amount).toHaveAccessibleDescription(
      startingWith(t('member:wallet.problem.belowMin', { limit: amountText(loaded, 1000n) })),
    );
    await expect(canvas.getByLabelText(startingWith(t('member:upline.password')))).toHaveAccessibleDescription(
      t('member:upline.passwordMissing'),
    );
  }),
};

export const Sent: Story = {
  args: { notice: { kind: 'transferred', amount: '100.00', upline: 'agent01' } },
  play: played(async ({ canvasElement, loaded, t }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      t('member:upline.transferred', { amount: shownMoney(loaded, '100.00'), upline: 'agent01' }),
    );
  }),
};

export const Failed: Story = {
  args: { values: { amount: '100', password: 'x' }, notice: { kind: 'failed', message: 'Funds password incorrect' } },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Funds password incorrect');
    await expect(canvas.getByRole('textbox', { name: t('member:wallet.amount') })).toHaveValue('100');
  }),
};

export const NoUpline: Story = {
  args: { blocked: 'noUpline', upline: null },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByText(t('member:upline.blocked.noUpline'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('member:upline.submit') })).toBeNull();
  }),
};

export const Loading: Story = loadingStory('member:upline.loading');

export const LoadError: Story = loadErrorStory();

export const LongAmountsPhone: Story = {
  ...phone360,
  args: { balance: '9999999999999999.99', max: '9999999999999999.99', upline: 'a-very-long-upline-account-name-2026' },
  play: played(async ({ canvasElement, loaded, t }) => {
    await expect(canvasElement).toHaveTextContent(shownMoney(loaded, '9999999999999999.99'));
    const region = within(canvasElement).getByRole('region', { name: t('member:centre.page.transferUpline') });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  }),
};

export const Thai: Story = thaiButtonStory('member:upline.submit', 'โอนให้อัพไลน์');
