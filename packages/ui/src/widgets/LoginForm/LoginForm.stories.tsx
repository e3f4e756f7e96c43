import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { narrow } from '../../private/storyLayout';
import { demoCaptchaPng } from '../CaptchaField/CaptchaField.fixtures';
import { demoCountries, demoFlagUrl } from '../CountryCodePicker/CountryCodePicker.fixtures';
import { phone360 } from '../RegisterForm/RegisterForm.fixtures';
import { LoginForm, loginTypes, type SmsLoginOptions } from './LoginForm';
import { choice } from '../../private/storyControls';
import { containing, startingWith, storyText } from '../../private/storyText';

const meta = {
  title: 'Widgets/LoginForm',
  component: LoginForm,
  render: (args) => (
    <div style={{ ...narrow, maxWidth: '22rem' }}>
      <LoginForm {...args} />
    </div>
  ),
  args: { onSubmit: fn() },
  argTypes: { defaultLoginType: choice(loginTypes), captchaImage: { control: 'text' }, smsLogin: { control: false } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const smsLogin = (overrides: Partial<SmsLoginOptions> = {}): SmsLoginOptions => ({
  onSubmit: fn(),
  onSendSms: fn(),
  smsState: 'idle',
  countries: demoCountries,
  flagUrl: demoFlagUrl,
  defaultCountry: 'TH',
  ...overrides,
});

/** Username and password only: mobile-code login off, no extras. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args, loaded }) => {
    const t = storyText(loaded);
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: containing(t('register:types.register')) }), 'somchai88');
    await userEvent.type(canvas.getByLabelText(startingWith(t('register:fields.password.label'))), 'Secret123{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'somchai88', password: 'Secret123' });
  },
};

export const Playground: Story = {
  args: { showRememberMe: true, onForgotPassword: fn(), onFreePlay: fn(), onRegister: fn(), submitting: false },
};

/** Remember-me, forgotten password, free play and the way to registration, as the login popup shows them. */
export const AllOptions: Story = {
  args: { showRememberMe: true, onForgotPassword: fn(), onFreePlay: fn(), onRegister: fn() },
  play: async ({ canvas, userEvent, args, loaded }) => {
    const t = storyText(loaded);
    await userEvent.click(canvas.getByRole('checkbox', { name: t('account:login.rememberMe') }));
    await userEvent.type(canvas.getByRole('textbox', { name: containing(t('register:types.register')) }), 'somchai88');
    await userEvent.type(canvas.getByLabelText(startingWith(t('register:fields.password.label'))), 'Secret123{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: 'somchai88',
      password: 'Secret123',
      rememberMe: true,
    });

    await userEvent.click(canvas.getByRole('button', { name: t('account:login.forgotPassword') }));
    await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t('account:login.freePlay') }));
    await expect(args.onFreePlay).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t('shell:header.register') }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
  },
};

/** Remember-me brought back the username (never the password). */
export const Remembered: Story = {
  args: { showRememberMe: true, defaultRememberMe: true, defaultUsername: 'somchai88' },
  play: async ({ canvas, loaded }) => {
    const t = storyText(loaded);
    await expect(canvas.getByRole('textbox', { name: containing(t('register:types.register')) })).toHaveValue(
      'somchai88',
    );
    await expect(canvas.getByLabelText(startingWith(t('register:fields.password.label')))).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: t('account:login.rememberMe') })).toBeChecked();
  },
};

