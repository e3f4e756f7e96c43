import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AmountProblem } from '@wl/rules';
import { played, startingWith } from '../../private/storyText';
import { loadErrorStory, loadingStory, thaiButtonStory } from '../../private/storyStates';
import { amountText, cashierPage, shownMoney } from '../../private/cashierStory';
import { phone360 } from '../../private/storyViewports';
import {
  WithdrawPage,
  withdrawStatuses,
  type WithdrawConfirmation,
  type WithdrawOrder,
  type WithdrawPageProps,
  type WithdrawSummary,
} from './WithdrawPage';

const summary: WithdrawSummary = {
  balance: '10000.00',
  withdrawable: '10000.00',
  min: '100.00',
  max: '50000.00',
  presets: ['500.00', '1000.00', '5000.00'],
  dailyCountMax: 5,
  dailyCountRemaining: 4,
  dailyAmountMax: '100000.00',
  dailyAmountRemaining: '99000.00',
  allowedHours: { from: '04:00', to: '02:00', timeZone: 'Asia/Bangkok' },
  fee: { freePerDay: 3, percent: '1', minimum: '10.00', next: false },
  fundsPasswordRequired: true,
  autoReceiveMinutes: 60,
  turnover: [{ gameType: 'ALL', required: '1000.00', done: '1000.00', remaining: '0.00' }],
};

const paid: WithdrawOrder = {
  orderId: 12,
  orderNo: 'W00000012',
  amount: '1000.00',
  fee: '0.00',
  payoutAmount: '1000.00',
  bankName: 'Kasikornbank',
  maskedNumber: '•••• 7890',
  status: 'paid',
  confirmation: 'awaiting',
  receivedAmount: null,
  refundedAmount: null,
  rejectReason: null,
  createdAt: '2026-11-25T08:00:00Z',
  autoReceiveAt: '2026-11-25T09:30:00Z',
};

const history: WithdrawOrder[] = [
  paid,
  { ...paid, orderId: 11, orderNo: 'W00000011', status: 'pending', confirmation: null, autoReceiveAt: null },
  {
    ...paid,
    orderId: 10,
    orderNo: 'W00000010',
    status: 'rejected',
    confirmation: null,
    rejectReason: 'Account name does not match',
    autoReceiveAt: null,
  },
  { ...paid, orderId: 9, orderNo: 'W00000009', confirmation: 'forcedReceived', autoReceiveAt: null },
  {
    ...paid,
    orderId: 8,
    orderNo: 'W00000008',
    confirmation: 'partlyReceived',
    receivedAmount: '600.00',
    refundedAmount: '400.00',
    autoReceiveAt: null,
  },
];

const meta = {
  title: 'Screens/WithdrawPage',
  ...cashierPage(
    WithdrawPage,
    withdrawStatuses,
    {
      summary,
      accounts: [{ id: 3, name: 'Kasikornbank', holder: 'Demo Player', maskedNumber: '•••• 7890' }],
      values: { accountId: '', amount: '', password: '' },
      orders: [],
      onGoToSecurity: fn(),
      onSelectConfirm: fn(),
      onConfirmChange: fn(),
      onProofChange: fn(),
      onConfirmSubmit: fn(),
      onConfirmDismiss: fn(),
    },
    (field) => (field === 'account' ? 'accountId' : field),
  ),
} satisfies Meta<typeof WithdrawPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ canvas, canvasElement, loaded, args, t }) => {
    await expect(canvasElement).toHaveTextContent(shownMoney(loaded, '10000.00'));
    await expect(canvasElement).toHaveTextContent(t('withdraw:ofMax', { remaining: 4, max: 5 }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('withdraw:card') }), '3');
    await expect(args.onChange).toHaveBeenLastCalledWith('account', '3');
    const preset = shownMoney(loaded, '1000.00');
    await userEvent.click(canvas.getByRole('button', { name: (name) => name.replace(/\s/g, ' ') === preset }));
    await expect(args.onChange).toHaveBeenLastCalledWith('amount', amountText(loaded, 100000n));
    await userEvent.type(canvas.getByLabelText(startingWith(t('withdraw:password'))), 'Funds1234');
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw:submit') }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  }),
};

