import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { leaderboard, longName, missionSummary, visitorMissions } from '../../private/fixtures/homeLobby';
import { longNamesOnPhone } from '../../private/homeBlockStories';
import { played } from '../../private/storyText';
import { MissionBoard } from './MissionBoard';

const meta = {
  title: 'Widgets/MissionBoard',
  component: MissionBoard,
  args: {
    summary: { status: 'ready', data: missionSummary },
    leaderboard: { status: 'ready', data: leaderboard },
  },
} satisfies Meta<typeof MissionBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {
  play: played(async ({ canvas, t }) => {
    const missions = canvas.getByRole('region', { name: t('lobby:home.missions.title') });
    await expect(within(missions).getByText(t('lobby:home.missions.points', { points: 40 }))).toBeVisible();
    await expect(within(missions).getByRole('progressbar', { name: 'Play 5 lottery rounds' })).toHaveAttribute(
      'value',
      '2',
    );
    await expect(within(missions).getByText(t('lobby:home.missions.status.CLAIM'))).toBeVisible();
    const board = canvas.getByRole('list', { name: t('lobby:home.leaderboard.title') });
    const rows = within(board).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[2]).toHaveTextContent(t('lobby:home.leaderboard.you'));
  }),
};

/** A visitor sees the missions without progress and with the call to log in. */
export const Visitor: Story = {
  args: {
    summary: { status: 'ready', data: visitorMissions },
    leaderboard: { status: 'ready', data: { list: leaderboard.list.slice(0, 2), me: null } },
  },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(canvas.getAllByText(t('lobby:home.missions.status.JOIN'))).toHaveLength(3);
    await expect(canvas.queryByText(t('lobby:home.leaderboard.you'))).not.toBeInTheDocument();
  }),
};

/** The player ranks below the list: their place shows under it. */
export const OutsideTheList: Story = {
  args: {
    leaderboard: {
      status: 'ready',
      data: { list: leaderboard.list.slice(0, 2), me: { rank: 48, playerName: 'de***o', points: 0, isMe: true } },
    },
  },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByText(t('lobby:home.leaderboard.rank', { rank: 48 }))).toBeVisible();
  }),
};

export const Loading: Story = {
  args: { summary: { status: 'loading' }, leaderboard: { status: 'loading' } },
  play: played(async ({ canvas, t }) => {
    const statuses = canvas.getAllByRole('status');
    await expect(statuses[0]).toHaveTextContent(t('lobby:home.missions.loading'));
    await expect(statuses[1]).toHaveTextContent(t('lobby:home.leaderboard.loading'));
  }),
};

export const Empty: Story = {
  args: {
    summary: { status: 'ready', data: { ...visitorMissions, missions: [], totalCount: 0 } },
    leaderboard: { status: 'ready', data: { list: [], me: null } },
  },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByText(t('lobby:home.missions.empty'))).toBeVisible();
    await expect(canvas.getByText(t('lobby:home.leaderboard.empty'))).toBeVisible();
  }),
};

export const Failed: Story = {
  args: {
    summary: { status: 'error', message: 'Missions are resting.', onRetry: fn() },
    leaderboard: { status: 'error', message: null, onRetry: fn() },
  },
  play: played(async ({ canvas, args, userEvent, t }) => {
    await expect(canvas.getAllByRole('alert')[0]).toHaveTextContent('Missions are resting.');
    const [first] = canvas.getAllByRole('button', { name: t('content:state.retry') });
    await userEvent.click(first!);
    if (args.summary.status === 'error') await expect(args.summary.onRetry).toHaveBeenCalled();
  }),
};

export const LongNames: Story = longNamesOnPhone<Story>({
  summary: {
    status: 'ready',
    data: { ...missionSummary, missions: missionSummary.missions.map((m) => ({ ...m, title: longName })) },
  },
  leaderboard: {
    status: 'ready',
    data: {
      list: [{ rank: 1, playerName: 'averyveryverylongaccountname***x', points: 99_999, isMe: false }],
      me: null,
    },
  },
});

export const Thai: Story = {
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'ภารกิจ' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'อันดับผู้เล่น' })).toBeVisible();
    await expect(canvas.getByText('รับรางวัลได้')).toBeVisible();
  },
};
