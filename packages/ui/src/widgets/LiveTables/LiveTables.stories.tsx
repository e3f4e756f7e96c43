import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { tables } from '../../private/fixtures/games';
import { LiveTables } from './LiveTables';
import { played, storyNumber } from '../../private/storyText';
import { expectPhoneFit, thaiPhone360 } from '../../private/storyPhone';
import { loadErrorStory, loadingStory, statusStory } from '../../private/storyStates';

const meta = {
  title: 'Widgets/LiveTables',
  component: LiveTables,
  args: { tables, status: 'ready', onJoin: fn(), onRetry: fn() },
  argTypes: { tables: { control: false } },
} satisfies Meta<typeof LiveTables>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tables: Story = {
  play: played(async ({ canvas, args, userEvent, loaded, t }) => {
    const list = canvas.getByRole('list', { name: t('lobby:tables.title') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const number = storyNumber(loaded);
    await expect(canvas.getByText(t('lobby:tables.bets', { min: number(10), max: number(200000) }))).toBeVisible();
    const join = (table: string) => `${t('lobby:tables.join')}: ${table}`;
    await userEvent.click(canvas.getByRole('button', { name: join('Lightning Roulette 1') }));
    await expect(args.onJoin).toHaveBeenCalledWith(tables[1]);
    // a table under maintenance cannot be joined
    await expect(canvas.queryByRole('button', { name: join('Speed Sic Bo 2') })).not.toBeInTheDocument();
    await expect(canvas.getByText(t('lobby:tables.closed'))).toBeVisible();
  }),
};

export const Loading: Story = loadingStory('lobby:tables.loading', { tables: [] });

export const Empty: Story = statusStory('lobby:tables.empty', { tables: [] });

export const Failed: Story = loadErrorStory(
  { tables: [], errorMessage: 'This vendor has no live tables.' },
  'lobby:retry',
);

export const ThaiText: Story = {
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'โต๊ะคาสิโนสด' })).toBeVisible();
    await expect(canvas.getByText('ปิดปรับปรุง')).toBeVisible();
  },
};

export const Mobile360: Story = {
  ...thaiPhone360,
  play: async () => {
    await expectPhoneFit();
  },
};

/** A vendor with dozens of tables shows the first few, then all on request. */
export const ManyTables: Story = {
  args: {
    tables: Array.from({ length: 20 }, (_, index) => ({
      ...tables[index % tables.length]!,
      id: `T-${index}`,
      name: `Baccarat Squeeze ${index + 1}`,
    })),
  },
  play: played(async ({ canvas, userEvent, t }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    await userEvent.click(canvas.getByRole('button', { name: t('lobby:tables.all', { count: 20 }) }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(20);
  }),
};
