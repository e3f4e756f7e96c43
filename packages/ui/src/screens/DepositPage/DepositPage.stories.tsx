import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { choice } from '../../private/storyControls';
import { played, startingWith } from '../../private/storyText';
import { loadErrorStory, loadingStory, useHeldValues } from '../../private/storyStates';
import { amountText, cashierArgs, shownMoney, wireMoney, writeFailedStory } from '../../private/cashierStory';
import { phone360 } from '../../private/storyViewports';
import { DepositPage, type DepositPageProps } from './DepositPage';
import {
  depositPageStatuses,
  type DepositPageChannel,
  type DepositPageOrder,
  type DepositPagePromotion,
  type DepositValues,
} from './depositTypes';

const channels: DepositPageChannel[] = [
  {
    channelId: 'BANK_TRANSFER',
    family: 'bankTransfer',
    name: 'Bank transfer (KBank)',
    min: '100.00',
    max: '200000.00',
    presets: ['300.00', '500.00', '1000.00'],
    presetsOnly: false,
    requiresProof: true,
    bankAccount: { bankName: 'Kasikorn Bank', accountName: 'Siam Play Co., Ltd.', accountNumber: '0123456789' },
  },
  {
    channelId: 'PROMPTPAY',
    family: 'qrPayment',
    name: 'PromptPay QR',
    min: '100.00',
    max: '50000.00',
    presets: ['100.00', '300.00', '500.00'],
    presetsOnly: false,
    requiresProof: false,
  },
  {
    channelId: 'TRUEMONEY',
    family: 'eWallet',
    name: 'TrueMoney Wallet',
    min: '50.00',
    max: '20000.00',
    presets: ['50.00', '100.00', '300.00'],
    presetsOnly: true,
    requiresProof: false,
  },
  {
    channelId: 'USDT_TRC20',
    family: 'crypto',
    name: 'USDT (TRC20)',
    min: '500.00',
    max: '500000.00',
    presets: ['1000.00'],
    presetsOnly: false,
    requiresProof: false,
    crypto: { coin: 'USDT', network: 'TRC20', rate: '35.00' },
  },
];

const promotions: DepositPagePromotion[] = [
  {
    promotionId: 'WELCOME100',
    title: 'First deposit bonus 100% up to 1,000',
    minDeposit: '300.00',
    bonusType: 'PERCENTAGE',
    bonusValue: '100',
    maxBonus: '1000.00',
    turnoverMultiple: 5,
    gameType: 'RNG',
  },
  {
    promotionId: 'DAILY50',
    title: 'Daily deposit bonus 50 baht',
    minDeposit: '500.00',
    bonusType: 'FIXED',
    bonusValue: '50.00',
    maxBonus: null,
    turnoverMultiple: 3,
    gameType: 'ALL',
  },
];

const qrPayload =
  '00020101021229370016A000000677010111011300668123456785802TH5303764540550.00620901050D00000076304ABCD';

const pendingQr: DepositPageOrder = {
  orderId: 7,
  orderNo: 'D00000007',
  channelName: 'PromptPay QR',
  family: 'qrPayment',
  amount: '500.00',
  bonus: '0.00',
  status: 'pending',
  failReason: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  instructions: { family: 'qrPayment', reference: 'D00000007', qrPayload, expiresAt: '2026-11-25T10:15:00.000Z' },
};

const pendingBank: DepositPageOrder = {
  ...pendingQr,
  orderId: 8,
  orderNo: 'D00000008',
  channelName: 'Bank transfer (KBank)',
  family: 'bankTransfer',
  instructions: { family: 'bankTransfer', reference: 'D00000008', bankAccount: channels[0]!.bankAccount! },
};

const pendingCrypto: DepositPageOrder = {
  ...pendingQr,
  orderId: 9,
  orderNo: 'D00000009',
  channelName: 'USDT (TRC20)',
  family: 'crypto',
  amount: '1000.00',
  instructions: {
    family: 'crypto',
    reference: 'D00000009',
    coin: 'USDT',
    network: 'TRC20',
    address: 'TXsandboxDepositAddress0000000001',
    cryptoAmount: '28.571429',
    expiresAt: '2026-11-25T10:15:00.000Z',
  },
};

const pendingWallet: DepositPageOrder = {
  ...pendingQr,
  orderId: 10,
  orderNo: 'D00000010',
  channelName: 'TrueMoney Wallet',
  family: 'eWallet',
  amount: '100.00',
  instructions: {
    family: 'eWallet',
    reference: 'D00000010',
    walletNumber: '0891234567',
    accountName: 'Siam Play Co., Ltd.',
  },
};

