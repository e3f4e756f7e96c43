import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { demoCountries, demoFlagUrl } from '../../widgets/CountryCodePicker/CountryCodePicker.fixtures';
import { LoginModal, type LoginModalProps } from './LoginModal';

/** An 80×30 captcha picture reading "4827", drawn for these stories. */
const captchaPng =
  'iVBORw0KGgoAAAANSUhEUgAAAFAAAAAeCAMAAACMnWmDAAAACVBMVEX18OYoMlqqoMi74EXUAAABRElEQVR42p2W0aKDIAxD4fz/R88NldCm6L3sxaFNQxoKrf0Gx09G/efNrH8l8+sHYGN2UFQpnjLbV38Ec+ATove+z9t/w4heBE1AZjosoMPAEdCXEo4DpMvIOXQex+d+1ocIyCx3mM8pEmDJcASo4IHGkXaOpMyIteoVC0QLwxlOIf6UywJ+jUkIPyZ6qGoARAFZv/lG92CITkkvGEzlPRkyNIzhqsLIiKtIAiQTWJyJYTiahwKiYi1GWvBZxME2lzUX2WDhg1JDWrYTlw7agdzqWk9Fv0nKAskbTUqfLaT9ZELeuU73krdw6CicFuKOmxIuu2vsOJqas/KbxpX9sOgtvo6Ux0DVHDa9JdMOu+DKxmP3oxS2BVYUPowMcXXfnnGmc7I5NZ5P1gAIteyPxzavDnVeLPPVfeCfNwoiV3Z3i4vtByoDAzZuOeLxAAAAAElFTkSuQmCC';

const serverError = 'Username or password is incorrect. Please try again.';

const meta = {
  title: 'Modals/LoginModal',
  component: LoginModal,
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    onRefreshCaptcha: fn(),
    submitting: false,
    error: null,
    captchaImage: null,
    defaultUsername: '',
  },
  argTypes: {
    captchaImage: { control: 'text' },
  },
} satisfies Meta<typeof LoginModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog');

export const Default: Story = {
  play: async ({ userEvent, args }) => {
    const modal = within(await dialog());
    await expect(modal.getByRole('heading', { name: 'Log in' })).toBeVisible();
    const username = modal.getByRole('textbox', { name: /Username/ });
    await expect(username).toHaveAttribute('autocomplete', 'username');
    const password = modal.getByLabelText(/^Password/);
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(modal.queryByRole('textbox', { name: /Captcha/ })).not.toBeInTheDocument();

    await userEvent.type(username, 'somchai88');
    await userEvent.type(password, 'Secret123{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'somchai88', password: 'Secret123' });
  },
};

export const Submitting: Story = {
  args: { submitting: true, defaultUsername: 'somchai88' },
  play: async ({ userEvent, args }) => {
    const modal = within(await dialog());
    const username = modal.getByRole('textbox', { name: /Username/ });
    // the fields stay editable while the call runs
    await expect(username).toBeEnabled();
    await userEvent.type(username, 'x');
    await expect(username).toHaveValue('somchai88x');
    await userEvent.type(modal.getByLabelText(/^Password/), 'Secret123{Enter}');
    // no second login while the first is under way
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { error: serverError, defaultUsername: 'somchai88' },
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.getByText(serverError)).toBeVisible();
  },
};