/** One story per amount problem: the translated message beside the field, what was typed kept. */
function amountProblem(amount: string, problem: AmountProblem, key: string, options = {}): Story {
  return {
    args: { values: { accountId: '3', amount, password: 'x' }, problems: { amount: problem } },
    play: played(async ({ canvasElement, loaded, t }) => {
      const field = within(canvasElement).getByRole('textbox', { name: t('withdraw:amount') });
      await expect(field).toHaveValue(amount);
      const limit = 'limit' in problem ? { limit: amountText(loaded, problem.limit) } : {};
      await expect(field).toHaveAccessibleDescription(startingWith(t(key, { ...limit, ...options })));
    }),
  };
}

export const AmountEmpty = amountProblem('', { kind: 'empty' }, 'member:wallet.problem.empty');
export const AmountLetters = amountProblem('abc', { kind: 'notANumber' }, 'member:wallet.problem.notANumber');
export const AmountNegative = amountProblem('-5', { kind: 'negative' }, 'member:wallet.problem.negative');
export const AmountTooManyDecimals = amountProblem(
  '100.123',
  { kind: 'tooManyDecimals', minorDigits: 2 },
  'member:wallet.problem.tooManyDecimals',
  { digits: 2 },
);
export const AmountUnderMin = amountProblem(
  '50',
  { kind: 'belowMin', limit: 10000n },
  'member:wallet.problem.belowMin',
);
export const AmountOverMax = amountProblem(
  '60000',
  { kind: 'aboveMax', limit: 5000000n },
  'member:wallet.problem.aboveMax',
);
export const AmountOverBalance = amountProblem(
  '20000',
  { kind: 'aboveBalance', limit: 1000000n },
  'member:wallet.problem.aboveBalance',
);
export const AmountOverDailyRemaining = amountProblem(
  '9000',
  { kind: 'aboveDailyRemaining', limit: 500000n },
  'member:wallet.problem.aboveDailyRemaining',
);

export const MissingCardAndPassword: Story = {
  args: { problems: { account: { kind: 'missing' }, password: { kind: 'missing' } } },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('combobox', { name: t('withdraw:card') })).toHaveAccessibleDescription(
      t('withdraw:cardMissing'),
    );
    await expect(canvas.getByLabelText(startingWith(t('withdraw:password')))).toHaveAccessibleDescription(
      t('withdraw:passwordMissing'),
    );
  }),
};

export const WrongFundsPassword: Story = {
  args: {
    values: { accountId: '3', amount: '500', password: 'wrong' },
    problems: { password: { kind: 'refused', message: 'Funds password is incorrect, 4 tries left' } },
  },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByLabelText(startingWith(t('withdraw:password')))).toHaveAccessibleDescription(
      'Funds password is incorrect, 4 tries left',
    );
    await expect(canvas.getByRole('textbox', { name: t('withdraw:amount') })).toHaveValue('500');
  }),
};

export const Requested: Story = {
  args: { notice: { kind: 'requested', orderNo: 'W00000013', amount: '500.00' } },
  play: played(async ({ canvasElement, loaded, t }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toHaveTextContent(
      t('withdraw:requested', { orderNo: 'W00000013', amount: shownMoney(loaded, '500.00') }),
    );
  }),
};

export const Failed: Story = {
  args: { notice: { kind: 'failed', message: 'Bank card not found' } },
  play: played(async ({ canvasElement, args, t }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Bank card not found');
    await userEvent.click(within(alert).getByRole('button', { name: t('common:close') }));
    await expect(args.onDismissNotice).toHaveBeenCalledOnce();
  }),
};

function blockedStory(blocked: NonNullable<WithdrawPageProps['blocked']>, security: boolean): Story {
  return {
    args: { blocked },
    play: played(async ({ canvas, args, t }) => {
      await expect(canvas.getByText(t(`withdraw:blocked.${blocked}`))).toBeVisible();
      await expect(canvas.queryByRole('button', { name: t('withdraw:submit') })).toBeNull();
      const go = canvas.queryByRole('button', { name: t('withdraw:goToSecurity') });
      if (!security) return expect(go).toBeNull();
      await userEvent.click(go!);
      await expect(args.onGoToSecurity).toHaveBeenCalledOnce();
    }),
  };
}