const history: DepositPageOrder[] = [
  { ...pendingBank, status: 'credited', bonus: '50.00' },
  { ...pendingQr, orderId: 6, orderNo: 'D00000006', status: 'failed', failReason: 'The payment was not received' },
];

const emptyValues: DepositValues = { channelId: '', amount: '', promotionId: '' };

/** The screen with its values held as the site holds them, so typing shows. */
function Controlled(props: DepositPageProps) {
  const [values, onChange] = useHeldValues(props.values, props.onChange);
  const [proofName, setProofName] = useState(props.proofName ?? null);
  return (
    <DepositPage
      {...props}
      values={values}
      proofName={proofName}
      onChange={onChange}
      onProofChange={(file) => {
        setProofName(file?.name ?? null);
        props.onProofChange(file);
      }}
    />
  );
}

const meta = {
  title: 'Screens/DepositPage',
  component: DepositPage,
  render: (args) => <Controlled {...args} />,
  argTypes: { status: choice(depositPageStatuses) },
  args: {
    ...cashierArgs(),
    firstDeposit: false,
    firstDepositMin: '300.00',
    channels,
    promotions,
    proofTypes: ['image/png', 'image/jpeg'],
    proofMaxBytes: 5 * 1024 * 1024,
    values: emptyValues,
    orders: history,
    onProofChange: fn(),
    onRetryWrite: fn(),
    onCheckStatus: fn(),
    onNewDeposit: fn(),
    onRetryOrders: fn(),
  },
} satisfies Meta<typeof DepositPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Chooses a file as the browser's file picker would (userEvent.upload clicks the input, and a real browser then
 * waits for a native dialog).
 */