export const WithCaptcha: Story = {
  args: { captchaImage: captchaPng, error: serverError, defaultUsername: 'somchai88' },
  play: async ({ userEvent, args }) => {
    const modal = within(await dialog());
    const captcha = modal.getByRole('textbox', { name: /Captcha/ });
    await expect(captcha).toHaveAttribute('inputmode', 'numeric');
    await expect(captcha).toHaveAttribute('autocomplete', 'off');
    await expect(captcha).toHaveAccessibleDescription('Tap the picture for a new code');

    await userEvent.click(modal.getByRole('button', { name: 'Captcha picture, tap for a new one' }));
    await expect(args.onRefreshCaptcha).toHaveBeenCalledTimes(1);

    await userEvent.type(modal.getByLabelText(/^Password/), 'Secret123');
    await userEvent.type(captcha, '4827{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'somchai88', password: 'Secret123', captcha: '4827' });
  },
};

export const ValidationErrors: Story = {
  play: async ({ userEvent, args }) => {
    const modal = within(await dialog());
    await userEvent.click(modal.getByRole('button', { name: 'Log in' }));

    const username = modal.getByRole('textbox', { name: /Username/ });
    const password = modal.getByLabelText(/^Password/);
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription('Please enter your username');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('Please enter your password');
    // the first invalid field gets the focus
    await expect(username).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // fixing a field takes its message away
    await userEvent.type(username, 'somchai88');
    await expect(username).not.toHaveAttribute('aria-invalid');
    await userEvent.click(modal.getByRole('button', { name: 'Log in' }));
    await expect(password).toHaveFocus();
  },
};

export const CaptchaRequired: Story = {
  args: { captchaImage: captchaPng, defaultUsername: 'somchai88' },
  play: async ({ userEvent, args }) => {
    const modal = within(await dialog());
    await userEvent.type(modal.getByLabelText(/^Password/), 'Secret123{Enter}');
    const captcha = modal.getByRole('textbox', { name: /Captcha/ });
    await expect(captcha).toHaveAttribute('aria-invalid', 'true');
    await expect(captcha).toHaveAccessibleDescription('Please enter the captcha Tap the picture for a new code');
    await expect(captcha).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Plays the container: answers every login with a failure that carries a captcha, as new props. */
function FailingLogin(args: LoginModalProps) {
  const [failure, setFailure] = useState<Pick<LoginModalProps, 'error' | 'captchaImage'>>({});
  return (
    <LoginModal
      {...args}
      {...failure}
      onSubmit={(values) => {
        args.onSubmit(values);
        setFailure({ error: serverError, captchaImage: captchaPng });
      }}
    />
  );
}

/** A failed login re-renders the modal with an error and a captcha. What was typed stays. */
export const KeepsInputOnError: Story = {
  render: (args) => <FailingLogin {...args} />,
  play: async ({ userEvent, args }) => {
    const modal = within(await dialog());
    const username = modal.getByRole('textbox', { name: /Username/ });
    const password = modal.getByLabelText(/^Password/);
    await userEvent.type(username, 'somchai88');
    await userEvent.type(password, 'wrong-pass{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);

    await expect(await modal.findByText(serverError)).toBeVisible();
    await expect(await modal.findByRole('textbox', { name: /Captcha/ })).toBeVisible();
    await expect(username).toHaveValue('somchai88');
    // never cleared on error: the player fixes a typo instead of typing it all again
    await expect(password).toHaveValue('wrong-pass');
  },
};

/** Opened from a button by keyboard; Escape closes it and the focus goes back to the button. */
export const OpensByKeyboard: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Log in</Button>
        <LoginModal
          {...args}
          open={open}
          onOpenChange={(next) => {
            args.onOpenChange(next);
            setOpen(next);
          }}
        />
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Log in' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const modal = await dialog();
    await expect(modal).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Thai: Story = {
  args: { captchaImage: captchaPng, error: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง กรุณาลองใหม่อีกครั้ง' },
  globals: { language: 'TY' },
  play: async ({ userEvent }) => {
    const modal = within(await dialog());
    await expect(await modal.findByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await expect(modal.getByRole('textbox', { name: /ชื่อผู้ใช้/ })).toHaveAccessibleDescription('กรุณากรอกชื่อผู้ใช้');
    await expect(modal.getByLabelText(/^รหัสผ่าน/)).toHaveAccessibleDescription('กรุณากรอกรหัสผ่าน');
  },
};

/** Everything the login popup can carry: mobile-code login, remember-me, forgotten password, free play. */
export const AllOptions: Story = {
  args: {
    smsLogin: {
      onSubmit: fn(),
      onSendSms: fn(),
      countries: demoCountries,
      flagUrl: demoFlagUrl,
      defaultCountry: 'TH',
    },
    showRememberMe: true,
    onForgotPassword: fn(),
    onFreePlay: fn(),
  },
  play: async ({ userEvent, args }) => {
    const modal = within(await dialog());
    await expect(await dialog()).toHaveAccessibleName('Log in');
    await expect(modal.getByRole('tab', { name: 'Username', selected: true })).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: 'Forgot password?' }));
    await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
    await userEvent.click(modal.getByRole('tab', { name: 'Mobile number' }));
    await expect(modal.getByRole('combobox', { name: 'Country code' })).toHaveTextContent('+66');
  },
};