export const NoBankCard = {
  ...blockedStory('noBankCard', true),
  args: { blocked: 'noBankCard', accounts: [] },
} as Story;
export const NoFundsPassword = blockedStory('fundsPasswordNotSet', true);
export const DailyCountReached: Story = {
  ...blockedStory('dailyCountReached', false),
  args: { blocked: 'dailyCountReached', summary: { ...summary, dailyCountRemaining: 0 } },
};
export const DailyAmountReached: Story = {
  ...blockedStory('dailyAmountReached', false),
  args: {
    blocked: 'dailyAmountReached',
    summary: { ...summary, dailyAmountRemaining: '0.00', withdrawable: '0.00' },
  },
};
export const OutsideHours = blockedStory('outsideHours', false);
export const TrialAccount = blockedStory('trialAccount', false);

export const TurnoverUnmet: Story = {
  args: {
    blocked: 'turnoverUnmet',
    summary: {
      ...summary,
      turnover: [
        { gameType: 'ALL', required: '1000.00', done: '1000.00', remaining: '0.00' },
        { gameType: 'RNG', required: '6000.00', done: '1250.50', remaining: '4749.50' },
      ],
    },
  },
  play: played(async ({ canvas, loaded, t }) => {
    await expect(canvas.getByText(t('withdraw:blocked.turnoverUnmet'))).toBeVisible();
    const table = canvas.getByRole('table');
    await expect(within(table).getByRole('rowheader', { name: 'RNG' })).toBeVisible();
    await expect(table).toHaveTextContent(shownMoney(loaded, '4749.50'));
    await expect(canvas.queryByRole('form', { name: t('withdraw:formTitle') })).toBeNull();
  }),
};

export const Loading: Story = loadingStory('withdraw:loading');

export const LoadError: Story = loadErrorStory();

export const Orders: Story = {
  args: { orders: history },
  play: played(async ({ canvas, loaded, args, t }) => {
    const rejected = canvas.getByRole('listitem', { name: t('withdraw:orders.order', { orderNo: 'W00000010' }) });
    await expect(rejected).toHaveTextContent(
      t('withdraw:orders.rejectReason', { reason: 'Account name does not match' }),
    );
    const forced = canvas.getByRole('listitem', { name: t('withdraw:orders.order', { orderNo: 'W00000009' }) });
    await expect(forced).toHaveTextContent(t('withdraw:orders.forcedNote'));
    const partly = canvas.getByRole('listitem', { name: t('withdraw:orders.order', { orderNo: 'W00000008' }) });
    await expect(partly).toHaveTextContent(t('withdraw:orders.refunded', { amount: shownMoney(loaded, '400.00') }));
    const awaiting = canvas.getByRole('listitem', { name: t('withdraw:orders.order', { orderNo: 'W00000012' }) });
    await userEvent.click(within(awaiting).getByRole('button', { name: t('withdraw:orders.confirm') }));
    await expect(args.onSelectConfirm).toHaveBeenCalledWith(12);
  }),
};

export const OrdersEmpty: Story = {
  play: played(async ({ canvasElement, t }) => {
    await expect(within(canvasElement).getByText(t('withdraw:orders.empty'))).toBeVisible();
  }),
};

const answering: WithdrawConfirmation = { orderId: 12, result: '', receivedAmount: '', proofName: null };

export const ConfirmNotReceived: Story = {
  args: {
    orders: [paid],
    confirmation: { ...answering, result: 'notReceived', problems: { proof: { kind: 'missing' } } },
  },
  play: played(async ({ canvasElement, loaded, args, t }) => {
    const form = within(canvasElement).getByRole('form', { name: t('withdraw:confirm.formTitle') });
    const question = t('withdraw:confirm.question', { amount: shownMoney(loaded, '1000.00') });
    const group = within(form).getByRole('group', { name: (name) => name.replace(/\s/g, ' ') === question });
    await expect(group).toBeVisible();
    const proof = within(form).getByLabelText(t('withdraw:confirm.proof'));
    await expect(proof).toHaveAccessibleDescription(startingWith(t('withdraw:confirm.proofMissing')));
    const file = new File([new Uint8Array([0x89, 0x50])], 'slip.png', { type: 'image/png' });
    await userEvent.upload(proof, file);
    await expect(args.onProofChange).toHaveBeenCalledWith(file);
    await userEvent.click(within(form).getByRole('radio', { name: t('withdraw:confirm.result.received') }));
    await expect(args.onConfirmChange).toHaveBeenCalledWith('result', 'received');
    await userEvent.click(within(form).getByRole('button', { name: t('withdraw:confirm.submit') }));
    await expect(args.onConfirmSubmit).toHaveBeenCalledOnce();
  }),
};

