import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { played } from '../../private/storyText';
import { ownFrame } from '../../private/modalStory';

function LogoutDemo(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Log out
      </Button>
      <ConfirmDialog
        {...props}
        open={open}
        onConfirm={() => {
          props.onConfirm();
          if (!props.confirming) setOpen(false);
        }}
        onCancel={() => {
          props.onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  render: (args) => <LogoutDemo {...args} />,
  args: {
    open: false,
    title: 'Log out',
    message: 'Do you want to log out?',
    confirmLabel: 'Log out',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { open: { control: false } },
  parameters: ownFrame('20rem'),
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Playground: Story = { args: { cancelLabel: 'Stay', confirming: false } };

export const Cancel: Story = {
  play: played(async ({ args, canvas, userEvent, t }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('shell:logout.cancel') }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  }),
};

export const EscapeCancels: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Confirming: Story = {
  args: { confirming: true },
  play: played(async ({ args, canvas, userEvent, t }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Log out' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: t('shell:logout.cancel') })).toBeDisabled();
    // a running logout cannot be dismissed half-way
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
  }),
};

export const ThaiText: Story = {
  globals: { language: 'TY' },
  args: { title: 'ออกจากระบบ', message: 'คุณต้องการออกจากระบบใช่หรือไม่?', confirmLabel: 'ออกจากระบบ' },
  render: (args) => <LogoutDemo {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'ออกจากระบบ' });
    await expect(within(dialog).getByRole('button', { name: 'ยกเลิก' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await screen.findByRole('dialog');
  },
};
