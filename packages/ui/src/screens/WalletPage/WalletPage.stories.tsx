import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatMoney } from '@wl/rules';
import { played, storyLanguage } from '../../private/storyText';
import { loadErrorStory, loadingStory } from '../../private/storyStates';
import { amountText, cashierPage, shownMoney, writeFailedStory } from '../../private/cashierStory';
import { phone360 } from '../../private/storyViewports';
import { WalletPage, walletPageStatuses, type WalletPageWallet, type WalletTransferValues } from './WalletPage';

const wallets: WalletPageWallet[] = [
  { code: 'MAIN', name: 'Main wallet', balance: '12345.67', status: 'normal' },
  { code: 'SLOT', name: 'Slots', balance: '250.00', status: 'normal' },
  { code: 'LIVE', name: 'Live casino', balance: '0.05', status: 'normal' },
  { code: 'SPORT', name: 'Sports', balance: '1000.00', status: 'maintenance' },
];

const emptyValues: WalletTransferValues = { from: 'MAIN', to: '', amount: '' };

/** The screen with its values held as the site holds them, so typing shows. */
const meta = {
  title: 'Screens/WalletPage',
  ...cashierPage(WalletPage, walletPageStatuses, {
    total: '13595.72',
    wallets,
    values: emptyValues,
    onRecallAll: fn(),
    onRefresh: fn(),
    onRetryWrite: fn(),
  }),
} satisfies Meta<typeof WalletPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ canvas, canvasElement, loaded, args, t }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('member:centre.page.transferFund') })).toBeVisible();
    await expect(canvasElement).toHaveTextContent(shownMoney(loaded, '13595.72'));
    const list = canvas.getByRole('list', { name: t('member:wallet.listTitle') });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent(shownMoney(loaded, '12345.67'));
    await expect(rows[2]).toHaveTextContent(shownMoney(loaded, '0.05'));

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('member:wallet.to') }), 'SLOT');
    await expect(args.onChange).toHaveBeenCalledWith('to', 'SLOT');
    await userEvent.type(canvas.getByRole('textbox', { name: t('member:wallet.amount') }), '100');
    await expect(args.onChange).toHaveBeenLastCalledWith('amount', '100');
    await userEvent.click(canvas.getByRole('button', { name: t('member:wallet.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t('member:wallet.recallAll') }));
    await expect(args.onRecallAll).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t('member:wallet.refresh') }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  }),
};

export const Maintenance: Story = {
  play: played(async ({ canvas, t }) => {
    const rows = within(canvas.getByRole('list', { name: t('member:wallet.listTitle') })).getAllByRole('listitem');
    await expect(rows[3]).toHaveTextContent(t('member:wallet.maintenance'));
    await expect(rows[1]).not.toHaveTextContent(t('member:wallet.maintenance'));
    for (const name of [t('member:wallet.from'), t('member:wallet.to')]) {
      const select = canvas.getByRole('combobox', { name });
      const option = within(select).getByRole('option', {
        name: t('member:wallet.optionMaintenance', { name: 'Sports' }),
      });
      await expect(option).toBeDisabled();
    }
  }),
};

export const AmountProblem: Story = {
  args: {
    values: { from: 'SLOT', to: 'MAIN', amount: '250.01' },
    problems: { amount: { kind: 'aboveBalance', limit: 25000n } },
  },
  play: played(async ({ canvas, loaded, t }) => {
    const amount = canvas.getByRole('textbox', { name: t('member:wallet.amount') });
    await expect(amount).toHaveValue('250.01');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    const limit = amountText(loaded, 25000n);
    await expect(amount).toHaveAccessibleDescription(t('member:wallet.problem.aboveBalance', { limit }));
  }),
};

export const EveryProblem: Story = {
  args: {
    values: { from: '', to: 'MAIN', amount: '1.005' },
    problems: {
      from: { kind: 'missing' },
      to: { kind: 'notMain' },
      amount: { kind: 'tooManyDecimals', minorDigits: 2 },
    },
  },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('combobox', { name: t('member:wallet.from') })).toHaveAccessibleDescription(
      t('member:wallet.problem.missing'),
    );
    await expect(canvas.getByRole('combobox', { name: t('member:wallet.to') })).toHaveAccessibleDescription(
      t('member:wallet.problem.notMain'),
    );
    await expect(canvas.getByRole('textbox', { name: t('member:wallet.amount') })).toHaveAccessibleDescription(
      t('member:wallet.problem.tooManyDecimals', { digits: 2 }),
    );
  }),
};

export const Transferring: Story = {
  args: { values: { from: 'MAIN', to: 'SLOT', amount: '100' }, busy: 'transfer' },
  play: played(async ({ canvas, args, t }) => {
    const recall = canvas.getByRole('button', { name: t('member:wallet.recallAll') });
    await expect(recall).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t('member:wallet.submit') }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  }),
};

