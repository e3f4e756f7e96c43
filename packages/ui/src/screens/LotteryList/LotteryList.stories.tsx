import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { lotteries, lotteryMenus, manyLotteryMenus, phone360, thaiLotteries } from '../../private/fixtures/content';
import type { LotteryFilter } from './filter';
import { LotteryList, formatCountdown, type LotteryListProps } from './LotteryList';
import { escapeRegExp, played, storyLanguage, textPattern } from '../../private/storyText';
import { loadErrorStory, loadingStory, statusStory, useHeldFavorites } from '../../private/storyStates';
import { expectPhoneFit, expectTwoAcross, thaiPhone360 } from '../../private/storyPhone';

/** Nothing chosen: every game, every type, any day, no search. */
const noFilter: LotteryFilter = { listType: '', tag: '', day: null, search: '' };

/** Keeps the favourites as the site does (the filter is the site's lottery lobby machine: an arg here). */
function LotteryListDemo(props: LotteryListProps) {
  const [favorites, toggleFavorite] = useHeldFavorites(props.favoriteIds, props.onToggleFavorite);
  return <LotteryList {...props} favoriteIds={favorites} onToggleFavorite={toggleFavorite} />;
}

const meta = {
  title: 'Screens/LotteryList',
  component: LotteryList,
  args: {
    title: 'Lottery',
    games: lotteries(),
    status: 'ready',
    menus: lotteryMenus,
    filter: noFilter,
    onFilterChange: fn(),
    onPlay: fn(),
    onRetry: fn(),
  },
  argTypes: { games: { control: false }, menus: { control: false }, favoriteIds: { control: false } },
  // the countdowns count from the moment the story renders
  render: (args) => <LotteryListDemo {...args} games={args.games.length > 0 ? lotteries() : []} />,
} satisfies Meta<typeof LotteryList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ canvas, args, userEvent, t }) => {
    const list = canvas.getByRole('list', { name: t('content:lottery.listLabel') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    const north = within(list).getAllByRole('listitem')[0]!;
    await expect(north).toHaveTextContent(t('content:lottery.draw', { numero: 20261123 }));
    await expect(north).toHaveTextContent(t('content:lottery.everyDay'));
    // betting closes 15 minutes before the draw: 5 h 50 min left (the shared clock moves once a second, so a
    // countdown may show up to a second more than is left)
    const timer = within(north).getByRole('timer');
    await expect(timer).toHaveAccessibleName(
      textPattern(t, 'content:lottery.closesIn', { time: /05:(?:49:5\d|50:00)/ }),
    );
    const before = timer.textContent;
    await waitFor(() => expect(timer.textContent).not.toBe(before), { timeout: 2500 });
    // more than a day away
    await expect(within(list).getAllByRole('listitem')[1]!).toHaveTextContent(
      new RegExp(`${escapeRegExp(t('content:lottery.days', { days: 3 }))} 00:2\\d:\\d\\d`),
    );
    // past the lock time, before the draw
    await expect(within(list).getAllByRole('listitem')[6]!).toHaveTextContent(t('content:lottery.closed'));
    await userEvent.click(within(list).getByRole('button', { name: `${t('content:lottery.play')}: Hanoi VIP` }));
    await expect(args.onPlay).toHaveBeenCalledWith(expect.objectContaining({ id: 161 }));
  }),
};

/** Each choice is told as it is (the site's machine applies the spec's rules); the chosen ones are pressed. */
export const Filters: Story = {
  args: { filter: { listType: '', tag: 'HANOI', day: 2, search: 'ha' } },
  play: played(async ({ canvas, args, userEvent, loaded, t }) => {
    const types = canvas.getByRole('group', { name: t('content:lottery.types') });
    await expect(within(types).getByRole('button', { name: /^Hanoi/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(types).getByRole('button', { name: /^Vietnam/ }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ tag: 'VN' });
    const days = canvas.getByRole('group', { name: t('content:lottery.drawDay') });
    // the short weekday names of the story's language, Monday 8 January 2024 to Sunday the 14th
    const weekday = new Intl.DateTimeFormat(storyLanguage(loaded), { weekday: 'short', timeZone: 'UTC' });
    const week = [8, 9, 10, 11, 12, 13, 14].map((date) => weekday.format(new Date(Date.UTC(2024, 0, date))));
    const dayButtons = within(days).getAllByRole('button');
    await expect(dayButtons.map((day) => day.textContent)).toEqual([t('content:lottery.anyDay'), ...week]);
    await expect(dayButtons[1]).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(dayButtons[7]!);
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ day: 1 });
    await userEvent.click(dayButtons[0]!);
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ day: null });
    const search = canvas.getByRole('searchbox', { name: t('content:lottery.search') });
    await expect(search).toHaveValue('ha');
    await userEvent.type(search, 'n');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ search: 'han' });
  }),
};

/** The chosen list has games, but none match the type, day and search. */
export const NoMatch: Story = statusStory('content:lottery.noMatch', {
  games: [],
  listCount: 7,
  filter: { ...noFilter, search: 'lottox' },
});