function choose(input: HTMLElement, file: File) {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  (input as HTMLInputElement).files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

export const Default: Story = {
  play: played(async ({ canvas, loaded, args, t }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('member:centre.page.depositv2') })).toBeVisible();
    const methods = canvas.getByRole('group', { name: t('deposit:channel.legend') });
    await expect(within(methods).getAllByRole('radio')).toHaveLength(4);
    await userEvent.click(within(methods).getByRole('radio', { name: startingWith('PromptPay QR') }));
    await expect(args.onChange).toHaveBeenCalledWith('channelId', 'PROMPTPAY');
    await userEvent.click(canvas.getByRole('button', { name: wireMoney(loaded, '300.00') }));
    const amount = canvas.getByRole('textbox', { name: t('deposit:amount') });
    await expect(amount).toHaveValue(amountText(loaded, 30000n));
    await expect(canvas.getByRole('button', { name: wireMoney(loaded, '300.00') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('deposit:promotion.label') }), 'DAILY50');
    await expect(args.onChange).toHaveBeenLastCalledWith('promotionId', 'DAILY50');
    await userEvent.click(canvas.getByRole('button', { name: t('deposit:submit') }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const list = canvas.getByRole('list', { name: t('deposit:history.title') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  }),
};

export const BankTransfer: Story = {
  args: { values: { channelId: 'BANK_TRANSFER', amount: '500', promotionId: '' } },
  play: played(async ({ canvas, canvasElement, args, t }) => {
    await expect(canvasElement).toHaveTextContent('0123456789');
    await expect(canvasElement).toHaveTextContent('Kasikorn Bank');
    const proof = canvas.getByLabelText(t('deposit:proof.label'));
    const slip = new File([new Uint8Array([137, 80, 78, 71])], 'slip.png', { type: 'image/png' });
    choose(proof, slip);
    await expect(args.onProofChange).toHaveBeenCalledWith(slip);
    await expect(proof).toHaveAccessibleDescription(t('deposit:proof.chosen', { name: 'slip.png' }));
  }),
};

export const QrPayment: Story = {
  args: { values: { channelId: 'PROMPTPAY', amount: '', promotionId: '' } },
  play: played(async ({ canvas, loaded, t }) => {
    await expect(canvas.queryByLabelText(t('deposit:proof.label'))).toBeNull();
    await expect(canvas.getByRole('textbox', { name: t('deposit:amount') })).toHaveAccessibleDescription(
      t('deposit:limits', { min: wireMoney(loaded, '100.00'), max: wireMoney(loaded, '50000.00') }),
    );
  }),
};

export const EWalletPresetsOnly: Story = {
  args: { values: { channelId: 'TRUEMONEY', amount: '', promotionId: '' } },
  play: played(async ({ canvas, loaded, args, t }) => {
    const amount = canvas.getByRole('textbox', { name: t('deposit:amount') });
    await expect(amount).toHaveAttribute('readonly');
    await expect(amount).toHaveAccessibleDescription(t('deposit:presetsOnly'));
    await userEvent.click(canvas.getByRole('button', { name: wireMoney(loaded, '100.00') }));
    await expect(args.onChange).toHaveBeenLastCalledWith('amount', amountText(loaded, 10000n));
  }),
};

export const Crypto: Story = {
  args: { values: { channelId: 'USDT_TRC20', amount: '', promotionId: '' } },
  play: played(async ({ canvasElement, loaded, t }) => {
    await expect(canvasElement).toHaveTextContent(
      t('deposit:channel.rate', { coin: 'USDT', network: 'TRC20', rate: shownMoney(loaded, '35.00') }),
    );
  }),
};

export const FirstDepositWithPromotion: Story = {
  args: {
    firstDeposit: true,
    channels: channels.map((c) => ({ ...c, min: '300.00' })),
    values: { channelId: 'PROMPTPAY', amount: '300', promotionId: 'WELCOME100' },
  },
  play: played(async ({ canvas, loaded, t }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('deposit:firstDeposit', { min: shownMoney(loaded, '300.00') }),
    );
    const picker = canvas.getByRole('combobox', { name: t('deposit:promotion.label') });
    await expect(picker).toHaveAccessibleDescription(
      startingWith(t('deposit:promotion.percentageCapped', { percent: '100', max: wireMoney(loaded, '1000.00') })),
    );
  }),
};

export const Problems: Story = {
  args: {
    values: { channelId: 'BANK_TRANSFER', amount: '50.001', promotionId: 'DAILY50' },
    problems: {
      amount: { kind: 'tooManyDecimals', minorDigits: 2 },
      promotionId: { kind: 'belowPromotionMin', limit: 50000n },
      proof: { kind: 'missing' },
    },
  },
  play: played(async ({ canvas, loaded, t }) => {
    const amount = canvas.getByRole('textbox', { name: t('deposit:amount') });
    await expect(amount).toHaveValue('50.001');
    await expect(amount).toHaveAccessibleDescription(
      startingWith(t('member:wallet.problem.tooManyDecimals', { digits: 2 })),
    );
    await expect(canvas.getByRole('combobox', { name: t('deposit:promotion.label') })).toHaveAccessibleDescription(
      startingWith(t('deposit:problem.belowPromotionMin', { limit: amountText(loaded, 50000n) })),
    );
    await expect(canvas.getByLabelText(t('deposit:proof.label'))).toHaveAccessibleDescription(
      startingWith(t('deposit:problem.missing.proof')),
    );
  }),
};

export const NoChannelChosen: Story = {
  args: { problems: { channelId: { kind: 'missing' }, amount: { kind: 'belowMin', limit: 10000n } } },
  play: played(async ({ canvas, loaded, t }) => {
    await expect(canvas.getByRole('group', { name: t('deposit:channel.legend') })).toHaveAccessibleDescription(
      t('deposit:problem.missing.channelId'),
    );
    await expect(canvas.getByRole('textbox', { name: t('deposit:amount') })).toHaveAccessibleDescription(
      t('member:wallet.problem.belowMin', { limit: amountText(loaded, 10000n) }),
    );
  }),
};

export const ServerRefusal: Story = {
  args: {
    values: { channelId: 'PROMPTPAY', amount: '500', promotionId: '' },
    problems: { amount: { kind: 'server', message: 'The amount is above the maximum' } },
  },
  play: played(async ({ canvasElement, t }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: t('deposit:amount') })).toHaveAccessibleDescription(
      startingWith('The amount is above the maximum'),
    );
  }),
};

export const Uploading: Story = {
  args: { values: { channelId: 'BANK_TRANSFER', amount: '500', promotionId: '' }, busy: 'uploading' },
  play: played(async ({ canvasElement, args, t }) => {
    const button = within(canvasElement).getByRole('button', { name: startingWith(t('deposit:uploading')) });
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  }),
};

export const SubmitFailed: Story = writeFailedStory(
  { channelId: 'PROMPTPAY', amount: '500', promotionId: '' },
  'Network error',
  { amount: 'deposit:amount', retry: 'deposit:retryWrite' },
);

export const OrderPendingQr: Story = {
  args: { order: pendingQr },
  play: played(async ({ canvas, canvasElement, loaded, args, t }) => {
    const amount = wireMoney(loaded, '500.00');
    await expect(canvas.getByRole('img', { name: t('deposit:pay.qrLabel', { amount }) })).toBeVisible();
    await expect(canvasElement).toHaveTextContent(t('deposit:order.status.pending'));
    await expect(canvasElement).toHaveTextContent('D00000007');
    await userEvent.click(canvas.getByRole('button', { name: t('deposit:order.check') }));
    await expect(args.onCheckStatus).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t('deposit:order.another') }));
    await expect(args.onNewDeposit).toHaveBeenCalledOnce();
  }),
};