export const ConfirmPartlyReceived: Story = {
  args: {
    orders: [paid],
    confirmation: {
      ...answering,
      result: 'partlyReceived',
      receivedAmount: '1000',
      proofName: 'slip.jpg',
      problems: { receivedAmount: { kind: 'aboveMax', limit: 99999n } },
    },
  },
  play: played(async ({ canvas, loaded, t }) => {
    const amount = canvas.getByRole('textbox', { name: t('withdraw:confirm.receivedAmount') });
    await expect(amount).toHaveValue('1000');
    await expect(amount).toHaveAccessibleDescription(
      startingWith(t('member:wallet.problem.aboveMax', { limit: amountText(loaded, 99999n) })),
    );
    await expect(canvas.getByLabelText(t('withdraw:confirm.proofOptional'))).toHaveAccessibleDescription(
      t('withdraw:confirm.proofChosen', { name: 'slip.jpg' }),
    );
  }),
};

export const ConfirmNoAnswerChosen: Story = {
  args: {
    orders: [paid],
    confirmation: {
      ...answering,
      problems: { result: { kind: 'missing' } },
      error: 'This withdrawal is not waiting for your confirmation',
    },
  },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByText(t('withdraw:confirm.resultMissing'))).toBeVisible();
    await expect(canvas.getByText('This withdrawal is not waiting for your confirmation')).toBeVisible();
  }),
};

export const ConfirmSending: Story = {
  args: { orders: [paid], confirmation: { ...answering, result: 'received', submitting: true } },
  play: played(async ({ canvasElement, t }) => {
    const button = within(canvasElement).getByRole('button', { name: t('withdraw:confirm.submit') });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  }),
};

export const Confirmed: Story = {
  args: { orders: [paid], confirmation: { ...answering, ended: 'confirmed' } },
  play: played(async ({ canvasElement, t }) => {
    await expect(within(canvasElement).getByText(t('withdraw:confirm.confirmed'))).toBeVisible();
  }),
};

export const AutoReceived: Story = {
  args: { orders: [paid], confirmation: { ...answering, ended: 'autoReceived' } },
  play: played(async ({ canvasElement, t }) => {
    await expect(within(canvasElement).getByText(t('withdraw:confirm.autoReceived'))).toBeVisible();
  }),
};

export const LongAmountsPhone: Story = {
  ...phone360,
  args: {
    summary: {
      ...summary,
      balance: '9999999999999999.99',
      withdrawable: '9999999999999999.99',
      max: '9999999999999999.99',
      dailyAmountMax: '9999999999999999.99',
      dailyAmountRemaining: '9999999999999999.99',
      turnover: [{ gameType: 'LIVE', required: '9999999999999999.99', done: '0.00', remaining: '9999999999999999.99' }],
    },
    accounts: [
      {
        id: 3,
        name: 'Bank for Agriculture and Agricultural Co-operatives',
        holder: 'A Very Long Account Holder Name Indeed',
        maskedNumber: '•••• 9012',
      },
    ],
    orders: [{ ...paid, amount: '9999999999999999.99', payoutAmount: '9999999999999999.99' }],
  },
  play: played(async ({ canvasElement, loaded, t }) => {
    await expect(canvasElement).toHaveTextContent(shownMoney(loaded, '9999999999999999.99'));
    const region = within(canvasElement).getByRole('region', { name: t('member:centre.page.withdraw') });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  }),
};

export const Thai: Story = thaiButtonStory('withdraw:submit', 'ถอนเงิน');

const tron = { id: 21, name: 'USDT (TRC20)', holder: null, maskedNumber: '•••• bLSE' };

