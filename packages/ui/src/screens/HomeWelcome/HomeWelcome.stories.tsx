import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { HomeWelcome } from './HomeWelcome';
import { played } from '../../private/storyText';

const meta = {
  title: 'Screens/HomeWelcome',
  component: HomeWelcome,
  parameters: { layout: 'fullscreen' },
  args: { loggedIn: false, onLogin: fn() },
} satisfies Meta<typeof HomeWelcome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: played(async ({ canvas, userEvent, args, t }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: t('home:loginToPlay') }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  }),
};

export const LoggedIn: Story = {
  args: { loggedIn: true, account: 'demo' },
  play: played(async ({ canvas, t }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('home:welcomeBack', { account: 'demo' }) }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  }),
};

export const Thai: Story = {
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'เข้าสู่ระบบเพื่อเล่น' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
