import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { narrow } from '../../private/storyLayout';
import { countryName } from '../CountryCodePicker';
import { demoCountries, demoFlagUrl } from '../CountryCodePicker/CountryCodePicker.fixtures';
import { phone360 } from '../RegisterForm/RegisterForm.fixtures';
import { emptyLoginValues, LoginForm, loginTypes, type LoginFormProps, type SmsLoginOptions } from './LoginForm';
import {
  expectRefusedWithCaptcha,
  otherCaptchaPng,
  refusedWithCaptcha,
  useStoryLoginState,
} from './LoginForm.fixtures';
import { choice } from '../../private/storyControls';
import { containing, played, startingWith } from '../../private/storyText';
import { expectTapIgnored } from '../../private/storyChecks';

/**
 * The form with the site's part played here (`useStoryLoginState`): what was typed is held, the login rule of
 * @wl/rules gives the messages. The spies `onSubmit`, `smsLogin.onSubmit` and `smsLogin.onSendSms` are called only
 * when the rule finds nothing, as the login flow calls the server.
 */
function StoryLoginForm(props: LoginFormProps) {
  return <LoginForm {...useStoryLoginState(props)} />;
}

const meta = {
  title: 'Widgets/LoginForm',
  component: LoginForm,
  render: (args) => (
    <div style={{ ...narrow, maxWidth: '22rem' }}>
      <StoryLoginForm {...args} />
    </div>
  ),
  args: { values: emptyLoginValues, onChange: fn(), onSubmit: fn() },
  argTypes: {
    defaultLoginType: choice(loginTypes),
    captchaImage: { control: 'text' },
    smsLogin: { control: false },
    values: { control: 'object' },
    errors: { control: 'object' },
  },
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
/** The site starts the mobile tab on the visitor's dialling code. */
const smsValues = { ...emptyLoginValues, countryDialingCode: '+66' };

/** Username and password only: mobile-code login off, no extras. */
export const Default: Story = {
  play: played(async ({ canvas, userEvent, args, t }) => {
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    const username = canvas.getByRole('textbox', { name: containing(t('register:types.register')) });
    await userEvent.type(username, 'somchai88');
    await userEvent.type(canvas.getByLabelText(startingWith(t('register:fields.password.label'))), 'Secret123{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('password', 'Secret123');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(username).toHaveValue('somchai88');
  }),
};

export const Playground: Story = {
  args: { showRememberMe: true, onForgotPassword: fn(), onFreePlay: fn(), onRegister: fn(), submitting: false },
};

/** Spec §5: username and password required. The first empty field takes the focus; what was typed stays. */
export const RequiredFields: Story = {
  play: played(async ({ canvas, userEvent, args, t }) => {
    const username = canvas.getByRole('textbox', { name: containing(t('register:types.register')) });
    const password = canvas.getByLabelText(startingWith(t('register:fields.password.label')));
    const logIn = canvas.getByRole('button', { name: t('shell:header.login') });

    await userEvent.click(logIn);
    await expect(username).toHaveAccessibleDescription(t('account:validation.usernameRequired'));
    await expect(password).toHaveAccessibleDescription(t('account:validation.passwordRequired'));
    await expect(username).toHaveFocus();

    // editing a field takes its message away; the other stays until the next submit
    await userEvent.type(username, 'somchai88');
    await expect(username).not.toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(logIn);
    await expect(password).toHaveFocus();
    await expect(username).toHaveValue('somchai88');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(password, 'Secret123{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  }),
};

/** Remember-me, forgotten password, free play and the way to registration, as the login popup shows them. */
export const AllOptions: Story = {
  args: { showRememberMe: true, onForgotPassword: fn(), onFreePlay: fn(), onRegister: fn() },
  play: played(async ({ canvas, userEvent, args, t }) => {
    const rememberMe = canvas.getByRole('checkbox', { name: t('account:login.rememberMe') });
    await userEvent.click(rememberMe);
    await expect(args.onChange).toHaveBeenCalledWith('rememberMe', true);
    await userEvent.type(canvas.getByRole('textbox', { name: containing(t('register:types.register')) }), 'somchai88');
    await userEvent.type(canvas.getByLabelText(startingWith(t('register:fields.password.label'))), 'Secret123{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(rememberMe).toBeChecked();

    await userEvent.click(canvas.getByRole('button', { name: t('account:login.forgotPassword') }));
    await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t('account:login.freePlay') }));
    await expect(args.onFreePlay).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t('shell:header.register') }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
  }),
};

/** Remember-me brought back the username (never the password). */
export const Remembered: Story = {
  args: { showRememberMe: true, values: { ...emptyLoginValues, username: 'somchai88', rememberMe: true } },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('textbox', { name: containing(t('register:types.register')) })).toHaveValue(
      'somchai88',
    );
    await expect(canvas.getByLabelText(startingWith(t('register:fields.password.label')))).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: t('account:login.rememberMe') })).toBeChecked();
  }),
};

