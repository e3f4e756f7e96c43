import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { boardResult, longName, openResults, resultGames } from '../../private/fixtures/homeLobby';
import { withHeld } from '../../private/storyStates';
import { homeBlockStates, longNamesOnPhone } from '../../private/homeBlockStories';
import { expectPhoneFit, thaiPhone360 } from '../../private/storyPhone';
import { played } from '../../private/storyText';
import { OpenResults, RESULTS_SHOWN_AT_ONCE, type OpenResult } from './OpenResults';

/** The chosen lottery held as the site holds it. */
const HeldGame = withHeld(OpenResults, { gameId: 'onGameChange' });

const meta = {
  title: 'Widgets/OpenResults',
  component: OpenResults,
  render: (args) => <HeldGame {...args} />,
  args: {
    games: { status: 'ready', data: resultGames },
    gameId: 191,
    onGameChange: fn(),
    results: { status: 'ready', data: openResults },
  },
} satisfies Meta<typeof OpenResults>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: played(async ({ canvas, args, userEvent, t }) => {
    const region = canvas.getByRole('region', { name: t('lobby:home.results.list', { name: 'Lotto 1 minute' }) });
    const rows = within(region).getAllByRole('listitem');
    await expect(rows).toHaveLength(openResults.length);
    await expect(rows[0]).toHaveTextContent(t('lobby:home.results.draw', { numero: openResults[0]!.numero }));
    await expect(rows[0]).toHaveTextContent(
      t('lobby:home.results.numbers', { numbers: openResults[0]!.numbers.join(' ') }),
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('lobby:home.results.lottery') }), '101');
    await expect(args.onGameChange).toHaveBeenCalledWith(101);
  }),
};

/** A hundred draws, as the server sends them. */
const hundredDraws: OpenResult[] = Array.from({ length: 100 }, (_, index) => ({
  ...openResults[index % openResults.length]!,
  numero: `20261126-${String(600 - index).padStart(4, '0')}`,
}));

/**
 * A hundred draws: the list draws the first ones, and more as its end scrolls into view (or from its button); another
 * lottery starts from the top again.
 */
export const HundredDraws: Story = {
  args: { results: { status: 'ready', data: hundredDraws } },
  play: played(async ({ canvas, userEvent, t }) => {
    const region = canvas.getByRole('region', { name: t('lobby:home.results.list', { name: 'Lotto 1 minute' }) });
    const rows = () => within(region).getAllByRole('listitem');
    await expect(rows()).toHaveLength(RESULTS_SHOWN_AT_ONCE);
    await userEvent.click(within(region).getByRole('button', { name: t('lobby:home.results.more') }));
    await waitFor(() => expect(rows()).toHaveLength(2 * RESULTS_SHOWN_AT_ONCE));
    // scrolling to the end brings the rest, twenty at a time, and the button goes with the last of them
    await waitFor(
      () => {
        region.scrollTop = region.scrollHeight;
        return expect(rows()).toHaveLength(hundredDraws.length);
      },
      { timeout: 5000 },
    );
    await expect(within(region).queryByRole('button')).toBeNull();
    await expect(rows()[99]).toHaveTextContent(t('lobby:home.results.draw', { numero: hundredDraws[99]!.numero }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('lobby:home.results.lottery') }), '101');
    const other = canvas.getByRole('region', {
      name: t('lobby:home.results.list', { name: 'Thai Government Lottery' }),
    });
    await expect(within(other).getAllByRole('listitem')).toHaveLength(RESULTS_SHOWN_AT_ONCE);
  }),
};

/** A Vietnamese board of 27 prizes wraps inside its row on a phone. */
export const Board: Story = {
  ...thaiPhone360,
  args: { results: { status: 'ready', data: [boardResult, ...openResults] } },
  play: async () => {
    await expectPhoneFit();
  },
};

const states = homeBlockStates<Story>('results', 'results');
/** The lotteries are in; their results are on their way. */
export const Loading = states.Loading;
export const Empty = states.Empty;
export const Failed = states.Failed;

export const LongNames: Story = longNamesOnPhone<Story>({
  games: { status: 'ready', data: [{ id: 191, name: longName }, ...resultGames.slice(1)] },
});

export const Thai: Story = {
  globals: { language: 'TY' },
  args: { games: { status: 'ready', data: [{ id: 191, name: 'ล็อตโต้ 1 นาที' }] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'ผลรางวัลล่าสุด' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'ผลรางวัลของ ล็อตโต้ 1 นาที' })).toBeVisible();
  },
};
