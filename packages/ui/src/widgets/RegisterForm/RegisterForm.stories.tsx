import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, within } from 'storybook/test';
import { WarningDialog } from '../../modals/NoticeDialog';
import { RegisterForm, type RegisterFormProps } from './RegisterForm';
import {
  everyFieldOptional,
  everyFieldRequired,
  filledValues,
  minimalRules,
  phone360,
  typicalRules,
  useStoryRegisterState,
} from './RegisterForm.fixtures';
import { emptyRegisterValues, registerFields, type RegisterField } from '@wl/rules';
import { countryName } from '../CountryCodePicker';
import type { RegisterErrors } from './RegisterForm';
import { smsButtonStates } from '../SmsCodeField/SmsCodeField';
import { choice } from '../../private/storyControls';
import type { storyText } from '../../private/storyText';
import { containing, played, startingWith } from '../../private/storyText';
import { registerFormArgs, registerFormArgTypes } from '../../private/registerStory';
import { expectTapIgnored } from '../../private/storyChecks';

/** The form with its values held here, as the site holds them. */
function Demo(args: RegisterFormProps) {
  return <RegisterForm {...useStoryRegisterState(args)} />;
}

const meta = {
  title: 'Widgets/RegisterForm',
  component: RegisterForm,
  render: (args) => (
    <div style={{ maxWidth: '28rem' }}>
      <Demo {...args} />
    </div>
  ),
  args: registerFormArgs({ smsVerification: false, onSendSms: fn() }),
  argTypes: {
    smsState: choice(smsButtonStates),
    ...registerFormArgTypes,
    errors: { control: 'object' },
    captchaImage: { control: 'text' },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type Text = ReturnType<typeof storyText>;

/** A field's text box, by its translated label (followed by its required mark). */
const textbox = (canvas: Canvas, t: Text, field: RegisterField) =>
  canvas.getByRole('textbox', { name: startingWith(t(`register:fields.${field}.label`)) });

/** The 18+ box, by its translated label (the agreement link's text inside it). */
const ageBox = (canvas: Canvas, t: Text) =>
  canvas.getByRole('checkbox', {
    name: startingWith(t('account:terms.confirm', { age: 18 }).replace(/<\/?terms>/g, '')),
  });

const languageOf = (loaded: Record<string, unknown>) => (loaded.i18n as { language: string }).language;

/** The settings most merchants send: a few contact fields, email and referral code optional, a captcha. */
export const Default: Story = {
  play: played(async ({ canvas, userEvent, args, t }) => {
    await expect(canvas.getByRole('tab', { name: t('register:types.register'), selected: true })).toBeVisible();
    const username = textbox(canvas, t, 'username');
    await expect(username).toHaveAttribute('autocomplete', 'username');
    await expect(username).toHaveAttribute('maxlength', '16');
    await expect(username).toBeRequired();
    await expect(canvas.getByLabelText(startingWith(t('register:fields.password.label')))).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(canvas.getByLabelText(startingWith(t('register:fields.password.label')))).toHaveAccessibleDescription(
      t('register:passwordLength', { min: 6, max: 20 }),
    );
    await expect(canvas.getByLabelText(startingWith(t('register:fields.confirmPassword.label')))).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(textbox(canvas, t, 'mobileNum')).toHaveAttribute('autocomplete', 'tel-national');
    await expect(textbox(canvas, t, 'email')).toHaveAttribute('autocomplete', 'email');
    await expect(textbox(canvas, t, 'email')).not.toBeRequired();
    await expect(textbox(canvas, t, 'payeeName')).toBeRequired();
    await expect(textbox(canvas, t, 'captcha')).toBeRequired();
    await expect(
      canvas.queryByRole('textbox', { name: containing(t('register:fields.qqNum.label')) }),
    ).not.toBeInTheDocument();

    await userEvent.type(username, 'somchai88');
    await expect(args.onChange).toHaveBeenLastCalledWith('username', 'somchai88');
    await expect(username).toHaveValue('somchai88');
    await userEvent.click(ageBox(canvas, t));
    await expect(args.onChange).toHaveBeenLastCalledWith('agreed', true);
    await userEvent.click(canvas.getByRole('button', { name: t('shell:header.register') }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  }),
};

export const Playground: Story = {
  args: { submitting: false, smsVerification: true, affiliateCodeFromUrl: false, minimumAge: 18 },
};

/** No optional setting on: only what the username type always asks for. */
export const MinimalFields: Story = {
  args: { rules: minimalRules, captchaImage: null },
  play: played(async ({ canvas, t }) => {
    const labels = canvas.getAllByRole('textbox').map((input) => input.getAttribute('name'));
    await expect(labels).toEqual(['username']);
    await expect(canvas.getByLabelText(startingWith(t('register:fields.password.label')))).toBeRequired();
    await expect(canvas.getByLabelText(startingWith(t('register:fields.confirmPassword.label')))).toBeRequired();
  }),
};

/** Every setting on and required: each field shows, each with the * mark. */
export const EveryFieldRequired: Story = {
  args: { rules: everyFieldRequired, smsVerification: true },
  play: async ({ canvasElement }) => {
    const shown = [...canvasElement.querySelectorAll('input:not([type="checkbox"])')].map((input) =>
      input.getAttribute('name'),
    );
    await expect(shown).toEqual(registerFields);
    for (const input of canvasElement.querySelectorAll('input')) await expect(input).toBeRequired();
  },
};

/** Every setting on, none required: only the fields spec §5 always requires carry the * mark. */
export const EveryFieldOptional: Story = {
  args: { rules: everyFieldOptional, smsVerification: true },
  play: played(async ({ canvas, t }) => {
    const optional = ['qqNum', 'line', 'whatsapp', 'zalo', 'facebook', 'wechat', 'idNumber', 'email'] as const;
    for (const field of optional) await expect(textbox(canvas, t, field)).not.toBeRequired();
    await expect(textbox(canvas, t, 'affiliateCode')).not.toBeRequired();
    await expect(textbox(canvas, t, 'captcha')).not.toBeRequired();
    for (const field of ['username', 'mobileNum', 'verificationCode'] as const) {
      await expect(textbox(canvas, t, field)).toBeRequired();
    }
    await expect(canvas.getByLabelText(startingWith(t('register:fields.paymentPassword.label')))).toBeRequired();
    await expect(canvas.getByLabelText(startingWith(t('register:fields.paymentPassword.label')))).toHaveAttribute(
      'autocomplete',
      'off',
    );
  }),
};

const everyError: RegisterErrors = {
  username: 'Start with a letter, then letters or digits: 6 - 16 characters',
  mobileNum: 'Please enter a valid mobile number',
  verificationCode: 'Please enter a valid verification code',
  password: 'Please fill in your password with 6 - 20 characters',
  confirmPassword: 'Incorrect confirmation input',
  payeeName: 'Real name format is incorrect',
  paymentPassword: 'Digits only: 6 digits',
  qqNum: 'QQ cannot be empty',
  line: 'No spaces: 2 - 30 characters',
  whatsapp: 'Phone number format is incorrect',
  zalo: 'Phone number format is incorrect',
  facebook: 'Facebook cannot be empty',
  wechat: 'WeChat cannot be empty',
  idNumber: 'ID number cannot be empty',
  email: 'Please enter a valid email address of 2 - 30 characters',
  affiliateCode: 'Invalid invitation code',
  captcha: 'Please enter the captcha',
  agreed: 'Please agree to the terms',
};

/** Each field with its message (translated by the caller); every field keeps what was typed. */
export const ErrorsOnEveryField: Story = {
  args: {
    rules: everyFieldRequired,
    smsVerification: true,
    values: { ...filledValues, password: 'abc', confirmPassword: 'abd', agreed: false },
    errors: everyError,
  },
  play: played(async ({ canvasElement, canvas, t }) => {
    for (const name of registerFields) {
      const input = canvasElement.querySelector<HTMLInputElement>(`input[name="${name}"]`);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input?.getAttribute('aria-describedby')).toBeTruthy();
    }
    await expect(textbox(canvas, t, 'username')).toHaveValue('somchai88');
    // the story passes its messages in, so they stay as written in every language
    await expect(ageBox(canvas, t)).toHaveAccessibleDescription(everyError.agreed!);
  }),
};

/** Plays the registration flow: every submit answers with errors, as new props. */
function FailingRegistration(args: RegisterFormProps) {
  const [errors, setErrors] = useState<RegisterErrors>({});
  return (
    <Demo
      {...args}
      errors={errors}
      onSubmit={() => {
        args.onSubmit();
        setErrors({
          password: 'Please fill in your password with 6 - 20 characters',
          agreed: 'Please agree to the terms',
        });
      }}
    />
  );
}

/** After a failed submit the first field with an error takes the focus; nothing typed is lost. */
export const FocusesFirstError: Story = {
  args: { rules: minimalRules, captchaImage: null },
  render: (args) => (
    <div style={{ maxWidth: '28rem' }}>
      <FailingRegistration {...args} />
    </div>
  ),
  play: played(async ({ canvas, userEvent, t }) => {
    await userEvent.type(textbox(canvas, t, 'username'), 'somchai88');
    await userEvent.type(canvas.getByLabelText(startingWith(t('register:fields.password.label'))), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: t('shell:header.register') }));
    const password = canvas.getByLabelText(startingWith(t('register:fields.password.label')));
    await expect(password).toHaveFocus();
    await expect(password).toHaveAccessibleDescription('Please fill in your password with 6 - 20 characters');
    await expect(textbox(canvas, t, 'username')).toHaveValue('somchai88');
    await expect(password).toHaveValue('abc');
  }),
};

export const Submitting: Story = {
  args: { submitting: true, values: filledValues },
  play: played(async ({ canvas, args, t }) => {
    await expectTapIgnored(canvas.getByRole('button', { name: t('shell:header.register') }), args.onSubmit);
    // the fields stay editable while the call runs
    await expect(textbox(canvas, t, 'username')).toBeEnabled();
  }),
};

export const ServerError: Story = {
  args: { values: filledValues, serverError: 'Username already exists, please choose another one.' },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Username already exists');
    await expect(textbox(canvas, t, 'username')).toHaveValue('somchai88');
  }),
};

