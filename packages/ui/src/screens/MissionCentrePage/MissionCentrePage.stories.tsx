import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shownMoney } from '../../private/cashierStory';
import { choice } from '../../private/storyControls';
import { expectPhoneFit, thaiPhone360 } from '../../private/storyPhone';
import { loadErrorStory, loadingStory } from '../../private/storyStates';
import { played } from '../../private/storyText';
import { phone360 } from '../../private/storyViewports';
import type { LeaderboardView } from '../../widgets/MissionBoard/MissionBoard';
import { MissionCentrePage, missionCentreStatuses, type MissionCentreMission } from './MissionCentrePage';

const END = Date.UTC(2026, 11, 6, 17, 0);

const missions: MissionCentreMission[] = [
  {
    id: 1,
    title: 'Daily check-in',
    description: 'Log in today.',
    period: 'DAILY',
    progress: 1,
    target: 1,
    points: 10,
    reward: '5.00',
    status: 'CLAIM',
    endTime: END,
  },
  {
    id: 2,
    title: 'Lottery warm-up',
    description: 'Open 3 lotteries today.',
    period: 'DAILY',
    progress: 2,
    target: 3,
    points: 20,
    reward: '10.00',
    status: 'PROCESS',
    endTime: END,
  },
  {
    id: 11,
    title: 'Daily player',
    description: 'Place 500 in valid bets today.',
    period: 'WEEKLY',
    progress: 500,
    target: 500,
    points: 30,
    reward: '15.00',
    status: 'CLAIMED',
    endTime: END,
  },
  {
    id: 10,
    title: 'New year kick-off',
    description: 'Open 5 lotteries in the first days of the year.',
    period: 'EVENT',
    progress: 1,
    target: 5,
    points: 100,
    reward: '80.00',
    status: 'CLOSED',
    endTime: END,
  },
];

const board: LeaderboardView = {
  list: [
    { rank: 1, playerName: 'so***i', points: 1550, isMe: false },
    { rank: 2, playerName: 'ma***e', points: 1200, isMe: false },
    { rank: 3, playerName: 'de***o', points: 900, isMe: true },
  ],
  me: { rank: 3, playerName: 'de***o', points: 900, isMe: true },
};

const meta = {
  title: 'Screens/MissionCentrePage',
  component: MissionCentrePage,
  argTypes: { status: choice(missionCentreStatuses) },
  args: {
    status: 'ready',
    missions,
    points: 900,
    claimableCount: 1,
    leaderboard: { status: 'ready', data: board },
    currency: 'THB',
    minorDigits: 2,
    timeZone: 'Asia/Bangkok',
    onClaim: fn(),
    onRetry: fn(),
    onDismissNotice: fn(),
  },
} satisfies Meta<typeof MissionCentrePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ canvas, args, t }) => {
    const claim = canvas.getByRole('button', { name: t('invite:missions.claimNamed', { title: 'Daily check-in' }) });
    await userEvent.click(claim);
    await expect(args.onClaim).toHaveBeenCalledWith(1);
    // Only a reached mission offers the claim.
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.getByText(t('invite:missions.status.CLAIMED'))).toBeVisible();
    await expect(canvas.getByRole('list', { name: t('invite:leaderboard.title') })).toHaveTextContent('de***o');
  }),
};

export const Claiming: Story = {
  args: { claiming: 1 },
  play: played(async ({ canvas, t }) => {
    const claim = canvas.getByRole('button', { name: t('invite:missions.claimNamed', { title: 'Daily check-in' }) });
    await expect(claim).toHaveAttribute('aria-disabled', 'true');
  }),
};

export const Claimed: Story = {
  args: { notice: { kind: 'claimed', title: 'Daily check-in', reward: '5.00' } },
  play: played(async ({ canvasElement, loaded, t }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toHaveTextContent(
      t('invite:missions.claimed', { title: 'Daily check-in', reward: shownMoney(loaded, '5.00') }),
    );
  }),
};

export const ClaimFailed: Story = {
  args: { notice: { kind: 'failed', message: 'You already claimed this mission' } },
  play: played(async ({ canvasElement, args, t }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('You already claimed this mission');
    await userEvent.click(within(alert).getByRole('button', { name: t('common:close') }));
    await expect(args.onDismissNotice).toHaveBeenCalledOnce();
  }),
};

export const Empty: Story = {
  args: { missions: [], claimableCount: 0, points: 0, leaderboard: { status: 'ready', data: { list: [], me: null } } },
  play: played(async ({ canvasElement, t }) => {
    await expect(canvasElement).toHaveTextContent(t('invite:missions.empty'));
    await expect(canvasElement).toHaveTextContent(t('invite:leaderboard.empty'));
  }),
};

export const Loading: Story = loadingStory('invite:missions.loading');

export const LoadError: Story = loadErrorStory();

export const LeaderboardLoading: Story = {
  args: { leaderboard: { status: 'loading' } },
  play: played(async ({ canvasElement, t }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('invite:leaderboard.loading'));
  }),
};

export const LeaderboardError: Story = {
  args: { leaderboard: { status: 'error', message: 'Network error', onRetry: fn() } },
  play: played(async ({ canvasElement, args, t }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Network error');
    await userEvent.click(within(alert).getByRole('button', { name: t('content:state.retry') }));
    const board = args.leaderboard as { onRetry: () => void };
    await expect(board.onRetry).toHaveBeenCalledOnce();
  }),
};

/** Many missions and a leaderboard where the member is far down: the member's own row under the list. */
export const LongLists: Story = {
  ...phone360,
  args: {
    missions: Array.from({ length: 40 }, (_, i) => ({
      ...missions[i % missions.length]!,
      id: i + 1,
      title: `${missions[i % missions.length]!.title} with a rather long name number ${i + 1}`,
    })),
    leaderboard: {
      status: 'ready',
      data: {
        list: Array.from({ length: 20 }, (_, i) => ({
          rank: i + 1,
          playerName: `pl***${i}`,
          points: 5000 - i * 10,
          isMe: false,
        })),
        me: { rank: 4321, playerName: 'de***o', points: 12, isMe: true },
      },
    },
  },
  play: played(async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('de***o');
    await expectPhoneFit();
  }),
};

export const WideAmountsPhone: Story = {
  ...phone360,
  args: {
    points: 123456789,
    missions: [
      { ...missions[0]!, reward: '9999999999999999.99', points: 99999999, target: 99999999, progress: 12345678 },
    ],
  },
  play: played(async ({ canvasElement, loaded }) => {
    await expect(canvasElement).toHaveTextContent(shownMoney(loaded, '9999999999999999.99'));
    await expectPhoneFit();
  }),
};

export const ThaiPhone: Story = {
  ...thaiPhone360,
  play: played(async ({ canvas, t }) => {
    const claim = canvas.getByRole('button', { name: t('invite:missions.claimNamed', { title: 'Daily check-in' }) });
    await expect(claim).toHaveTextContent('รับรางวัล');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('ภารกิจ');
    await expectPhoneFit();
  }),
};
