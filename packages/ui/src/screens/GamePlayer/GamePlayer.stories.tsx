import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { GamePlayer, gamePlayerStatuses } from './GamePlayer';
import { played } from '../../private/storyText';
import { choice } from '../../private/storyControls';
import { expectPhoneFit, thaiPhone360 } from '../../private/storyPhone';

/** A stand-in game page (a vendor's page in the site). */
const gamePage = `data:text/html,${encodeURIComponent('<!doctype html><title>Game</title><p>Baccarat Classic</p>')}`;

const meta = {
  title: 'Screens/GamePlayer',
  component: GamePlayer,
  args: { status: 'ready', name: 'Baccarat Classic', url: gamePage, onBack: fn(), onRetry: fn(), onLogin: fn() },
  argTypes: { status: choice(gamePlayerStatuses) },
} satisfies Meta<typeof GamePlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {
  play: played(async ({ canvas, canvasElement, args, userEvent, t }) => {
    const frame = canvasElement.querySelector('iframe')!;
    await expect(frame).toHaveAttribute('title', t('lobby:player.frame', { name: 'Baccarat Classic' }));
    // sandboxed: no top navigation unless the player starts it
    await expect(frame.getAttribute('sandbox')!.split(' ')).not.toContain('allow-top-navigation');
    await waitFor(() => expect(canvas.queryByText(t('lobby:player.loading'))).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: t('lobby:player.reload') }));
    await expect(args.onRetry).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t('lobby:player.back') }));
    await expect(args.onBack).toHaveBeenCalled();
  }),
};

export const Launching: Story = {
  args: { status: 'launching', url: null },
  play: played(async ({ canvas, canvasElement, t }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('lobby:player.launching'));
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  }),
};

export const Failed: Story = {
  args: { status: 'error', url: null, errorMessage: 'Please use a real account to continue.' },
  play: played(async ({ canvas, args, userEvent, t }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please use a real account to continue.');
    await userEvent.click(canvas.getByRole('button', { name: t('shell:loader.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t('lobby:player.back') }));
    await expect(args.onBack).toHaveBeenCalled();
  }),
};

/** /game opened without a session: the player logs in, then the game launches. */
export const NeedsLogin: Story = {
  args: { status: 'locked', url: null },
  play: played(async ({ canvas, args, userEvent, t }) => {
    await expect(canvas.getByText(t('lobby:locked.play'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('shell:header.login') }));
    await expect(args.onLogin).toHaveBeenCalled();
  }),
};

/** /game with no game chosen: a way back to the games, never a blank frame. */
export const NoGame: Story = {
  args: { status: 'none', url: null, name: undefined },
  play: played(async ({ canvas, args, userEvent, t }) => {
    await expect(canvas.getByText(t('lobby:player.none'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('lobby:player.back') }));
    await expect(args.onBack).toHaveBeenCalled();
  }),
};

export const ThaiText: Story = {
  args: { name: 'บาคาร่าสุดพิเศษรอบดึกแห่งเอเชีย' },
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'กลับไปหน้าเกม' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'บาคาร่าสุดพิเศษรอบดึกแห่งเอเชีย' })).toBeVisible();
  },
};

export const Mobile360: Story = {
  ...thaiPhone360,
  args: { name: 'บาคาร่าสุดพิเศษรอบดึกแห่งเอเชียตะวันออกเฉียงใต้' },
  play: async ({ canvasElement }) => {
    await expectPhoneFit();
    await expect(canvasElement.querySelector('iframe')!.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};
