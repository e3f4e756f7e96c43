import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longName, popularNumbers, thaiPopularNumbers } from '../../private/fixtures/homeLobby';
import { homeBlockStates, longNamesOnPhone } from '../../private/homeBlockStories';
import { played, storyNumber } from '../../private/storyText';
import { PopularNumbers } from './PopularNumbers';

const meta = {
  title: 'Widgets/PopularNumbers',
  component: PopularNumbers,
  args: { numbers: { status: 'ready', data: popularNumbers } },
} satisfies Meta<typeof PopularNumbers>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Numbers: Story = {
  play: played(async ({ canvas, loaded, t }) => {
    const list = canvas.getByRole('list', { name: t('lobby:home.numbers.title') });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('59');
    await expect(items[0]).toHaveTextContent(t('lobby:home.numbers.bets', { count: 1843 }));
    await expect(items[0]).toHaveTextContent(storyNumber(loaded)(1843));
  }),
};

const states = homeBlockStates<Story>('numbers', 'numbers');
export const Loading = states.Loading;
export const Empty = states.Empty;
export const Failed = states.Failed;

export const LongNames: Story = longNamesOnPhone<Story>({
  numbers: { status: 'ready', data: popularNumbers.map((item) => ({ ...item, gameName: longName })) },
});

export const Thai: Story = {
  globals: { language: 'TY' },
  args: { numbers: { status: 'ready', data: thaiPopularNumbers } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'เลขยอดนิยม' })).toBeVisible();
    await expect(canvas.getByText('หวยรัฐบาลไทย')).toBeVisible();
  },
};
