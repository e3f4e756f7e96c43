import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { choice } from '../../private/storyControls';
import { played } from '../../private/storyText';
import { phone360 } from '../../private/storyViewports';
import { smsButtonStates } from '../../widgets/SmsCodeField/SmsCodeField';
import {
  LoginVerificationModal,
  loginVerificationMethods,
  type LoginVerificationMethod,
  type LoginVerificationModalProps,
} from './LoginVerificationModal';
import { inDialog } from '../../private/modalStory';
import { useHeld } from '../../private/storyStates';

/** The method and the answer held here, as the login verification flow would. */
function Controlled(props: LoginVerificationModalProps) {
  const [answer, onAnswerChange, setAnswer] = useHeld(props.answer, props.onAnswerChange);
  // another method asks another question: the answer starts empty
  const [method, onMethodChange] = useHeld(props.method, (next: LoginVerificationMethod) => {
    setAnswer('');
    props.onMethodChange(next);
  });
  return (
    <LoginVerificationModal
      {...props}
      method={method}
      onMethodChange={onMethodChange}
      answer={answer}
      onAnswerChange={onAnswerChange}
    />
  );
}

const meta = {
  title: 'Modals/LoginVerificationModal',
  component: LoginVerificationModal,
  render: (args) => <Controlled {...args} />,
  argTypes: { method: choice(loginVerificationMethods), codeState: choice(smsButtonStates) },
  args: {
    open: true,
    onOpenChange: fn(),
    methods: ['sms', 'email', 'bankAccountName', 'authenticator'],
    method: 'sms',
    onMethodChange: fn(),
    maskedMobile: '+66 81••••678',
    maskedEmail: 'de••@example.com',
    answer: '',
    onAnswerChange: fn(),
    onSendCode: fn(),
    onSubmit: fn(),
    onDismissError: fn(),
  },
} satisfies Meta<typeof LoginVerificationModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BySms: Story = {
  play: inDialog('register:newIp.title', async ({ args, t, modal }) => {
    await expect(modal.getByRole('radio', { name: t('register:newIp.method.sms') })).toBeChecked();
    await expect(modal.getByText(t('register:newIp.hint.sms', { value: '+66 81••••678' }))).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: t('account:sms.send') }));
    await expect(args.onSendCode).toHaveBeenCalledOnce();
    await userEvent.type(modal.getByRole('textbox', { name: t('register:newIp.label.sms') }), '123456');
    await userEvent.click(modal.getByRole('button', { name: t('register:newIp.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  }),
};

export const ChooseAuthenticator: Story = {
  play: inDialog('register:newIp.title', async ({ args, t, modal }) => {
    await userEvent.click(modal.getByRole('radio', { name: t('register:newIp.method.authenticator') }));
    await expect(args.onMethodChange).toHaveBeenCalledWith('authenticator');
    await expect(modal.queryByRole('button', { name: t('account:sms.send') })).toBeNull();
    await userEvent.type(modal.getByRole('textbox', { name: t('register:newIp.label.authenticator') }), '654321');
    await expect(args.onAnswerChange).toHaveBeenLastCalledWith('654321');
  }),
};

export const BankAccountNameRefused: Story = {
  args: {
    methods: ['bankAccountName'],
    method: 'bankAccountName',
    answer: 'Somchai',
    error: 'Verification failed, 4 attempts left',
  },
  play: inDialog('register:newIp.title', async ({ args, t, modal }) => {
    await expect(modal.queryByRole('radio')).toBeNull();
    await expect(modal.getByRole('textbox', { name: t('register:newIp.label.bankAccountName') })).toHaveValue(
      'Somchai',
    );
    await expect(modal.getByText('Verification failed, 4 attempts left')).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: t('register:newIp.cancel') }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  }),
};

export const EmailCodeSent: Story = {
  args: {
    method: 'email',
    codeState: 'countdown',
    secondsLeft: 48,
    codeSent: true,
    answer: '12',
    problem: { kind: 'invalid' },
  },
  play: inDialog('register:newIp.title', async ({ t, modal }) => {
    await expect(modal.getByRole('button', { name: t('account:sms.resendIn', { seconds: 48 }) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(modal.getByRole('textbox', { name: t('register:newIp.label.email') })).toHaveAccessibleDescription(
      `${t('register:newIp.problem.code.invalid')} ${t('register:newIp.sent.email', { value: 'de••@example.com' })}`,
    );
  }),
};

export const Thai: Story = {
  globals: { language: 'TY' },
  play: played(async ({ t }) => {
    const dialog = await screen.findByRole('dialog', { name: t('register:newIp.title') });
    await expect(dialog).toHaveAccessibleName('ยืนยันว่าเป็นคุณ');
  }),
};

export const Phone360: Story = {
  ...phone360,
  play: played(async ({ t }) => {
    const dialog = await screen.findByRole('dialog', { name: t('register:newIp.title') });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
  }),
};