export const FreePlayStarting: Story = {
  args: { onFreePlay: fn(), freePlayLoading: true },
  play: played(async ({ canvas, args, t }) => {
    await expectTapIgnored(canvas.getByRole('button', { name: t('account:login.freePlay') }), args.onFreePlay);
  }),
};

export const Submitting: Story = {
  args: { submitting: true, values: { ...emptyLoginValues, username: 'somchai88', password: 'Secret123' } },
  play: played(async ({ canvas, args, t }) => {
    await expectTapIgnored(canvas.getByRole('button', { name: t('shell:header.login') }), args.onSubmit);
  }),
};

export const ServerErrorWithCaptcha: Story = {
  args: refusedWithCaptcha('Username or password is incorrect. Please try again.'),
  play: played(async ({ canvas, t }) => expectRefusedWithCaptcha(canvas, t, 'Username or password is incorrect')),
};

/**
 * Spec §5: the captcha is required while shown. A new picture clears only the captcha typed: the username and the
 * password stay.
 */
export const CaptchaRefreshKeepsTyping: Story = {
  args: refusedWithCaptcha('Invalid captcha input'),
  play: played(async ({ canvas, userEvent, args, t }) => {
    const username = canvas.getByRole('textbox', { name: containing(t('register:types.register')) });
    const password = canvas.getByLabelText(startingWith(t('register:fields.password.label')));
    const captcha = canvas.getByRole('textbox', { name: containing(t('register:fields.captcha.label')) });
    await userEvent.type(password, 'Secret123');
    await userEvent.type(captcha, '4827');

    await userEvent.click(canvas.getByRole('button', { name: t('account:captcha.refresh') }));
    await expect(args.onRefreshCaptcha).toHaveBeenCalledTimes(1);
    await expect(
      canvas.getByRole('button', { name: t('account:captcha.refresh') }).querySelector('img'),
    ).toHaveAttribute('src', `data:image/png;base64,${otherCaptchaPng}`);
    await expect(captcha).toHaveValue('');
    await expect(username).toHaveValue('somchai88');
    await expect(password).toHaveValue('Secret123');

    await userEvent.click(canvas.getByRole('button', { name: t('shell:header.login') }));
    await expect(captcha).toHaveAccessibleDescription(containing(t('account:validation.captchaRequired')));
    await expect(captcha).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(captcha, '3916{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  }),
};

/** The messages follow the language; what was typed stays through the switch. */
export const LanguageSwitchKeepsTyping: Story = {
  play: played(async ({ canvas, userEvent, loaded, t }) => {
    const i18n = loaded.i18n as { language: string; changeLanguage: (language: string) => Promise<unknown> };
    const username = canvas.getByRole('textbox', { name: containing(t('register:types.register')) });
    await userEvent.type(username, 'somchai88');
    await userEvent.click(canvas.getByRole('button', { name: t('shell:header.login') }));

    const before = i18n.language;
    await i18n.changeLanguage(before === 'th' ? 'en' : 'th');
    try {
      const password = await canvas.findByLabelText(startingWith(t('register:fields.password.label')));
      await expect(password).toHaveAccessibleDescription(t('account:validation.passwordRequired'));
      await expect(canvas.getByRole('textbox', { name: containing(t('register:types.register')) })).toHaveValue(
        'somchai88',
      );
    } finally {
      await i18n.changeLanguage(before);
    }
  }),
};

/** Mobile-code login on: a second tab with the mobile number (and its country), the SMS code and its button. */
export const SmsLogin: Story = {
  args: { smsLogin: smsLogin(), values: smsValues },
  play: played(async ({ canvas, userEvent, args, t }) => {
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
    await expect(args.smsLogin?.onSendSms).toHaveBeenCalledTimes(1);
    await expect(mobile).not.toHaveAttribute('aria-invalid', 'true');

    const code = canvas.getByRole('textbox', { name: containing(t('register:fields.verificationCode.label')) });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '482913{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('verificationCode', '482913');
    await expect(args.smsLogin?.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(mobile).toHaveValue('081 234 5678');
  }),
};

/** The number is checked (by the caller, with the rule) before a code is asked for. */
export const SmsInvalidMobile: Story = {
  args: { smsLogin: smsLogin(), defaultLoginType: 'sms', values: smsValues },
  play: played(async ({ canvas, userEvent, args, t }) => {
    const mobile = canvas.getByRole('textbox', { name: containing(t('register:types.registerMobile')) });
    await userEvent.click(canvas.getByRole('button', { name: t('account:sms.send') }));
    await expect(mobile).toHaveAccessibleDescription(t('account:validation.mobileRequired'));
    await expect(mobile).toHaveFocus();
    await userEvent.type(mobile, '123');
    await userEvent.click(canvas.getByRole('button', { name: t('account:sms.send') }));
    await expect(mobile).toHaveAccessibleDescription(t('account:validation.mobileInvalid'));
    await expect(mobile).toHaveFocus();
    await expect(mobile).toHaveValue('123');
    await expect(args.smsLogin?.onSendSms).not.toHaveBeenCalled();
  }),
};

export const SmsRequiredFields: Story = {
  args: { smsLogin: smsLogin(), defaultLoginType: 'sms', values: smsValues },
  play: played(async ({ canvas, userEvent, args, t }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell:header.login') }));
    const mobile = canvas.getByRole('textbox', { name: containing(t('register:types.registerMobile')) });
    const code = canvas.getByRole('textbox', { name: containing(t('register:fields.verificationCode.label')) });
    await expect(mobile).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(t('account:validation.smsCodeRequired'));
    await expect(mobile).toHaveFocus();

    await userEvent.type(mobile, '0812345678');
    await userEvent.click(canvas.getByRole('button', { name: t('shell:header.login') }));
    await expect(code).toHaveFocus();
    await expect(mobile).toHaveValue('0812345678');
    await expect(args.smsLogin?.onSubmit).not.toHaveBeenCalled();
  }),
};

export const SmsSending: Story = {
  args: {
    smsLogin: smsLogin({ smsState: 'sending' }),
    defaultLoginType: 'sms',
    values: { ...smsValues, mobileNum: '0812345678' },
  },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('button', { name: t('account:sms.send') })).toHaveAttribute('aria-busy', 'true');
  }),
};

export const SmsCountdown: Story = {
  args: {
    smsLogin: smsLogin({ smsState: 'countdown', smsSecondsLeft: 37 }),
    defaultLoginType: 'sms',
    values: { ...smsValues, mobileNum: '0812345678' },
  },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('button', { name: t('account:sms.resendIn', { seconds: 37 }) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  }),
};

export const SmsThrottled: Story = {
  args: {
    smsLogin: smsLogin({ smsState: 'throttled' }),
    defaultLoginType: 'sms',
    values: { ...smsValues, mobileNum: '0812345678' },
  },
  play: played(async ({ canvas, userEvent, args, t }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('account:sms.send') }));
    await expect(args.smsLogin?.onSendSms).not.toHaveBeenCalled();
  }),
};

/** Remembered dialling code and number (remember-me keeps them 24 hours). */
export const SmsRemembered: Story = {
  args: {
    smsLogin: smsLogin(),
    defaultLoginType: 'sms',
    values: { ...emptyLoginValues, countryDialingCode: '+84', mobileNum: '912345678' },
  },
  play: played(async ({ canvas, loaded, t }) => {
    const language = (loaded.i18n as { language: string }).language;
    await expect(canvas.getByRole('combobox', { name: t('account:country.label') })).toHaveTextContent(
      `${countryName('VN', language)} +84`,
    );
    await expect(canvas.getByRole('textbox', { name: containing(t('register:types.registerMobile')) })).toHaveValue(
      '912345678',
    );
  }),
};

export const Thai: Story = {
  args: {
    smsLogin: smsLogin({ smsState: 'countdown', smsSecondsLeft: 45 }),
    values: smsValues,
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
  render: (args) => <StoryLoginForm {...args} />,
  args: {
    smsLogin: smsLogin({ smsState: 'countdown', smsSecondsLeft: 60 }),
    values: smsValues,
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
