import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import { phone360 } from '../../widgets/RegisterForm/RegisterForm.fixtures';
import {
  ChangePasswordModal,
  emptyChangePasswordValues,
  passwordChangeReasons,
  type ChangePasswordErrors,
  type ChangePasswordModalProps,
} from './ChangePasswordModal';
import { choice } from '../../private/storyControls';
import { withHeldValues } from '../../private/storyStates';
import { startingWith } from '../../private/storyText';
import { findDialog, inDialog, shownModal } from '../../private/modalStory';
import { expectNewPasswordFields, expectTapIgnored } from '../../private/storyChecks';

/** Values held here, as the password-change flow would. */
const Demo = withHeldValues(ChangePasswordModal);

const meta = {
  title: 'Modals/ChangePasswordModal',
  ...shownModal(ChangePasswordModal, '36rem', {
    values: emptyChangePasswordValues,
    onChange: fn(),
    onSubmit: fn(),
    username: 'somchai88',
  }),
  render: (args) => <Demo {...args} />,
  argTypes: {
    reason: choice(passwordChangeReasons),
    values: { control: 'object' },
    errors: { control: 'object' },
  },
} satisfies Meta<typeof ChangePasswordModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Voluntary change from the member centre: the current password, then the new one twice. */
export const Voluntary: Story = {
  play: inDialog('account:password.title', async ({ userEvent, args, t, modal }) => {
    const old = modal.getByLabelText(startingWith(t('account:password.old')));
    await expect(old).toHaveAttribute('autocomplete', 'current-password');
    const [fresh, confirm] = await expectNewPasswordFields(modal, t);
    await userEvent.type(old, 'Secret123');
    await userEvent.type(fresh, 'Lucky2024');
    await userEvent.type(confirm, 'Lucky2024{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith('confirmNewPassword', 'Lucky2024');
  }),
};

export const Playground: Story = { args: { askOldPassword: true, submitting: false, passwordHint: '6–20 characters' } };

/** Forced after logging in with the weak default 123456: the old password is known, so it is not asked. */
export const ForcedDefaultPassword: Story = {
  args: { reason: 'defaultPassword', askOldPassword: false },
  play: inDialog('account:password.forcedTitle', async ({ userEvent, args, t, modal }) => {
    await expect(modal.getByRole('alert')).toHaveTextContent(t('account:password.reason.defaultPassword'));
    await expect(modal.queryByLabelText(startingWith(t('account:password.old')))).not.toBeInTheDocument();
    // a stray tap on the cover does not close it
    await userEvent.click((await findDialog()).parentElement as HTMLElement);
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  }),
};

/** Forced because the password expired (forced change on) and the stored one is unknown: the old one is asked. */
export const ForcedExpired: Story = {
  args: { reason: 'expired', askOldPassword: true },
  play: inDialog(async ({ t, modal }) => {
    await expect(modal.getByRole('alert')).toHaveTextContent(t('account:password.reason.expired'));
    await expect(modal.getByLabelText(startingWith(t('account:password.old')))).toBeRequired();
  }),
};

const errors: ChangePasswordErrors = {
  oldPassword: 'Please enter your current password',
  newPassword: 'Please fill in your password with 6 - 20 characters',
  confirmNewPassword: 'The two passwords do not match',
};

export const ErrorsOnEveryField: Story = {
  args: { values: { oldPassword: '', newPassword: 'abc', confirmNewPassword: 'abd' }, errors },
  play: inDialog(async ({ t, modal }) => {
    await expect(modal.getByLabelText(startingWith(t('account:password.old')))).toHaveAccessibleDescription(
      errors.oldPassword,
    );
    await expect(modal.getByLabelText(startingWith(t('account:password.new')))).toHaveValue('abc');
    await expect(modal.getByLabelText(startingWith(t('account:password.confirm')))).toHaveAccessibleDescription(
      errors.confirmNewPassword,
    );
  }),
};

/** The flow answers a submit with errors: the first one takes the focus. */
function FailingChange(args: ChangePasswordModalProps) {
  const [shown, setShown] = useState<ChangePasswordErrors>({});
  return (
    <Demo
      {...args}
      errors={shown}
      onSubmit={() => {
        args.onSubmit();
        setShown({ confirmNewPassword: 'The two passwords do not match' });
      }}
    />
  );
}

export const FocusesFirstError: Story = {
  args: { askOldPassword: false, reason: 'defaultPassword' },
  render: (args) => <FailingChange {...args} />,
  play: inDialog(async ({ userEvent, t, modal }) => {
    await userEvent.type(modal.getByLabelText(startingWith(t('account:password.new'))), 'Lucky2024');
    await userEvent.type(modal.getByLabelText(startingWith(t('account:password.confirm'))), 'Lucky2025{Enter}');
    await expect(modal.getByLabelText(startingWith(t('account:password.confirm')))).toHaveFocus();
    await expect(modal.getByLabelText(startingWith(t('account:password.confirm')))).toHaveValue('Lucky2025');
  }),
};

export const ServerError: Story = {
  args: { serverError: 'Confirmation password is not correct' },
  play: inDialog(async ({ modal }) => {
    await expect(modal.getByRole('alert')).toHaveTextContent('Confirmation password is not correct');
  }),
};

export const Submitting: Story = {
  args: { submitting: true },
  play: inDialog(async ({ args, t, modal }) => {
    await expectTapIgnored(modal.getByRole('button', { name: t('account:password.submit') }), args.onSubmit);
  }),
};

export const Thai: Story = {
  args: { reason: 'defaultPassword', askOldPassword: false },
  globals: { language: 'TY' },
  play: inDialog(async ({ modal }) => {
    await expect(await modal.findByText(/ยังใช้รหัสผ่านเริ่มต้น/)).toBeVisible();
    await expect(modal.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' })).toBeVisible();
  }),
};

export const Mobile360: Story = {
  ...phone360,
  args: { reason: 'expired', errors },
  globals: { ...phone360.globals, language: 'TY' },
  play: async () => {
    const modal = await findDialog();
    await within(modal).findByText(/รหัสผ่านของคุณหมดอายุแล้ว/);
    await expect(window.innerWidth).toBe(360);
    await expect(modal.scrollWidth).toBeLessThanOrEqual(modal.clientWidth);
  },
};
