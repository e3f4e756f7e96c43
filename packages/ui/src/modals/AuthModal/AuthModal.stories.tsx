import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { filledValues, phone360, useStoryRegisterState } from '../../widgets/RegisterForm/RegisterForm.fixtures';
import type { RegisterFormProps } from '../../widgets/RegisterForm';
import { emptyLoginValues, type LoginFormProps } from '../../widgets/LoginForm';
import {
  expectRefusedWithCaptcha,
  refusedWithCaptcha,
  useStoryLoginState,
} from '../../widgets/LoginForm/LoginForm.fixtures';
import { demoCountries, demoFlagUrl } from '../../widgets/CountryCodePicker/CountryCodePicker.fixtures';
import { AuthModal, authTabs, type AuthModalProps } from './AuthModal';
import { choice } from '../../private/storyControls';
import { containing, played, startingWith } from '../../private/storyText';
import { registerFormArgs } from '../../private/registerStory';
import { dialogQueries, findDialog, inDialog, shownModal } from '../../private/modalStory';

const registerProps = (overrides: Partial<RegisterFormProps> = {}): RegisterFormProps => ({
  ...registerFormArgs(),
  smsVerification: true,
  onSendSms: fn(),
  ...overrides,
});

const loginProps = (overrides: Partial<LoginFormProps> = {}): LoginFormProps => ({
  values: emptyLoginValues,
  onChange: fn(),
  onSubmit: fn(),
  ...overrides,
});

/** The popup with the login and registration values held here, as the login and registration flows would. */
function Demo({ register, login, ...args }: AuthModalProps & { register: RegisterFormProps }) {
  return <AuthModal {...args} login={useStoryLoginState(login)} register={useStoryRegisterState(register)} />;
}

/** The popup without registration, the login values held here. */
function LoginOnlyDemo({ login, ...args }: AuthModalProps) {
  return <AuthModal {...args} login={useStoryLoginState(login)} />;
}

const meta = {
  title: 'Modals/AuthModal',
  ...shownModal(AuthModal, '48rem', {
    onTabChange: fn(),
    login: loginProps({ showRememberMe: true, onForgotPassword: fn() }),
    register: registerProps(),
  }),
  render: (args) => (args.register ? <Demo {...args} register={args.register} /> : <LoginOnlyDemo {...args} />),
  argTypes: {
    defaultTab: choice(authTabs),
    tab: choice(authTabs),
    login: { control: 'object' },
    register: { control: 'object' },
  },
} satisfies Meta<typeof AuthModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on the login tab; the dialog is named after the open tab. */
export const LoginTab: Story = {
  play: inDialog('shell:header.login', async ({ userEvent, args, t, modal }) => {
    await expect(modal.getByRole('tab', { name: t('shell:header.login'), selected: true })).toBeVisible();
    await userEvent.type(modal.getByRole('textbox', { name: containing(t('register:types.register')) }), 'somchai88');
    await userEvent.type(modal.getByLabelText(startingWith(t('register:fields.password.label'))), 'Secret123{Enter}');
    await expect(args.login.onChange).toHaveBeenLastCalledWith('password', 'Secret123');
    await expect(args.login.onSubmit).toHaveBeenCalledTimes(1);
  }),
};

export const Playground: Story = { args: { defaultTab: 'login', registerTitle: '' } };

export const RegisterTab: Story = {
  args: { defaultTab: 'register' },
  play: inDialog('shell:header.register', async ({ t, modal }) => {
    await expect(modal.getByRole('tab', { name: t('shell:header.register'), selected: true })).toBeVisible();
    await expect(modal.getByRole('textbox', { name: startingWith(t('register:types.register')) })).toHaveAttribute(
      'autocomplete',
      'username',
    );
  }),
};

/** Arrow keys move between the tabs; what was typed on the login tab is still there on the way back. */
export const SwitchTabsByKeyboard: Story = {
  play: inDialog(async ({ userEvent, args, t, modal }) => {
    await userEvent.type(modal.getByRole('textbox', { name: containing(t('register:types.register')) }), 'somchai88');
    modal.getByRole('tab', { name: t('shell:header.login') }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onTabChange).toHaveBeenCalledWith('register');
    await expect(await findDialog()).toHaveAccessibleName(t('shell:header.register'));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await findDialog()).toHaveAccessibleName(t('shell:header.login'));
    await expect(modal.getByRole('textbox', { name: containing(t('register:types.register')) })).toHaveValue(
      'somchai88',
    );
  }),
};

/** "No account yet? Register" and "Already have an account? Log in" switch the tabs. */
export const SwitchTabsByLinks: Story = {
  play: inDialog(async ({ userEvent, t, modal }) => {
    await userEvent.click(modal.getByRole('button', { name: t('shell:header.register') }));
    await expect(modal.getByRole('tab', { name: t('shell:header.register'), selected: true })).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: t('shell:header.login') }));
    await expect(modal.getByRole('tab', { name: t('shell:header.login'), selected: true })).toBeVisible();
  }),
};

