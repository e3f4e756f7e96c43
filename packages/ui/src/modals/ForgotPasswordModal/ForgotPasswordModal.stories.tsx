import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { phone360 } from '../../widgets/RegisterForm/RegisterForm.fixtures';
import { demoCountries, demoFlagUrl } from '../../widgets/CountryCodePicker/CountryCodePicker.fixtures';
import {
  emptyForgotPasswordValues,
  forgotPasswordMethods,
  ForgotPasswordModal,
  type ForgotPasswordModalProps,
} from './ForgotPasswordModal';
import { smsButtonStates } from '../../widgets/SmsCodeField/SmsCodeField';
import { choice } from '../../private/storyControls';
import { startingWith } from '../../private/storyText';
import { findDialog, inDialog, shownModal } from '../../private/modalStory';
import { withHeld, withHeldValues } from '../../private/storyStates';
import { expectNewPasswordFields, expectTapIgnored } from '../../private/storyChecks';

/** Values and method held here, as the forgot-password flow would. */
const Demo = withHeldValues(withHeld(ForgotPasswordModal, { method: 'onMethodChange' }));

const meta = {
  title: 'Modals/ForgotPasswordModal',
  ...shownModal(ForgotPasswordModal, '44rem', {
    method: 'email',
    onMethodChange: fn(),
    methods: ['email', 'mobileNum'],
    values: emptyForgotPasswordValues,
    onChange: fn(),
    onSubmit: fn(),
    countries: demoCountries,
    flagUrl: demoFlagUrl,
    defaultCountry: 'TH',
    onSendSms: fn(),
    smsState: 'idle',
  }),
  render: (args) => <Demo {...args} />,
  argTypes: {
    smsState: choice(smsButtonStates),
    method: choice(forgotPasswordMethods),
    values: { control: 'object' },
    errors: { control: 'object' },
    flagUrl: { control: false },
  },
} satisfies Meta<typeof ForgotPasswordModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both methods on: email first. */
export const ByEmail: Story = {
  play: inDialog('account:forgot.title', async ({ userEvent, args, t, modal }) => {
    await expect(modal.getByRole('tab', { name: t('register:fields.email.label'), selected: true })).toBeVisible();
    const username = modal.getByRole('textbox', { name: startingWith(t('register:types.register')) });
    await expect(username).toHaveAttribute('autocomplete', 'username');
    const email = modal.getByRole('textbox', { name: startingWith(t('register:fields.email.label')) });
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(email).toHaveAttribute('type', 'email');
    await userEvent.type(username, 'somchai88');
    await userEvent.type(email, 'somchai@example.com{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('email');
  }),
};

export const Playground: Story = { args: { submitting: false, emailSent: false } };

/** Spec §2: the mobile choice only when both of its settings are on; otherwise no tabs. */
export const EmailOnly: Story = {
  args: { methods: ['email'] },
  play: inDialog(async ({ t, modal }) => {
    await expect(modal.queryByRole('tablist')).not.toBeInTheDocument();
    await expect(modal.getByRole('button', { name: t('account:forgot.sendEmail') })).toBeVisible();
  }),
};

/** Spec §6: the mail option off, the mobile number's settings on: the phone's form alone, no tabs. */
export const MobileOnly: Story = {
  args: { methods: ['mobileNum'], method: 'email' },
  play: inDialog(async ({ t, modal }) => {
    await expect(modal.queryByRole('tablist')).not.toBeInTheDocument();
    await expect(modal.queryByRole('textbox', { name: startingWith(t('account:forgot.email')) })).toBeNull();
    await expect(modal.getByRole('button', { name: t('account:forgot.reset') })).toBeVisible();
  }),
};

export const EmailSent: Story = {
  args: {
    emailSent: true,
    values: { ...emptyForgotPasswordValues, username: 'somchai88', email: 'somchai@example.com' },
  },
  play: inDialog(async ({ t, modal }) => {
    await expect(modal.getByRole('status')).toHaveTextContent(t('account:forgot.emailSent'));
  }),
};

export const EmailErrors: Story = {
  args: {
    values: { ...emptyForgotPasswordValues, email: 'somchai@' },
    errors: { username: 'Please enter your username', email: 'Please enter a valid email address' },
  },
  play: inDialog(async ({ t, modal }) => {
    await expect(
      modal.getByRole('textbox', { name: startingWith(t('register:types.register')) }),
    ).toHaveAccessibleDescription('Please enter your username');
    await expect(modal.getByRole('textbox', { name: startingWith(t('register:fields.email.label')) })).toHaveValue(
      'somchai@',
    );
  }),
};

export const EmailServerError: Story = {
  args: {
    values: { ...emptyForgotPasswordValues, username: 'somchai88', email: 'somchai@example.com' },
    serverError: 'Username/Email does not exist',
  },
  play: inDialog(async ({ modal }) => {
    await expect(modal.getByRole('alert')).toHaveTextContent('Username/Email does not exist');
  }),
};

export const ByMobile: Story = {
  play: inDialog(async ({ userEvent, args, t, modal }) => {
    await userEvent.click(modal.getByRole('tab', { name: t('register:types.registerMobile') }));
    await expect(args.onMethodChange).toHaveBeenCalledWith('mobileNum');
    const mobile = modal.getByRole('textbox', { name: startingWith(t('register:types.registerMobile')) });
    await expect(mobile).toHaveAttribute('autocomplete', 'tel-national');
    await expect(modal.getByRole('combobox', { name: t('account:country.label') })).toHaveTextContent('+66');
    await userEvent.type(mobile, '0812345678');
    await userEvent.click(modal.getByRole('button', { name: t('account:sms.send') }));
    await expect(args.onSendSms).toHaveBeenCalledTimes(1);
    await expect(
      modal.getByRole('textbox', { name: startingWith(t('register:fields.verificationCode.label')) }),
    ).toHaveAttribute('autocomplete', 'one-time-code');
    await expectNewPasswordFields(modal, t);
    await userEvent.click(modal.getByRole('button', { name: t('account:forgot.reset') }));
    await expect(args.onSubmit).toHaveBeenCalledWith('mobileNum');
  }),
};

export const ByMobileSending: Story = {
  args: { method: 'mobileNum', smsState: 'sending' },
  play: inDialog(async ({ t, modal }) => {
    await expect(modal.getByRole('button', { name: t('account:sms.send') })).toHaveAttribute('aria-busy', 'true');
  }),
};

export const ByMobileCountdown: Story = {
  args: { method: 'mobileNum', smsState: 'countdown', smsSecondsLeft: 33 },
  play: inDialog(async ({ t, modal }) => {
    await expect(modal.getByRole('button', { name: t('account:sms.resendIn', { seconds: 33 }) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  }),
};

export const ByMobileThrottled: Story = {
  args: { method: 'mobileNum', smsState: 'throttled' },
  play: inDialog(async ({ userEvent, args, t, modal }) => {
    await userEvent.click(modal.getByRole('button', { name: t('account:sms.send') }));
    await expect(args.onSendSms).not.toHaveBeenCalled();
  }),
};

export const ByMobileErrors: Story = {
  args: {
    method: 'mobileNum',
    values: { ...emptyForgotPasswordValues, mobileNum: '08123', newPassword: 'abc', confirmNewPassword: 'abd' },
    errors: {
      mobileNum: 'Please enter a valid mobile number',
      verificationCode: 'Verification code is missing',
      newPassword: 'Please fill in your password with 6 - 20 characters',
      confirmNewPassword: 'The two passwords do not match',
    },
    passwordHint: '6–20 letters and digits',
  },
  play: inDialog(async ({ t, modal }) => {
    await expect(
      modal.getByRole('textbox', { name: startingWith(t('register:types.registerMobile')) }),
    ).toHaveAttribute('aria-invalid', 'true');
    await expect(
      modal.getByRole('textbox', { name: startingWith(t('register:fields.verificationCode.label')) }),
    ).toHaveAttribute('aria-invalid', 'true');
    await expect(modal.getByLabelText(startingWith(t('account:password.new')))).toHaveAccessibleDescription(
      'Please fill in your password with 6 - 20 characters 6–20 letters and digits',
    );
    await expect(modal.getByLabelText(startingWith(t('account:password.confirm')))).toHaveValue('abd');
  }),
};

/** After a failed submit the first field with an error takes the focus. */
function FailingReset(args: ForgotPasswordModalProps) {
  const [errors, setErrors] = useState({});
  return (
    <Demo
      {...args}
      errors={errors}
      onSubmit={(method) => {
        args.onSubmit(method);
        setErrors({ email: 'Please enter a valid email address' });
      }}
    />
  );
}

export const FocusesFirstError: Story = {
  render: (args) => <FailingReset {...args} />,
  play: inDialog(async ({ userEvent, t, modal }) => {
    await userEvent.type(modal.getByRole('textbox', { name: startingWith(t('register:types.register')) }), 'somchai88');
    await userEvent.click(modal.getByRole('button', { name: t('account:forgot.sendEmail') }));
    await expect(modal.getByRole('textbox', { name: startingWith(t('register:fields.email.label')) })).toHaveFocus();
  }),
};

export const Submitting: Story = {
  args: { method: 'mobileNum', submitting: true },
  play: inDialog(async ({ args, t, modal }) => {
    await expectTapIgnored(modal.getByRole('button', { name: t('account:forgot.reset') }), args.onSubmit);
  }),
};

export const Thai: Story = {
  args: { method: 'mobileNum', smsState: 'countdown', smsSecondsLeft: 41 },
  globals: { language: 'TY' },
  play: inDialog(async ({ modal }) => {
    await expect(await modal.findByRole('tab', { name: 'เบอร์มือถือ', selected: true })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'ส่งใหม่ใน 41 วิ' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' })).toBeVisible();
  }),
};

export const Mobile360: Story = {
  ...phone360,
  args: { method: 'mobileNum', smsState: 'countdown', smsSecondsLeft: 60 },
  globals: { ...phone360.globals, language: 'TY' },
  play: async () => {
    const modal = await findDialog();
    await within(modal).findByRole('button', { name: 'ส่งใหม่ใน 60 วิ' });
    await expect(window.innerWidth).toBe(360);
    await expect(modal.scrollWidth).toBeLessThanOrEqual(modal.clientWidth);
  },
};
