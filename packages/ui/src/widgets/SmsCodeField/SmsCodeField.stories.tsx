import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { inNarrow, narrow } from '../../private/storyLayout';
import { phone360 } from '../RegisterForm/RegisterForm.fixtures';
import { smsButtonStates, SmsCodeField, type SmsButtonState, type SmsCodeFieldProps } from './SmsCodeField';
import { choice } from '../../private/storyControls';
import { containing, played } from '../../private/storyText';
import { expectTapIgnored } from '../../private/storyChecks';

const meta = {
  title: 'Widgets/SmsCodeField',
  component: SmsCodeField,
  render: inNarrow(SmsCodeField),
  args: { onSend: fn(), state: 'idle', required: true },
  argTypes: {
    state: choice(smsButtonStates),
    secondsLeft: { control: { type: 'number', min: 0, max: 300 } },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SmsCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: played(async ({ canvas, userEvent, args, t }) => {
    const input = canvas.getByRole('textbox', { name: containing(t('register:fields.verificationCode.label')) });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('maxlength', '255');
    await userEvent.click(canvas.getByRole('button', { name: t('account:sms.send') }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  }),
};

export const Playground: Story = { args: { secondsLeft: 60, sendDisabled: false, error: '' } };

export const Sending: Story = {
  args: { state: 'sending' },
  play: played(async ({ canvas, args, t }) => {
    await expectTapIgnored(canvas.getByRole('button', { name: t('account:sms.send') }), args.onSend);
  }),
};

export const Countdown: Story = {
  args: { state: 'countdown', secondsLeft: 42 },
  play: played(async ({ canvas, args, t }) => {
    await expectTapIgnored(
      canvas.getByRole('button', { name: t('account:sms.resendIn', { seconds: 42 }) }),
      args.onSend,
      'aria-disabled',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(t('account:sms.sent'));
  }),
};

/** Spec §9: the default shown when the server gave no expiry time. */
export const CountdownDefault: Story = {
  args: { state: 'countdown' },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('button', { name: t('account:sms.resendIn', { seconds: 60 }) })).toBeVisible();
  }),
};

/** Spec §9: one request per second; a second tap within it does nothing. */
export const Throttled: Story = {
  args: { state: 'throttled' },
  play: played(async ({ canvas, args, t }) => {
    await expectTapIgnored(canvas.getByRole('button', { name: t('account:sms.send') }), args.onSend, 'aria-disabled');
  }),
};

export const NoNumberYet: Story = {
  args: { sendDisabled: true },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('button', { name: t('account:sms.send') })).toHaveAttribute('aria-disabled', 'true');
  }),
};

export const WithError: Story = {
  args: { error: 'Verification code has expired, please send again', defaultValue: '482913' },
  play: played(async ({ canvas, t }) => {
    const input = canvas.getByRole('textbox', { name: containing(t('register:fields.verificationCode.label')) });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Verification code has expired, please send again');
  }),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: played(async ({ canvas, t }) => {
    await expect(
      canvas.getByRole('textbox', { name: containing(t('register:fields.verificationCode.label')) }),
    ).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('account:sms.send') })).toBeDisabled();
  }),
};

/** Plays the SMS countdown flow: sending for a moment, then a 2-second countdown that ends in "Get code" again. */
function SendCycle(args: SmsCodeFieldProps) {
  const [state, setState] = useState<SmsButtonState>('idle');
  const [seconds, setSeconds] = useState(2);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const send = () => {
    args.onSend();
    setState('sending');
    setSeconds(2);
    const later = (ms: number, step: () => void) => timers.current.push(setTimeout(step, ms));
    later(200, () => setState('countdown'));
    later(1200, () => setSeconds(1));
    later(2200, () => setState('idle'));
  };
  return (
    <div style={narrow}>
      <SmsCodeField {...args} state={state} secondsLeft={seconds} onSend={send} />
    </div>
  );
}

/** The focus stays on the button from the tap through the countdown; at 0 it can send again. */
export const SendAndCountDown: Story = {
  render: (args) => <SendCycle {...args} />,
  play: played(async ({ canvas, userEvent, args, t }) => {
    const button = canvas.getByRole('button', { name: t('account:sms.send') });
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('button', { name: t('account:sms.resendIn', { seconds: 2 }) })).toHaveFocus();
    await expect(
      await canvas.findByRole('button', { name: t('account:sms.resendIn', { seconds: 1 }) }, { timeout: 2000 }),
    ).toBeVisible();
    await waitFor(
      () => expect(canvas.getByRole('button', { name: t('account:sms.send') })).not.toHaveAttribute('aria-disabled'),
      {
        timeout: 3000,
      },
    );
    await expect(canvas.getByRole('button', { name: t('account:sms.send') })).toHaveFocus();
  }),
};

export const Thai: Story = {
  args: { state: 'countdown', secondsLeft: 59 },
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'ส่งใหม่ใน 59 วิ' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /รหัส OTP/ })).toBeVisible();
  },
};

export const Mobile360: Story = {
  ...phone360,
  render: (args) => <SmsCodeField {...args} />,
  args: { state: 'countdown', secondsLeft: 60, error: 'กรุณากรอกรหัส OTP ให้ถูกต้อง' },
  globals: { ...phone360.globals, language: 'TY' },
  play: async ({ canvas }) => {
    const phone = canvas.getByTestId('phone');
    await canvas.findByRole('button', { name: 'ส่งใหม่ใน 60 วิ' });
    await expect(phone.scrollWidth).toBeLessThanOrEqual(360);
  },
};
