import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { choice } from '../../private/storyControls';
import { played, startingWith } from '../../private/storyText';
import { useHeldFlag, useHeldValues, thaiButtonStory } from '../../private/storyStates';
import { phone360 } from '../../private/storyViewports';
import { demoCountries, demoFlagUrl } from '../CountryCodePicker/CountryCodePicker.fixtures';
import { smsButtonStates } from '../SmsCodeField/SmsCodeField';
import { ContactBinding, contactChannels, emptyContactBindingValues, type ContactBindingProps } from './ContactBinding';

/** Values and the disclosure held here, as the site would. */
function Controlled(props: ContactBindingProps) {
  const [values, onChange] = useHeldValues(props.values, props.onChange);
  const [expanded, setExpanded] = useHeldFlag(props.expanded ?? false);
  return (
    <ContactBinding {...props} values={values} onChange={onChange} expanded={expanded} onExpandedChange={setExpanded} />
  );
}

const meta = {
  title: 'Widgets/ContactBinding',
  component: ContactBinding,
  render: (args) => <Controlled {...args} />,
  argTypes: { channel: choice(contactChannels), codeState: choice(smsButtonStates) },
  args: {
    channel: 'mobile',
    bound: null,
    expanded: true,
    values: { ...emptyContactBindingValues, countryDialingCode: '66' },
    onChange: fn(),
    onSendCode: fn(),
    onSubmit: fn(),
    onDismissError: fn(),
    countries: demoCountries,
    flagUrl: demoFlagUrl,
    defaultCountry: 'TH',
  },
} satisfies Meta<typeof ContactBinding>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {
  play: played(async ({ canvas, args, t }) => {
    await expect(canvas.getByRole('heading', { name: startingWith(t('security:binding.mobile.title')) })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: t('security:binding.mobile.label') }), '0812345678');
    await expect(args.onChange).toHaveBeenLastCalledWith('mobileNum', '0812345678');
    await userEvent.click(canvas.getByRole('button', { name: t('account:sms.send') }));
    await expect(args.onSendCode).toHaveBeenCalledOnce();
    await userEvent.type(canvas.getByRole('textbox', { name: t('security:binding.code') }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: t('security:binding.mobile.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  }),
};

export const EmailCodeSent: Story = {
  args: {
    channel: 'email',
    values: { ...emptyContactBindingValues, email: 'player@example.com' },
    codeState: 'countdown',
    secondsLeft: 42,
    sentTo: 'player@example.com',
  },
  play: played(async ({ canvas, args, t }) => {
    await expect(canvas.getByRole('textbox', { name: t('security:binding.email.label') })).toHaveValue(
      'player@example.com',
    );
    const resend = canvas.getByRole('button', { name: t('account:sms.resendIn', { seconds: 42 }) });
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(resend);
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: t('security:binding.code') })).toHaveAccessibleDescription(
      t('security:binding.email.sent', { value: 'player@example.com' }),
    );
  }),
};

export const Problems: Story = {
  args: {
    values: { ...emptyContactBindingValues, mobileNum: '08-1', countryDialingCode: '66', code: '12' },
    problems: { target: { kind: 'invalid' }, code: { kind: 'invalid' } },
  },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('textbox', { name: t('security:binding.mobile.label') })).toHaveAccessibleDescription(
      t('security:binding.problem.mobile.invalid'),
    );
    await expect(canvas.getByRole('textbox', { name: t('security:binding.code') })).toHaveValue('12');
    await expect(canvas.getByRole('textbox', { name: t('security:binding.code') })).toHaveAccessibleDescription(
      t('security:binding.problem.code.invalid'),
    );
  }),
};

export const ServerRefused: Story = {
  args: {
    channel: 'email',
    values: { ...emptyContactBindingValues, email: 'player@example.com', code: '000000' },
    error: 'Verification code is not valid',
  },
  play: played(async ({ canvas, args, t }) => {
    await expect(canvas.getByText('Verification code is not valid')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common:close') }));
    await expect(args.onDismissError).toHaveBeenCalledOnce();
  }),
};

export const Bound: Story = {
  args: { bound: '+66 81••••678', justBound: true },
  play: played(async ({ canvas, canvasElement, t }) => {
    await expect(canvasElement).toHaveTextContent(t('security:binding.mobile.justBound', { value: '+66 81••••678' }));
    await expect(canvas.queryByRole('textbox')).toBeNull();
  }),
};

export const Thai: Story = thaiButtonStory('security:binding.mobile.submit', 'ผูกเบอร์มือถือ');

/** A 360 px phone with a long address: nothing sticks out sideways. */
export const Phone360: Story = {
  ...phone360,
  args: {
    channel: 'email',
    values: { ...emptyContactBindingValues, email: `${'very.long.name.'.repeat(4)}player@example.com` },
    codeState: 'countdown',
    secondsLeft: 59,
    sentTo: `${'very.long.name.'.repeat(4)}player@example.com`,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