/** Mobile registration: the mobile number is the account; notice, SMS code, no username or confirmation. */
export const MobileRegistration: Story = {
  args: {
    type: 'registerMobile',
    smsVerification: true,
    rules: { ...typicalRules, password: { ...typicalRules.password!, enabled: false, required: false } },
  },
  play: played(async ({ canvas, userEvent, args, t }) => {
    await expect(canvas.getByText(t('register:mobileNotice'))).toBeVisible();
    await expect(
      canvas.queryByRole('textbox', { name: startingWith(t('register:types.register')) }),
    ).not.toBeInTheDocument();
    await expect(canvas.queryByLabelText(startingWith(t('register:fields.password.label')))).not.toBeInTheDocument();
    await expect(
      canvas.queryByLabelText(startingWith(t('register:fields.confirmPassword.label'))),
    ).not.toBeInTheDocument();
    await expect(textbox(canvas, t, 'mobileNum')).toBeRequired();
    await userEvent.type(textbox(canvas, t, 'mobileNum'), '0812345678');
    await userEvent.click(canvas.getByRole('button', { name: t('account:sms.send') }));
    await expect(args.onSendSms).toHaveBeenCalledTimes(1);
    await expect(textbox(canvas, t, 'verificationCode')).toHaveAttribute('autocomplete', 'one-time-code');
  }),
};