/** The list types are equal-width tabs; choosing one tells the site (it loads hot, favourites or recent games). */
export const ListTypes: Story = {
  args: { favoriteIds: new Set([161]), onToggleFavorite: fn() },
  play: played(async ({ canvas, args, userEvent, t }) => {
    const lists = canvas.getByRole('group', { name: t('content:lottery.lists') });
    const tabs = within(lists).getAllByRole('button');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(
      ['all', 'hot', 'fav', 'recent'].map((list) => t(`content:lottery.list.${list}`)),
    );
    const widths = tabs.map((tab) => Math.round(tab.getBoundingClientRect().width));
    await expect(new Set(widths).size).toBe(1);
    await userEvent.click(within(lists).getByRole('button', { name: t('content:lottery.list.recent') }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ listType: 'recent' });
    const star = canvas.getByRole('button', { name: t('content:lottery.favourite', { name: 'Hanoi VIP' }) });
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(star);
    await expect(args.onToggleFavorite).toHaveBeenCalledWith(expect.objectContaining({ id: 161 }), false);
  }),
};

/** The type tags belong to every game: on the hot list they are not offered. */
export const HotList: Story = {
  args: { filter: { ...noFilter, listType: 'hot' } },
  play: played(async ({ canvas, t }) => {
    const lists = canvas.getByRole('group', { name: t('content:lottery.lists') });
    await expect(within(lists).getByRole('button', { name: t('content:lottery.list.hot') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.queryByRole('group', { name: t('content:lottery.types') })).not.toBeInTheDocument();
  }),
};

/** Spec §2: above 7 lottery types the strip scrolls, with arrows. */
export const ManyTypes: Story = {
  args: { menus: manyLotteryMenus },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('button', { name: t('content:lottery.previousTypes') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('content:lottery.nextTypes') })).toBeVisible();
  }),
};

/** The Vietnamese lottery: every game and the recent ones only. */
export const VietnameseLottery: Story = {
  args: { title: 'Vietnamese lottery', listTypes: ['', 'recent'] },
  play: played(async ({ canvas, t }) => {
    await expect(
      within(canvas.getByRole('group', { name: t('content:lottery.lists') })).getAllByRole('button'),
    ).toHaveLength(2);
  }),
};

export const Loading: Story = loadingStory('content:lottery.loading', { games: [] });

/**
 * The types still on their way, beside the same list with its types (as on a 360 px phone): the draw-day filter and
 * the list stand at the same height in both, so nothing moves when the types arrive.
 */
export const TypesLoading: Story = {
  ...phone360,
  args: { menus: [], menusLoading: true },
  render: (args) => (
    <div style={{ display: 'flex', gap: '8px', alignItems: 'flex-start' }}>
      <div data-testid="loading" style={{ flex: 1, minWidth: 0 }}>
        <LotteryListDemo {...args} title="Lottery (types loading)" games={lotteries()} />
      </div>
      <div data-testid="loaded" style={{ flex: 1, minWidth: 0 }}>
        <LotteryListDemo
          {...args}
          title="Lottery (types in)"
          games={lotteries()}
          menus={lotteryMenus}
          menusLoading={false}
        />
      </div>
    </div>
  ),
  play: played(async ({ canvas, t }) => {
    const dayTop = (testId: string) =>
      within(canvas.getByTestId(testId))
        .getByRole('group', { name: t('content:lottery.drawDay') })
        .getBoundingClientRect().top;
    await expect(
      within(canvas.getByTestId('loading')).queryByRole('group', { name: t('content:lottery.types') }),
    ).toBeNull();
    await expect(
      within(canvas.getByTestId('loaded')).getByRole('group', { name: t('content:lottery.types') }),
    ).toBeVisible();
    await expect(Math.abs(dayTop('loading') - dayTop('loaded'))).toBeLessThan(1);
  }),
};

export const Empty: Story = statusStory('content:lottery.empty', { games: [] });

export const NoFavourites: Story = statusStory('content:lottery.noFavourites', {
  games: [],
  filter: { ...noFilter, listType: 'fav' },
});

export const Failed: Story = loadErrorStory({ games: [], errorMessage: 'Network link is abnormal, please try again' });

export const ThaiText: Story = {
  args: { title: 'หวย' },
  render: (args) => <LotteryListDemo {...args} games={thaiLotteries()} />,
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'รายการหวย' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'แทง: หวยฮานอย VIP' })).toBeVisible();
    await expect(canvas.getAllByText('ทุกวัน')).toHaveLength(2);
  },
};

/** Two cards across a 360 px phone; the filters wrap. */
export const Mobile360: Story = {
  ...thaiPhone360,
  args: { title: 'หวย' },
  render: (args) => <LotteryListDemo {...args} games={thaiLotteries()} />,
  play: async ({ canvas }) => {
    await expectPhoneFit();
    await expectTwoAcross(within(canvas.getByRole('list')).getAllByRole('listitem'));
    await expect(formatCountdown(90_061_000, (days) => `${days}d`)).toBe('1d 01:01:01');
    await expect(formatCountdown(61_000, (days) => `${days}d`)).toBe('01:01');
  },
};

/** The dark theme: list tabs, chips and countdowns keep their contrast. */
export const Dark: Story = {
  args: { favoriteIds: new Set([161]), onToggleFavorite: fn() },
  globals: { mode: 'dark' },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('group', { name: t('content:lottery.lists') })).toBeVisible();
  }),
};

/** The lottery types' call failed: their row says so, with a retry; the lotteries are still there. */
export const TypesFailed: Story = {
  args: { menus: [], menusFailure: { message: 'Network link is abnormal, please try again', onRetry: fn() } },
  play: played(async ({ canvas, args, userEvent, t }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('content:lottery.typesFailed'));
    await userEvent.click(within(alert).getByRole('button', { name: t('common:retry') }));
    await expect(args.menusFailure?.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('list', { name: t('content:lottery.listLabel') })).toBeVisible();
  }),
};