/** The method tabs: the e-wallet tab lists the e-wallets; choosing another tab is told to the site. */
export const EWalletTab: Story = {
  args: {
    onMethodChange: fn(),
    method: 'eWallet',
    accounts: [{ id: 11, name: 'TrueMoney Wallet', holder: 'Demo Player', maskedNumber: '•••• 5678' }],
  },
  play: played(async ({ canvas, args, t }) => {
    const tabs = canvas.getByRole('group', { name: t('withdraw:method.label') });
    await expect(within(tabs).getByRole('button', { name: t('withdraw:method.eWallet') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const wallet = canvas.getByRole('combobox', { name: t('withdraw:eWallet') });
    await expect(wallet).toHaveTextContent('TrueMoney Wallet •••• 5678 (Demo Player)');
    await userEvent.click(within(tabs).getByRole('button', { name: t('withdraw:method.crypto') }));
    await expect(args.onMethodChange).toHaveBeenCalledWith('crypto');
  }),
};

/** A crypto address chosen: the coin's rate and the coins the typed amount pays out. */
export const CryptoQuote: Story = {
  args: {
    onMethodChange: fn(),
    method: 'crypto',
    accounts: [tron],
    values: { accountId: '21', amount: '1000', password: '' },
    crypto: { coin: 'USDT', network: 'TRC20', rate: '35.00', coins: '28.571428' },
  },
  play: played(async ({ canvas, loaded, t }) => {
    await expect(canvas.getByRole('combobox', { name: t('withdraw:cryptoAddress') })).toHaveTextContent(
      'USDT (TRC20) •••• bLSE',
    );
    const quote = within(canvas.getByRole('form', { name: t('withdraw:formTitle') })).getByRole('status');
    await expect(quote).toHaveTextContent(
      t('withdraw:crypto.rate', { coin: 'USDT', network: 'TRC20', rate: shownMoney(loaded, '35.00') }),
    );
    await expect(quote).toHaveTextContent(t('withdraw:crypto.receive', { coins: '28.571428', coin: 'USDT' }));
  }),
};

/** No address chosen yet for crypto: the missing choice is named for the tab. */
export const CryptoMissingAddress: Story = {
  args: { method: 'crypto', accounts: [tron], problems: { account: { kind: 'missing' } } },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('combobox', { name: t('withdraw:cryptoAddress') })).toHaveAccessibleDescription(
      t('withdraw:cryptoMissing'),
    );
  }),
};

/** A tab with nothing bound: it says so and leads to the security centre, no form. */
export const NoEWallet: Story = {
  args: { onMethodChange: fn(), method: 'eWallet', accounts: [] },
  play: played(async ({ canvas, args, t }) => {
    await expect(canvas.getByText(t('withdraw:noAccount.eWallet'))).toBeVisible();
    await expect(canvas.queryByRole('form', { name: t('withdraw:formTitle') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw:goToSecurity') }));
    await expect(args.onGoToSecurity).toHaveBeenCalledOnce();
  }),
};

/** A crypto order names its coins at the rate of its request. */
export const CryptoOrder: Story = {
  args: {
    orders: [
      {
        ...paid,
        bankName: 'USDT (TRC20)',
        maskedNumber: '•••• bLSE',
        crypto: { coin: 'USDT', rate: '35.00', cryptoAmount: '28.571428' },
      },
    ],
  },
  play: played(async ({ canvas, loaded, t }) => {
    const order = canvas.getByRole('listitem', { name: t('withdraw:orders.order', { orderNo: paid.orderNo }) });
    await expect(order).toHaveTextContent(
      t('withdraw:orders.crypto', { coins: '28.571428', coin: 'USDT', rate: shownMoney(loaded, '35.00') }),
    );
  }),
};

/** Thai: the tabs and the crypto quote translated. */
export const ThaiCrypto: Story = {
  ...CryptoQuote,
  globals: { language: 'TY' },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('button', { name: t('withdraw:method.crypto') })).toHaveTextContent('คริปโต');
    const form = canvas.getByRole('form', { name: t('withdraw:formTitle') });
    await expect(within(form).getByRole('status')).toHaveTextContent('28.571428 USDT');
  }),
};

/** The tabs and the crypto quote on a 360 px phone in Thai (the longest texts): nothing scrolls sideways. */
export const ThaiCryptoPhone: Story = {
  ...phone360,
  args: {
    ...CryptoQuote.args,
    accounts: [{ ...tron, name: 'USDT (TRC20) Tether on the TRON network' }],
    crypto: { coin: 'USDT', network: 'TRC20', rate: '9999999999999999.99', coins: '999999999999.999999' },
  },
  globals: { language: 'TY' },
  play: played(async ({ canvasElement, t }) => {
    const region = within(canvasElement).getByRole('region', { name: t('member:centre.page.withdraw') });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  }),
};
