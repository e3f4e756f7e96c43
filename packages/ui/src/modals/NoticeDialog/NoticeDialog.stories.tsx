import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../../components/Button';
import { NoticeDialog, noticeTones, type NoticeDialogProps, WarningDialog } from './NoticeDialog';
import { choice } from '../../private/storyControls';
import { findDialog, inDialog, shownModal } from '../../private/modalStory';

const meta = {
  title: 'Modals/NoticeDialog',
  ...shownModal(NoticeDialog, '22rem', {
    onConfirm: fn(),
    message: 'Your withdrawal request has been received.',
  }),
  argTypes: {
    tone: choice(noticeTones),
    message: { control: 'text' },
  },
} satisfies Meta<typeof NoticeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: inDialog('common:notice.title', async ({ userEvent, args, t, modal }) => {
    await userEvent.click(modal.getByRole('button', { name: t('common:notice.confirm') }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  }),
};

export const Playground: Story = { args: { tone: 'info', title: 'Notice', confirmLabel: 'OK' } };

/** The trial-account warning (spec §5, §8): `in_need_true_account` with the `in_increase_submit` button. */
function TrialAccountWarning(props: Omit<NoticeDialogProps, 'message'>) {
  const { t } = useTranslation('account');
  return <WarningDialog {...props} message={t('in_need_true_account')} confirmLabel={t('in_increase_submit')} />;
}

export const TrialAccount: Story = {
  render: (args) => <TrialAccountWarning {...args} />,
  play: inDialog('common:notice.warningTitle', async ({ userEvent, args, t, modal }) => {
    await expect(modal.getByText(t('account:in_need_true_account'))).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: t('account:in_increase_submit') }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  }),
};

export const TrialAccountThai: Story = {
  render: (args) => <TrialAccountWarning {...args} />,
  globals: { language: 'TY' },
  play: inDialog(async ({ modal }) => {
    await expect(await modal.findByText(/ฟีเจอร์นี้ใช้ได้เฉพาะบัญชีจริงเท่านั้น/)).toBeVisible();
    await expect(modal.getByRole('button', { name: 'สมัครบัญชีจริง' })).toBeVisible();
  }),
};

/** Spec §8: the affiliate code check failed. */
function InvitationCodeAlert(props: Omit<NoticeDialogProps, 'message'>) {
  const { t } = useTranslation('register');
  return <WarningDialog {...props} message={t('invitation_code_error')} />;
}

export const InvitationCodeError: Story = {
  render: (args) => <InvitationCodeAlert {...args} />,
  play: inDialog(async ({ userEvent, args, t, modal }) => {
    await expect(modal.getByText(t('register:invitation_code_error'))).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: t('common:notice.confirm') }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  }),
};

/** Spec §8: an SMS send failed; the server's own message is shown, as text. */
export const SmsSendFailed: Story = {
  args: { tone: 'warning', message: 'Too many requests, please try again after 5 minutes' },
  play: inDialog(async ({ modal }) => {
    await expect(modal.getByText('Too many requests, please try again after 5 minutes')).toBeVisible();
  }),
};

export const ServerMessageWithLineBreaks: Story = {
  args: {
    tone: 'warning',
    message: 'Quota not sufficient, please contact customer service.\nReference: SMS-20240501-0042\n<b>not bold</b>',
  },
  play: inDialog(async ({ modal }) => {
    await expect(modal.getByText(/<b>not bold<\/b>/)).toBeVisible();
  }),
};

/** Opened from a button by keyboard; Escape closes it and the focus goes back. */
export const OpensByKeyboard: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open chat</Button>
        <WarningDialog
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
    const trigger = canvas.getByRole('button', { name: 'Open chat' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await findDialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Dark: Story = {
  render: (args) => <TrialAccountWarning {...args} />,
  globals: { mode: 'dark' },
  play: async () => {
    await findDialog();
  },
};