export const Transferred: Story = {
  args: { notice: { kind: 'transferred', amount: '100.00' } },
  play: played(async ({ canvasElement, loaded, args, t }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(t('member:wallet.transferred', { amount: shownMoney(loaded, '100.00') }));
    await userEvent.click(within(status).getByRole('button', { name: t('common:close') }));
    await expect(args.onDismissNotice).toHaveBeenCalledOnce();
  }),
};

export const Recalled: Story = {
  args: { notice: { kind: 'recalled', total: '250.05' } },
  play: played(async ({ canvasElement, loaded, t }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      t('member:wallet.recalled', { amount: shownMoney(loaded, '250.05') }),
    );
  }),
};

export const NothingToRecall: Story = {
  args: { notice: { kind: 'recalled', total: '0.00' } },
  play: played(async ({ canvasElement, t }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('member:wallet.nothingToRecall'));
  }),
};

export const TransferFailed: Story = writeFailedStory(
  { from: 'MAIN', to: 'SLOT', amount: '100' },
  'Quota not sufficient, please contact customer service',
  { amount: 'member:wallet.amount', retry: 'member:wallet.retryWrite' },
);

export const Refreshing: Story = {
  args: { refreshing: true },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('button', { name: t('member:wallet.refresh') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  }),
};

export const Loading: Story = loadingStory('member:wallet.loading');

export const LoadError: Story = loadErrorStory();

export const NoGameWallets: Story = {
  args: { wallets: [wallets[0]!], total: '12345.67' },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByText(t('member:wallet.empty'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('member:wallet.submit') })).toBeNull();
  }),
};

const long: WalletPageWallet[] = [
  { code: 'MAIN', name: 'Main wallet', balance: '9999999999999999.99', status: 'normal' },
  {
    code: 'LOTTO',
    name: 'Lottery and keno from the partner network with a very long display name',
    balance: '1234567890123456.78',
    status: 'normal',
  },
  { code: 'SPORT', name: 'Sports', balance: '0.01', status: 'maintenance' },
];

export const LongAmounts: Story = {
  args: { wallets: long, total: '11234567890123456.78' },
  play: async ({ canvasElement, loaded }) => {
    // beyond 2^53 minor units: shown from the decimal string, never through a float
    await expect(canvasElement).toHaveTextContent(shownMoney(loaded, '9999999999999999.99'));
    await expect(canvasElement).toHaveTextContent(shownMoney(loaded, '11234567890123456.78'));
  },
};

export const Phone: Story = {
  ...phone360,
  args: { wallets: long, total: '11234567890123456.78', values: { from: 'MAIN', to: 'LOTTO', amount: '' } },
  play: played(async ({ canvas, t }) => {
    const page = canvas.getByRole('region', { name: t('member:centre.page.transferFund') });
    // nothing runs wider than the phone
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await expect(canvas.getByRole('button', { name: t('member:wallet.submit') })).toBeVisible();
  }),
};

export const Thai: Story = {
  globals: { language: 'TY' },
  args: { problems: { amount: { kind: 'empty' } } },
  play: played(async ({ canvas, canvasElement, loaded, t }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('กระเป๋าเงิน');
    await expect(canvas.getByRole('textbox', { name: t('member:wallet.amount') })).toHaveAccessibleDescription(
      'กรุณากรอกจำนวนเงิน',
    );
    await expect(canvasElement).toHaveTextContent(shownMoney(loaded, '12345.67'));
    // the main wallet in Thai, whatever name the server gave it; a game wallet keeps its vendor's name
    const list = canvas.getByRole('list', { name: t('member:wallet.listTitle') });
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('กระเป๋าหลัก');
    await expect(list).not.toHaveTextContent('Main wallet');
  }),
};

export const NoDecimalCurrency: Story = {
  args: {
    currency: 'JPY',
    minorDigits: 0,
    total: '1500',
    wallets: [
      { code: 'MAIN', name: 'Main wallet', balance: '1000', status: 'normal' },
      { code: 'SLOT', name: 'Slots', balance: '500', status: 'normal' },
    ],
    problems: { amount: { kind: 'tooManyDecimals', minorDigits: 0 } },
  },
  play: played(async ({ canvas, canvasElement, loaded, t }) => {
    await expect(canvas.getByRole('textbox', { name: t('member:wallet.amount') })).toHaveAccessibleDescription(
      t('member:wallet.problem.wholeOnly'),
    );
    const yen = formatMoney(1000n, { code: 'JPY', minorDigits: 0 }, storyLanguage(loaded)).replace(/\s/g, ' ');
    await expect(canvasElement).toHaveTextContent(yen);
  }),
};