export const OrderPendingBank: Story = {
  args: { order: pendingBank },
  play: played(async ({ canvasElement, loaded, t }) => {
    await expect(canvasElement).toHaveTextContent(
      t('deposit:pay.bankTransfer', { amount: shownMoney(loaded, '500.00') }),
    );
    await expect(canvasElement).toHaveTextContent('0123456789');
  }),
};

export const OrderPendingEWallet: Story = {
  args: { order: pendingWallet },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('0891234567');
  },
};

export const OrderPendingCrypto: Story = {
  args: { order: pendingCrypto },
  play: played(async ({ canvas, canvasElement, t }) => {
    await expect(canvas.getByRole('img', { name: t('deposit:pay.addressQr', { coin: 'USDT' }) })).toBeVisible();
    await expect(canvasElement).toHaveTextContent('TXsandboxDepositAddress0000000001');
    await expect(canvasElement).toHaveTextContent('28.571429');
  }),
};

export const OrderCredited: Story = {
  args: { order: { ...pendingQr, status: 'credited', bonus: '50.00' } },
  play: played(async ({ canvas, loaded, t }) => {
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent(
      t('deposit:order.creditedBonus', { amount: shownMoney(loaded, '500.00'), bonus: shownMoney(loaded, '50.00') }),
    );
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('deposit:order.check') })).toBeNull();
  }),
};

export const OrderFailed: Story = {
  args: { order: { ...pendingQr, status: 'failed', failReason: 'The payment was not received' } },
  play: played(async ({ canvasElement, t }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(t('deposit:order.failedTitle'));
    await expect(alert).toHaveTextContent('The payment was not received');
  }),
};

export const Loading: Story = loadingStory('deposit:loading');

export const LoadError: Story = loadErrorStory();

export const HistoryError: Story = {
  args: { orders: [], ordersStatus: 'error', ordersError: 'Network error' },
  play: played(async ({ canvasElement, args, t }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: t('content:state.retry') }));
    await expect(args.onRetryOrders).toHaveBeenCalledOnce();
  }),
};

export const NoOrdersYet: Story = {
  args: { orders: [] },
  play: played(async ({ canvasElement, t }) => {
    await expect(within(canvasElement).getByText(t('deposit:history.empty'))).toBeVisible();
  }),
};

export const NoChannels: Story = {
  args: { channels: [] },
  play: played(async ({ canvasElement, t }) => {
    await expect(within(canvasElement).getByText(t('deposit:noChannels'))).toBeVisible();
  }),
};

export const TrialAccount: Story = {
  args: { blocked: 'trialAccount', orders: [] },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByText(t('deposit:blocked.trialAccount'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('deposit:submit') })).toBeNull();
  }),
};

const huge = '9999999999999999.99';

export const LongAmountsPhone: Story = {
  ...phone360,
  args: {
    channels: [
      {
        ...channels[0]!,
        max: huge,
        presets: ['1000000000.00', huge],
        name: 'Bank transfer through the partner network with a very long name',
      },
    ],
    values: { channelId: 'BANK_TRANSFER', amount: '', promotionId: '' },
    orders: [{ ...pendingBank, amount: huge, status: 'credited' }],
  },
  play: played(async ({ canvasElement, loaded, t }) => {
    await expect(canvasElement).toHaveTextContent(shownMoney(loaded, huge));
    const region = within(canvasElement).getByRole('region', { name: t('member:centre.page.depositv2') });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  }),
};

export const OrderPhone: Story = {
  ...phone360,
  args: { order: { ...pendingQr, amount: huge } },
  play: played(async ({ canvasElement, t }) => {
    const region = within(canvasElement).getByRole('region', { name: t('member:centre.page.depositv2') });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  }),
};

export const Thai: Story = {
  globals: { language: 'TY' },
  args: {
    values: { channelId: 'BANK_TRANSFER', amount: '', promotionId: '' },
    problems: { amount: { kind: 'empty' } },
  },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('ฝากเงิน');
    await expect(canvas.getByRole('button', { name: t('deposit:submit') })).toHaveTextContent('ฝากเงิน');
    await expect(canvas.getByRole('textbox', { name: t('deposit:amount') })).toHaveAccessibleDescription(
      startingWith('กรุณากรอกจำนวนเงิน'),
    );
  }),
};