/** registerMobile's optional password: shown when its setting is on, without a confirmation. */
export const MobileRegistrationWithPassword: Story = {
  args: {
    type: 'registerMobile',
    smsVerification: true,
    rules: { ...typicalRules, password: { ...typicalRules.password!, required: false } },
  },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByLabelText(startingWith(t('register:fields.password.label')))).not.toBeRequired();
    await expect(
      canvas.queryByLabelText(startingWith(t('register:fields.confirmPassword.label'))),
    ).not.toBeInTheDocument();
  }),
};

export const SwitchType: Story = {
  play: played(async ({ canvas, userEvent, args, t }) => {
    await userEvent.click(canvas.getByRole('tab', { name: t('register:types.register') }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onTypeChange).toHaveBeenCalledWith('registerMobile');
    await expect(canvas.getByRole('tab', { name: t('register:types.registerMobile'), selected: true })).toBeVisible();
    await expect(
      canvas.queryByRole('textbox', { name: startingWith(t('register:types.register')) }),
    ).not.toBeInTheDocument();
  }),
};

/** Spec §2: only enabled types are offered; one type, no tabs. */
export const OnlyUsernameType: Story = {
  args: { types: ['register'] },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
    await expect(textbox(canvas, t, 'username')).toBeVisible();
  }),
};

export const OnlyMobileType: Story = {
  args: { types: ['registerMobile'], type: 'registerMobile', smsVerification: true },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
    await expect(textbox(canvas, t, 'mobileNum')).toBeVisible();
  }),
};

export const SmsSending: Story = {
  args: { type: 'registerMobile', smsVerification: true, smsState: 'sending', values: filledValues },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('button', { name: t('account:sms.send') })).toHaveAttribute('aria-busy', 'true');
  }),
};

export const SmsCountdown: Story = {
  args: { type: 'registerMobile', smsVerification: true, smsState: 'countdown', smsSecondsLeft: 48 },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('button', { name: t('account:sms.resendIn', { seconds: 48 }) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  }),
};

export const SmsThrottled: Story = {
  args: { type: 'registerMobile', smsVerification: true, smsState: 'throttled' },
  play: played(async ({ canvas, userEvent, args, t }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('account:sms.send') }));
    await expect(args.onSendSms).not.toHaveBeenCalled();
  }),
};