/** No registration type enabled: the login form alone, no tabs. */
export const LoginOnly: Story = {
  args: { register: undefined },
  play: inDialog(async ({ t, modal }) => {
    await expect(modal.queryByRole('tablist')).not.toBeInTheDocument();
    await expect(modal.queryByRole('button', { name: t('shell:header.register') })).not.toBeInTheDocument();
  }),
};

/** Mobile-code login, free play, remember-me and forgotten password all on. */
export const EveryLoginOption: Story = {
  args: {
    login: loginProps({
      showRememberMe: true,
      onForgotPassword: fn(),
      onFreePlay: fn(),
      smsLogin: {
        onSubmit: fn(),
        onSendSms: fn(),
        countries: demoCountries,
        flagUrl: demoFlagUrl,
        defaultCountry: 'TH',
      },
    }),
  },
  play: inDialog(async ({ userEvent, args, t, modal }) => {
    await userEvent.click(modal.getByRole('button', { name: t('account:login.freePlay') }));
    await expect(args.login.onFreePlay).toHaveBeenCalledTimes(1);
    await userEvent.click(modal.getByRole('tab', { name: t('register:types.registerMobile') }));
    await expect(modal.getByRole('textbox', { name: containing(t('register:types.registerMobile')) })).toBeVisible();
  }),
};

export const LoginFailedWithCaptcha: Story = {
  args: {
    login: loginProps(refusedWithCaptcha('Username or password is incorrect. Please try again.')),
  },
  play: inDialog(async ({ t, modal }) => expectRefusedWithCaptcha(modal, t, 'Username or password is incorrect')),
};

export const RegisterSubmitting: Story = {
  args: { defaultTab: 'register', register: registerProps({ values: filledValues, submitting: true }) },
  play: inDialog(async ({ t, modal }) => {
    await expect(modal.getByRole('button', { name: t('shell:header.register') })).toHaveAttribute('aria-busy', 'true');
  }),
};

export const RegisterServerError: Story = {
  args: {
    defaultTab: 'register',
    register: registerProps({
      values: filledValues,
      serverError: 'Username already exists, please choose another one.',
    }),
  },
  play: inDialog(async ({ modal }) => {
    await expect(modal.getByRole('alert')).toHaveTextContent('Username already exists');
  }),
};

/** The merchant's headline on the register tab (spec §1: it may carry the bonus). */
export const MerchantRegisterTitle: Story = {
  args: { defaultTab: 'register', registerTitle: 'Register now and get up to 1,000 THB' },
  play: async () => {
    await expect(await findDialog()).toHaveAccessibleName('Register now and get up to 1,000 THB');
  },
};

/** Controlled by the caller (e.g. the header's Register button opens it on that tab). */
export const ControlledTab: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const [tab, setTab] = useState<'login' | 'register'>('login');
    return (
      <>
        <Button
          onClick={() => {
            setTab('register');
            setOpen(true);
          }}
        >
          Register
        </Button>
        <Demo
          {...args}
          register={args.register ?? registerProps()}
          open={open}
          onOpenChange={setOpen}
          tab={tab}
          onTabChange={setTab}
        />
      </>
    );
  },
  play: played(async ({ canvas, userEvent, t }) => {
    // the trigger's label is the story's own text, as written
    const trigger = canvas.getByRole('button', { name: 'Register' });
    await userEvent.click(trigger);
    await expect(await findDialog()).toHaveAccessibleName(t('shell:header.register'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  }),
};

export const Thai: Story = {
  globals: { language: 'TY' },
  args: {
    login: loginProps({ showRememberMe: true, onForgotPassword: fn(), onFreePlay: fn() }),
  },
  play: async ({ userEvent }) => {
    const modal = await dialogQueries();
    await expect(await modal.findByRole('tab', { name: 'เข้าสู่ระบบ', selected: true })).toBeVisible();
    await userEvent.click(modal.getByRole('tab', { name: 'สมัครสมาชิก' }));
    await expect(await findDialog()).toHaveAccessibleName('สมัครสมาชิก');
    await expect(modal.getByRole('checkbox', { name: /ฉันมีอายุ 18 ปีขึ้นไป/ })).toBeVisible();
  },
};

export const Mobile360: Story = {
  ...phone360,
  globals: { ...phone360.globals, language: 'TY' },
  args: { defaultTab: 'register', register: registerProps({ type: 'registerMobile' }) },
  play: async () => {
    const modal = await findDialog();
    await within(modal).findByRole('tab', { name: 'สมัครสมาชิก', selected: true });
    // the test browser takes the story's 360 px viewport: nothing sticks out of the popup or the screen
    await expect(window.innerWidth).toBe(360);
    await expect(modal.scrollWidth).toBeLessThanOrEqual(modal.clientWidth);
    await expect(modal.getBoundingClientRect().right).toBeLessThanOrEqual(360);
  },
};
