import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { RightBar } from './RightBar';
import { played } from '../../private/storyText';

const liveChats = [
  { id: 'th', label: 'Thai support' },
  { id: 'en', label: 'English support' },
  { id: 'vip', label: 'VIP desk' },
];

const meta = {
  title: 'Widgets/RightBar',
  component: RightBar,
  args: {
    social: { name: 'Facebook', url: 'https://facebook.example/siamroyal' },
    messaging: { name: 'LINE', url: 'https://line.me/R/ti/p/@siamroyal' },
    liveChats,
    onLiveChat: fn(),
  },
} satisfies Meta<typeof RightBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ args, canvas, userEvent, t }) => {
    const bar = canvas.getByRole('complementary', { name: t('shell:rightBar.label') });
    await expect(bar).toBeVisible();
    const newWindow = t('shell:rightBar.newWindow');
    const social = canvas.getByRole('link', {
      name: `${t('shell:rightBar.social', { name: 'Facebook' })} ${newWindow}`,
    });
    await expect(social).toHaveAttribute('target', '_blank');
    await expect(social).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(
      canvas.getByRole('link', { name: `${t('shell:rightBar.messaging', { name: 'LINE' })} ${newWindow}` }),
    ).toHaveAttribute('href', 'https://line.me/R/ti/p/@siamroyal');

    const chat = canvas.getByRole('button', { name: t('shell:rightBar.liveChat') });
    await userEvent.click(chat);
    await expect(chat).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'VIP desk' }));
    await expect(args.onLiveChat).toHaveBeenCalledWith('vip');
    await waitFor(() => expect(chat).toHaveAttribute('aria-expanded', 'false'));
  }),
};

/** One chat: the button opens it directly. */
export const SingleChat: Story = {
  args: { liveChats: [{ id: 'main', label: 'Live chat' }] },
  play: async ({ args, canvas, userEvent }) => {
    const chat = canvas.getByRole('button', { name: 'Live chat' });
    await expect(chat).not.toHaveAttribute('aria-expanded');
    await userEvent.click(chat);
    await expect(args.onLiveChat).toHaveBeenCalledWith('main');
  },
};

export const ChatOnly: Story = {
  args: { social: undefined, messaging: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

export const Thai: Story = {
  globals: { language: 'TY' },
  args: { liveChats: [{ id: 'th', label: 'ฝ่ายบริการภาษาไทย' }, ...liveChats.slice(1)] },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'ติดตามเราทาง Facebook (เปิดในหน้าต่างใหม่)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'แชทสด' }));
    await expect(canvas.getByRole('button', { name: 'ฝ่ายบริการภาษาไทย' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: played(async ({ canvas, userEvent, t }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell:rightBar.liveChat') }));
  }),
};