/** Spec §8: a failed SMS send shows the server's message in a warning dialog (opened by the caller). */
export const SmsSendFailed: Story = {
  args: { type: 'registerMobile', smsVerification: true, values: filledValues },
  render: (args) => (
    <div style={{ maxWidth: '28rem' }}>
      <Demo {...args} />
      <WarningDialog
        open
        onOpenChange={() => undefined}
        message="Too many requests, please try again after 5 minutes"
      />
    </div>
  ),
  play: played(async ({ t }) => {
    const dialog = await screen.findByRole('dialog', { name: t('common:notice.warningTitle') });
    await expect(dialog).toHaveTextContent('Too many requests, please try again after 5 minutes');
  }),
};

/** Spec §8: the affiliate check failed; the caller opens `invitation_code_error`. The code typed stays. */
function InvitationError(args: RegisterFormProps) {
  const { t } = useTranslation('register');
  return (
    <div style={{ maxWidth: '28rem' }}>
      <Demo {...args} />
      <WarningDialog open onOpenChange={() => undefined} message={t('invitation_code_error')} />
    </div>
  );
}

export const InvitationCodeError: Story = {
  args: { values: { ...filledValues, affiliateCode: 'XX123' } },
  render: (args) => <InvitationError {...args} />,
  play: played(async ({ t }) => {
    const dialog = await screen.findByRole('dialog', { name: t('common:notice.warningTitle') });
    await expect(dialog).toHaveTextContent(t('register:invitation_code_error'));
  }),
};

/** A referral link (`?referralCode=`) filled the code and it passed its check: the field hides. */
export const AffiliateCodeFromUrl: Story = {
  args: { affiliateCodeFromUrl: true },
  play: played(async ({ canvas, t }) => {
    await expect(
      canvas.queryByRole('textbox', { name: containing(t('register:fields.affiliateCode.label')) }),
    ).not.toBeInTheDocument();
  }),
};

export const CaptchaRefreshing: Story = {
  args: { captchaRefreshing: true },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('button', { name: t('account:captcha.refresh') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  }),
};

/** The supplied dialling code is not offered: the visitor's country shows (spec §2). */
export const CountryFallback: Story = {
  args: { values: { ...emptyRegisterValues, countryDialingCode: '+999' }, defaultCountry: 'VN' },
  play: played(async ({ canvas, userEvent, args, loaded, t }) => {
    const language = languageOf(loaded);
    const picker = canvas.getByRole('combobox', { name: t('account:country.label') });
    await expect(picker).toHaveTextContent(`${countryName('VN', language)} +84`);
    await userEvent.click(picker);
    await userEvent.click(canvas.getByRole('option', { name: `${countryName('TH', language)} +66` }));
    await expect(args.onChange).toHaveBeenCalledWith('countryDialingCode', '+66');
  }),
};

export const WithLoginLink: Story = {
  args: { onLogin: fn() },
  play: played(async ({ canvas, userEvent, args, t }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell:header.login') }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  }),
};

export const Thai: Story = {
  args: {
    values: { ...filledValues, password: 'abc', agreed: false },
    errors: {
      username: 'ขึ้นต้นด้วยตัวอักษรภาษาอังกฤษ ตามด้วยตัวอักษรหรือตัวเลข 6 - 16 ตัว',
      password: 'กรุณาตั้งรหัสผ่าน 6 - 20 ตัวอักษร',
      agreed: 'กรุณายอมรับข้อตกลงการใช้งาน',
    },
    onLogin: fn(),
  },
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'ชื่อผู้ใช้', selected: true })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^ชื่อผู้ใช้/ })).toHaveAccessibleDescription(
      'ขึ้นต้นด้วยตัวอักษรภาษาอังกฤษ ตามด้วยตัวอักษรหรือตัวเลข 6 - 16 ตัว',
    );
    await expect(canvas.getByText('ช่องที่มีเครื่องหมาย * จำเป็นต้องกรอก')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'สมัครสมาชิก' })).toBeVisible();
  },
};

export const ThaiMobileRegistration: Story = {
  args: { type: 'registerMobile', smsVerification: true, smsState: 'countdown', smsSecondsLeft: 52 },
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('เบอร์มือถือของคุณจะเป็นหมายเลขบัญชีสำหรับเข้าสู่ระบบ')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ส่งใหม่ใน 52 วิ' })).toBeVisible();
  },
};

export const Mobile360: Story = {
  ...phone360,
  render: (args) => <Demo {...args} />,
  args: {
    rules: everyFieldRequired,
    type: 'registerMobile',
    smsVerification: true,
    smsState: 'countdown',
    smsSecondsLeft: 60,
    values: filledValues,
    errors: { verificationCode: 'กรุณากรอกรหัส OTP ให้ถูกต้อง' },
  },
  globals: { ...phone360.globals, language: 'TY' },
  play: async ({ canvas }) => {
    const phone = canvas.getByTestId('phone');
    await within(phone).findByRole('button', { name: 'ส่งใหม่ใน 60 วิ' });
    await expect(phone.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const Dark: Story = { globals: { mode: 'dark' }, args: { values: filledValues } };
