import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { amountText, shownMoney } from '../../private/cashierStory';
import { withHeldValues } from '../../private/storyStates';
import { played, startingWith, type storyText } from '../../private/storyText';
import { phone360 } from '../../private/storyViewports';
import { DownlineTransferDialog, type DownlineTransferDialogProps } from './DownlineDialogs';

const Held = withHeldValues(DownlineTransferDialog);
const LONG = 'verylongaccount12345';

const dialog = async (t: ReturnType<typeof storyText>, account = 'team1') =>
  within(await screen.findByRole('dialog', { name: t('agentDownlines:transfer.title', { account }) }));

const meta = {
  title: 'Screens/AgentCentre/DownlineTransferDialog',
  component: DownlineTransferDialog,
  render: (props: DownlineTransferDialogProps) => <Held {...props} />,
  args: {
    open: true,
    onOpenChange: fn(),
    downline: 'team1',
    balance: '1000.00',
    currency: 'THB',
    minorDigits: 2,
    values: { amount: '', password: '' },
    onChange: fn(),
    onSubmit: fn(),
    onDismissNotice: fn(),
    onGoToSecurity: fn(),
  },
} satisfies Meta<typeof DownlineTransferDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ args, loaded, t }) => {
    const modal = await dialog(t);
    await expect(modal.getByText(shownMoney(loaded, '1000.00'))).toBeVisible();
    await userEvent.type(modal.getByRole('textbox', { name: t('agentDownlines:transfer.amount') }), '250.50');
    await expect(args.onChange).toHaveBeenLastCalledWith('amount', '250.50');
    await userEvent.type(modal.getByLabelText(startingWith(t('agentDownlines:transfer.password'))), 'secret1');
    await userEvent.click(modal.getByRole('button', { name: t('agentDownlines:transfer.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  }),
};

/** More than the agent's main wallet, and no funds password: each said at its field, what was typed kept. */
export const Problems: Story = {
  args: {
    values: { amount: '1000.01', password: '' },
    problems: { amount: { kind: 'aboveBalance', limit: 100000n }, password: { kind: 'missing' } },
  },
  play: played(async ({ loaded, t }) => {
    const modal = await dialog(t);
    const amount = modal.getByRole('textbox', { name: t('agentDownlines:transfer.amount') });
    await expect(amount).toHaveValue('1000.01');
    await expect(amount).toHaveAccessibleDescription(
      startingWith(t('member:wallet.problem.aboveBalance', { limit: amountText(loaded, 100000n) })),
    );
    await expect(modal.getByLabelText(startingWith(t('agentDownlines:transfer.password')))).toHaveAccessibleDescription(
      t('agentDownlines:transfer.passwordMissing'),
    );
  }),
};

const failed = (code: string, message: string): Story => ({
  args: { values: { amount: '100', password: 'wrong1' }, notice: { kind: 'failed', code, message } },
  play: played(async ({ t }) => {
    const modal = await dialog(t);
    const alert = modal.getByRole('alert');
    await expect(alert).toHaveTextContent(t(`agentDownlines:transfer.failure.${code}`));
    await expect(alert).toHaveTextContent(message);
    // nothing typed is lost
    await expect(modal.getByRole('textbox', { name: t('agentDownlines:transfer.amount') })).toHaveValue('100');
    await expect(modal.getByLabelText(startingWith(t('agentDownlines:transfer.password')))).toHaveValue('wrong1');
  }),
});

export const WrongFundsPassword = failed('FUNDS_PASSWORD_INCORRECT', 'Funds password is incorrect, 4 attempts left');
export const InsufficientBalance = failed('INSUFFICIENT_BALANCE', 'Insufficient balance');
export const NotInTeam = failed('DOWNLINE_NOT_FOUND', 'This account is not in your team');

/** No funds password yet: the way to the security centre, where it is set. */
export const FundsPasswordNotSet: Story = {
  args: {
    values: { amount: '100', password: 'x' },
    notice: { kind: 'failed', code: 'FUNDS_PASSWORD_NOT_SET', message: 'Please set your funds password first' },
  },
  play: played(async ({ args, t }) => {
    const modal = await dialog(t);
    await expect(modal.getByRole('alert')).toHaveTextContent(
      t('agentDownlines:transfer.failure.FUNDS_PASSWORD_NOT_SET'),
    );
    await userEvent.click(modal.getByRole('button', { name: t('agentDownlines:transfer.goToSecurity') }));
    await expect(args.onGoToSecurity).toHaveBeenCalledOnce();
  }),
};

/** A failure without a code the page knows: the server's message under the general title. */
export const OtherFailure: Story = {
  args: { notice: { kind: 'failed', code: null, message: 'Network link is abnormal, please try again' } },
  play: played(async ({ t }) => {
    const alert = (await dialog(t)).getByRole('alert');
    await expect(alert).toHaveTextContent(t('agentDownlines:transfer.failedTitle'));
    await expect(alert).toHaveTextContent('Network link is abnormal, please try again');
  }),
};

/** Done: the amount and both balances after, from the server's answer. */
export const Transferred: Story = {
  args: {
    balance: '749.50',
    notice: {
      kind: 'transferred',
      amount: '250.50',
      downline: 'team1',
      mainBalance: '749.50',
      downlineBalance: '1501.00',
    },
  },
  play: played(async ({ args, loaded, t }) => {
    const modal = await dialog(t);
    const done = modal.getByRole('status');
    await expect(done).toHaveTextContent(
      t('agentDownlines:transfer.done', { amount: shownMoney(loaded, '250.50'), account: 'team1' }),
    );
    await expect(done).toHaveTextContent(shownMoney(loaded, '749.50'));
    await expect(done).toHaveTextContent(shownMoney(loaded, '1501.00'));
    await userEvent.click(within(done).getByRole('button'));
    await expect(args.onDismissNotice).toHaveBeenCalledOnce();
  }),
};

export const Submitting: Story = {
  args: { values: { amount: '100', password: 'secret1' }, submitting: true },
  play: played(async ({ t }) => {
    const modal = await dialog(t);
    await expect(
      modal.getByRole('button', { name: startingWith(t('agentDownlines:transfer.submit')) }),
    ).toHaveAttribute('aria-busy', 'true');
  }),
};

export const LongNamesPhone: Story = {
  ...phone360,
  args: {
    downline: LONG,
    balance: '9999999999999999.99',
    notice: {
      kind: 'transferred',
      amount: '1.00',
      downline: LONG,
      mainBalance: '9999999999999998.99',
      downlineBalance: '1.00',
    },
  },
  play: played(async ({ t }) => {
    const modal = screen.getByRole('dialog', { name: t('agentDownlines:transfer.title', { account: LONG }) });
    await expect(modal.scrollWidth).toBeLessThanOrEqual(modal.clientWidth);
  }),
};

export const Thai: Story = {
  globals: { language: 'TY' },
  args: WrongFundsPassword.args,
  play: played(async ({ t }) => {
    const modal = await dialog(t);
    await expect(modal.getByRole('button', { name: t('agentDownlines:transfer.submit') })).toHaveTextContent('โอนเงิน');
    await expect(modal.getByRole('alert')).toHaveTextContent('รหัสผ่านการเงินไม่ถูกต้อง');
  }),
};