export const FreePlayStarting: Story = {
  args: { onFreePlay: fn(), freePlayLoading: true },
  play: async ({ canvas, userEvent, args, loaded }) => {
    const t = storyText(loaded);
    const demo = canvas.getByRole('button', { name: t('account:login.freePlay') });
    await expect(demo).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(demo);
    await expect(args.onFreePlay).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { submitting: true, defaultUsername: 'somchai88' },
  play: async ({ canvas, loaded }) => {
    const t = storyText(loaded);
    await expect(canvas.getByRole('button', { name: t('shell:header.login') })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerErrorWithCaptcha: Story = {
  args: {
    error: 'Username or password is incorrect. Please try again.',
    captchaImage: demoCaptchaPng,
    onRefreshCaptcha: fn(),
    defaultUsername: 'somchai88',
  },
  play: async ({ canvas, loaded }) => {
    const t = storyText(loaded);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Username or password is incorrect');
    await expect(canvas.getByRole('textbox', { name: containing(t('register:fields.captcha.label')) })).toBeVisible();
  },
};

/** Mobile-code login on: a second tab with the mobile number (and its country), the SMS code and its button. */
export const SmsLogin: Story = {
  args: { smsLogin: smsLogin() },
  play: async ({ canvas, userEvent, args, loaded }) => {
    const t = storyText(loaded);
    const tab = canvas.getByRole('tab', { name: t('register:types.registerMobile') });
    await userEvent.click(canvas.getByRole('tab', { name: t('register:types.register') }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab).toHaveAttribute('aria-selected', 'true');

    const mobile = canvas.getByRole('textbox', { name: containing(t('register:types.registerMobile')) });
    await expect(mobile).toHaveAttribute('autocomplete', 'tel-national');
    await expect(mobile).toHaveAttribute('type', 'tel');
    await expect(canvas.getByRole('combobox', { name: t('account:country.label') })).toHaveTextContent('+66');
    await userEvent.type(mobile, '081 234 5678');
    await userEvent.click(canvas.getByRole('button', { name: t('account:sms.send') }));
    await expect(args.smsLogin?.onSendSms).toHaveBeenCalledWith({ mobileNum: '0812345678', countryDialingCode: '+66' });

    const code = canvas.getByRole('textbox', { name: containing(t('register:fields.verificationCode.label')) });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '482913{Enter}');
    await expect(args.smsLogin?.onSubmit).toHaveBeenCalledWith({
      mobileNum: '0812345678',
      countryDialingCode: '+66',
      verificationCode: '482913',
    });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The number is checked before a code is asked for. */
export const SmsInvalidMobile: Story = {
  args: { smsLogin: smsLogin(), defaultLoginType: 'sms' },
  play: async ({ canvas, userEvent, args, loaded }) => {
    const t = storyText(loaded);
    const mobile = canvas.getByRole('textbox', { name: containing(t('register:types.registerMobile')) });
    await userEvent.click(canvas.getByRole('button', { name: t('account:sms.send') }));
    await expect(mobile).toHaveAccessibleDescription(t('account:validation.mobileRequired'));
    await userEvent.type(mobile, '123');
    await userEvent.click(canvas.getByRole('button', { name: t('account:sms.send') }));
    await expect(mobile).toHaveAccessibleDescription(t('register:validation.mobileInvalid'));
    await expect(mobile).toHaveFocus();
    await expect(args.smsLogin?.onSendSms).not.toHaveBeenCalled();
  },
};

export const SmsRequiredFields: Story = {
  args: { smsLogin: smsLogin(), defaultLoginType: 'sms' },
  play: async ({ canvas, userEvent, args, loaded }) => {
    const t = storyText(loaded);
    await userEvent.click(canvas.getByRole('button', { name: t('shell:header.login') }));
    const mobile = canvas.getByRole('textbox', { name: containing(t('register:types.registerMobile')) });
    await expect(mobile).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByRole('textbox', { name: containing(t('register:fields.verificationCode.label')) }),
    ).toHaveAccessibleDescription(t('account:validation.smsCodeRequired'));
    await expect(mobile).toHaveFocus();
    await expect(args.smsLogin?.onSubmit).not.toHaveBeenCalled();
  },
};

export const SmsSending: Story = {
  args: { smsLogin: smsLogin({ smsState: 'sending', defaultMobile: '0812345678' }), defaultLoginType: 'sms' },
  play: async ({ canvas, loaded }) => {
    const t = storyText(loaded);
    await expect(canvas.getByRole('button', { name: t('account:sms.send') })).toHaveAttribute('aria-busy', 'true');
  },
};

export const SmsCountdown: Story = {
  args: {
    smsLogin: smsLogin({ smsState: 'countdown', smsSecondsLeft: 37, defaultMobile: '0812345678' }),
    defaultLoginType: 'sms',
  },
  play: async ({ canvas, loaded }) => {
    const t = storyText(loaded);
    await expect(canvas.getByRole('button', { name: t('account:sms.resendIn', { seconds: 37 }) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const SmsThrottled: Story = {
  args: { smsLogin: smsLogin({ smsState: 'throttled', defaultMobile: '0812345678' }), defaultLoginType: 'sms' },
  play: async ({ canvas, userEvent, args, loaded }) => {
    const t = storyText(loaded);
    await userEvent.click(canvas.getByRole('button', { name: t('account:sms.send') }));
    await expect(args.smsLogin?.onSendSms).not.toHaveBeenCalled();
  },
};

/** Remembered dialling code and number (remember-me keeps them 24 hours). */
export const SmsRemembered: Story = {
  args: {
    smsLogin: smsLogin({ defaultCountryDialingCode: '+84', defaultMobile: '912345678' }),
    defaultLoginType: 'sms',
  },
  play: async ({ canvas, loaded }) => {
    const t = storyText(loaded);
    await expect(canvas.getByRole('combobox', { name: t('account:country.label') })).toHaveTextContent('Vietnam +84');
    await expect(canvas.getByRole('textbox', { name: containing(t('register:types.registerMobile')) })).toHaveValue(
      '912345678',
    );
  },
};

export const Thai: Story = {
  args: {
    smsLogin: smsLogin({ smsState: 'countdown', smsSecondsLeft: 45 }),
    showRememberMe: true,
    onForgotPassword: fn(),
    onFreePlay: fn(),
    onRegister: fn(),
  },
  globals: { language: 'TY' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'เข้าสู่ระบบ' }));
    await expect(canvas.getByRole('textbox', { name: /ชื่อผู้ใช้/ })).toHaveAccessibleDescription('กรุณากรอกชื่อผู้ใช้');
    await userEvent.click(canvas.getByRole('tab', { name: 'เบอร์มือถือ' }));
    await expect(canvas.getByRole('button', { name: 'ส่งใหม่ใน 45 วิ' })).toBeVisible();
  },
};

export const Mobile360: Story = {
  ...phone360,
  render: (args) => <LoginForm {...args} />,
  args: {
    smsLogin: smsLogin({ smsState: 'countdown', smsSecondsLeft: 60 }),
    defaultLoginType: 'sms',
    showRememberMe: true,
    onForgotPassword: fn(),
    onFreePlay: fn(),
    onRegister: fn(),
    error: 'รหัส OTP ไม่ถูกต้องหรือหมดอายุแล้ว กรุณาขอรหัสใหม่',
  },
  globals: { ...phone360.globals, language: 'TY' },
  play: async ({ canvas }) => {
    const phone = canvas.getByTestId('phone');
    await within(phone).findByRole('button', { name: 'ส่งใหม่ใน 60 วิ' });
    await expect(phone.scrollWidth).toBeLessThanOrEqual(360);
  },
};
