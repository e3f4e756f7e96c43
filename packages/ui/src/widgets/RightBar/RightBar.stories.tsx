import type { Meta, StoryObj } from '@storybook/react-vite';
import type { within } from 'storybook/test';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { RightBar } from './RightBar';
import { played } from '../../private/storyText';
import { thaiPhone360 } from '../../private/storyPhone';

/** The bar is folded into its corner button: unfold it (its name is the story's "Contact us"). */
async function unfold(canvas: ReturnType<typeof within>, name: string) {
  const toggle = canvas.getByRole('button', { name });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return toggle;
}

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
    // folded: only the corner button shows
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await unfold(canvas, t('shell:rightBar.open'));
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
    // a chosen chat folds the bar back into its button
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('shell:rightBar.open') })).toHaveAttribute('aria-expanded', 'false'),
    );
  }),
};

/** Escape folds the bar and gives the focus back to its button. */
export const EscapeFolds: Story = {
  play: played(async ({ canvas, userEvent, t }) => {
    const toggle = await unfold(canvas, t('shell:rightBar.open'));
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  }),
};

/** A member's in-site chat holds the corner: the button sits just before the chat window's launcher. */
export const BesideChatLauncher: Story = {
  args: { besideChatLauncher: true },
  play: played(async ({ canvas, t }) => {
    const toggle = canvas.getByRole('button', { name: t('shell:rightBar.open') });
    await expect(window.innerWidth - toggle.getBoundingClientRect().right).toBeGreaterThan(48);
  }),
};

/** Nothing to offer: no bar at all. */
export const Nothing: Story = {
  args: { social: undefined, messaging: undefined, liveChats: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};

/** On the 360 px phone in Thai: one button in the corner, the bar unfolds above it inside the screen. */
export const ThaiPhone: Story = {
  ...thaiPhone360,
  play: async ({ canvas }) => {
    await unfold(canvas, 'ติดต่อเรา');
    const bar = canvas.getByRole('complementary', { name: 'ติดต่อด่วน' });
    const box = bar.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** One chat: the button opens it directly. */
export const SingleChat: Story = {
  args: { liveChats: [{ id: 'main', label: 'Live chat' }] },
  play: played(async ({ args, canvas, userEvent, t }) => {
    await unfold(canvas, t('shell:rightBar.open'));
    const chat = canvas.getByRole('button', { name: 'Live chat' });
    await expect(chat).not.toHaveAttribute('aria-expanded');
    await userEvent.click(chat);
    await expect(args.onLiveChat).toHaveBeenCalledWith('main');
  }),
};

export const ChatOnly: Story = {
  args: { social: undefined, messaging: undefined },
  play: played(async ({ canvas, t }) => {
    await unfold(canvas, t('shell:rightBar.open'));
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  }),
};

export const Thai: Story = {
  globals: { language: 'TY' },
  args: { liveChats: [{ id: 'th', label: 'ฝ่ายบริการภาษาไทย' }, ...liveChats.slice(1)] },
  play: async ({ canvas, userEvent }) => {
    await unfold(canvas, 'ติดต่อเรา');
    await expect(canvas.getByRole('link', { name: 'ติดตามเราทาง Facebook (เปิดในหน้าต่างใหม่)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'แชทสด' }));
    await expect(canvas.getByRole('button', { name: 'ฝ่ายบริการภาษาไทย' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: played(async ({ canvas, userEvent, t }) => {
    await unfold(canvas, t('shell:rightBar.open'));
    await userEvent.click(canvas.getByRole('button', { name: t('shell:rightBar.liveChat') }));
  }),
};
