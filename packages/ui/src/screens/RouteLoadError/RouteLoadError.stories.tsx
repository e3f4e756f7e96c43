import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RouteLoadError } from './RouteLoadError';
import { played } from '../../private/storyText';
import { expectTapIgnored } from '../../private/storyChecks';

const meta = {
  title: 'Screens/RouteLoadError',
  component: RouteLoadError,
  args: { onRetry: fn() },
} satisfies Meta<typeof RouteLoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ args, canvas, userEvent, t }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('shell:routeError.title'));
    await expect(alert).toHaveTextContent(t('shell:loader.error'));
    const retry = canvas.getByRole('button', { name: t('shell:loader.retry') });
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  }),
};

export const Retrying: Story = {
  args: { retrying: true },
  play: played(async ({ args, canvas, t }) => {
    await expectTapIgnored(canvas.getByRole('button', { name: t('shell:loader.retry') }), args.onRetry);
  }),
};

export const ServerMessage: Story = {
  args: { message: 'Network link is abnormal, please try again' },
  play: async ({ canvas }) => {
    // the server's message (args) is shown as written, in every language
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
  },
};

export const Thai: Story = {
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('โหลดหน้านี้ไม่สำเร็จ');
    await expect(canvas.getByRole('button', { name: 'ลองอีกครั้ง' })).toHaveFocus();
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };
