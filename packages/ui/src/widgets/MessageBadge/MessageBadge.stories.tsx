import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { played } from '../../private/storyText';
import { MessageBadge } from './MessageBadge';

const meta = {
  title: 'Widgets/MessageBadge',
  component: MessageBadge,
  args: { count: 3, onOpen: fn() },
} satisfies Meta<typeof MessageBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: played(async ({ canvas, args, t }) => {
    const badge = canvas.getByRole('button', { name: t('messages:badge.label', { count: 3 }) });
    await expect(badge).toHaveTextContent('3');
    await userEvent.click(badge);
    await expect(args.onOpen).toHaveBeenCalledOnce();
  }),
};

export const Many: Story = {
  args: { count: 250 },
  play: played(async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveTextContent('99+');
  }),
};

export const AllRead: Story = {
  args: { count: 0 },
  play: played(async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  }),
};

export const Thai: Story = {
  globals: { language: 'TY' },
  play: played(async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ข้อความ: ยังไม่อ่าน 3 ฉบับ' })).toBeVisible();
  }),
};
