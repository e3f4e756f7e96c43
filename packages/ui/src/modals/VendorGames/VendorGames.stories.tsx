import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { makeGames, thaiGames } from '../../private/fixtures/games';
import { inDialog, shownModal } from '../../private/modalStory';
import { expectPhoneFit, thaiPhone360 } from '../../private/storyPhone';
import { VendorGames } from './VendorGames';

const meta = {
  title: 'Modals/VendorGames',
  ...shownModal(VendorGames, '40rem', {
    vendorName: 'Evolution Live',
    status: 'ready' as const,
    games: makeGames(8),
    onPlay: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
  }),
} satisfies Meta<typeof VendorGames>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §4: a vendor's games over the page; choosing one launches it. */
export const Default: Story = {
  play: inDialog(async ({ modal, args, t }) => {
    const list = modal.getByRole('list', { name: t('lobby:vendorGames.title', { name: 'Evolution Live' }) });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await userEvent.click(within(list).getAllByRole('button')[2]!);
    await expect(args.onPlay).toHaveBeenCalledWith(expect.objectContaining({ id: '100003' }));
    await expect(modal.queryByRole('button', { name: t('lobby:grid.more') })).not.toBeInTheDocument();
  }),
};

export const Loading: Story = {
  args: { status: 'loading', games: [] },
  play: inDialog(async ({ modal, t }) => {
    await expect(modal.getByRole('status')).toHaveTextContent(t('lobby:grid.loading'));
  }),
};

export const Empty: Story = {
  args: { games: [] },
  play: inDialog(async ({ modal, t }) => {
    await expect(modal.getByRole('status')).toHaveTextContent(t('lobby:grid.empty'));
  }),
};

export const Failed: Story = {
  args: { status: 'error', games: [], errorMessage: 'Network link is abnormal, please try again' },
  play: inDialog(async ({ modal, args, t }) => {
    const alert = modal.getByRole('alert');
    await expect(alert).toHaveTextContent('Network link is abnormal, please try again');
    await userEvent.click(within(alert).getByRole('button', { name: t('content:state.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  }),
};

/** More pages: "Load more", then its busy state while the next page comes. */
export const MorePages: Story = {
  args: { games: makeGames(20), hasMore: true },
  play: inDialog(async ({ modal, args, t }) => {
    await userEvent.click(modal.getByRole('button', { name: t('lobby:grid.more') }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  }),
};

export const LoadingMore: Story = {
  args: { games: makeGames(20), hasMore: true, loadingMore: true },
  play: inDialog(async ({ modal, t }) => {
    await expect(modal.getByRole('button', { name: t('lobby:grid.loadingMore') })).toHaveAttribute('aria-busy', 'true');
  }),
};

export const LongNames: Story = {
  args: {
    vendorName: 'Pragmatic Play Live Casino Asia Premium Tables',
    games: makeGames(3).map((game) => ({
      ...game,
      name: `${game.name} Megaways Deluxe Edition With Extra Long Bonus Round Name`,
    })),
  },
  play: inDialog(async ({ modal }) => {
    await expect(modal.getAllByRole('listitem')).toHaveLength(3);
  }),
};

/** Thai on a 360 px phone: nothing sideways. */
export const ThaiPhone: Story = {
  ...thaiPhone360,
  args: { vendorName: 'พีจี ซอฟท์', games: thaiGames },
  play: inDialog(async ({ modal }) => {
    await expect(modal.getByRole('list', { name: 'เกมของ พีจี ซอฟท์' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'เสือนำโชคมหาสมบัติแห่งขุนเขา' })).toBeVisible();
    await expectPhoneFit();
  }),
};
