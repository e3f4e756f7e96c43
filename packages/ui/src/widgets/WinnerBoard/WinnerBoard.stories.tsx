import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { longName, winners } from '../../private/fixtures/homeLobby';
import { homeBlockStates, longNamesOnPhone } from '../../private/homeBlockStories';
import { played, storyMoney } from '../../private/storyText';
import { WinnerBoard } from './WinnerBoard';

const meta = {
  title: 'Widgets/WinnerBoard',
  component: WinnerBoard,
  args: { winners: { status: 'ready', data: winners } },
  argTypes: { winners: { control: false } },
} satisfies Meta<typeof WinnerBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

const offsetOf = (element: Element) => new DOMMatrixReadOnly(getComputedStyle(element).transform).m42;

/** With 3 winners or more the board scrolls by itself; the player can stop it. */
export const Scrolling: Story = {
  play: played(async ({ canvas, userEvent, loaded, t }) => {
    const region = canvas.getByRole('region', { name: t('lobby:home.winners.list') });
    // one list for assistive technology; the copy that closes the loop is hidden
    await expect(within(region).getAllByRole('list')).toHaveLength(1);
    await expect(within(region).getAllByRole('listitem')[0]).toHaveTextContent(
      t('lobby:home.winners.amount', { amount: storyMoney(loaded)(150_000, 'THB') }),
    );
    const track = region.firstElementChild!;
    await waitFor(() => expect(offsetOf(track)).toBeLessThan(-2));
    await userEvent.click(canvas.getByRole('button', { name: t('lobby:home.winners.pause') }));
    const stoppedAt = offsetOf(track);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(offsetOf(track)).toBe(stoppedAt);
    await expect(canvas.getByRole('button', { name: t('lobby:home.winners.play') })).toBeVisible();
  }),
};

/** Fewer than 3 winners fit: nothing moves and there is no stop button. */
export const TwoWinners: Story = {
  args: { winners: { status: 'ready', data: winners.slice(0, 2) } },
  play: played(async ({ canvas, t }) => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const region = canvas.getByRole('region', { name: t('lobby:home.winners.list') });
    await expect(offsetOf(region.firstElementChild!)).toBe(0);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  }),
};

export const LongNames: Story = longNamesOnPhone<Story>({
  winners: {
    status: 'ready',
    data: winners.map((winner) => ({ ...winner, gameName: longName, amount: winner.amount * 1000 })),
  },
});

export const Thai: Story = {
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'ผู้ชนะรางวัลใหญ่' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'หยุดเลื่อน' })).toBeVisible();
  },
};

const states = homeBlockStates<Story>('winners', 'winners');
export const Loading = states.Loading;
export const Empty = states.Empty;
export const Failed = states.Failed;
