import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { NO_RANK, RANK_LEVELS, RANK_PROGRESS } from '../../private/fixtures/rewards';
import { wireMoney } from '../../private/cashierStory';
import { choice } from '../../private/storyControls';
import { loadErrorStory, loadingStory } from '../../private/storyStates';
import { played } from '../../private/storyText';
import { phone360 } from '../../private/storyViewports';
import { PlayerRankPage, playerRankStatuses } from './PlayerRankPage';

const meta = {
  title: 'Screens/PlayerRankPage',
  component: PlayerRankPage,
  argTypes: { status: choice(playerRankStatuses) },
  args: { status: 'ready', progress: RANK_PROGRESS, currency: 'THB', minorDigits: 2, onRetry: fn() },
} satisfies Meta<typeof PlayerRankPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ canvasElement, loaded, t }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent(`Gold · ${t('rewards:rank.level', { level: 5 })}`);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(18);
    const progress = canvas.getByRole('progressbar');
    await expect(progress).toHaveAttribute('value', '64');
    await expect(progress).toHaveAccessibleName(
      t('rewards:rank.progress', {
        actual: wireMoney(loaded, '64250.50'),
        expected: wireMoney(loaded, '100000.00'),
        rank: 'Gold II',
      }),
    );
    const current = canvasElement.querySelector('[aria-current="true"]')!;
    await expect(current).toHaveTextContent(t('rewards:rank.current'));
  }),
};

export const NoRank: Story = {
  args: { progress: NO_RANK },
  play: played(async ({ canvasElement, t }) => {
    await expect(canvasElement).toHaveTextContent(t('rewards:rank.none'));
    await expect(canvasElement.querySelector('[aria-current="true"]')).toBeNull();
  }),
};

export const TopRank: Story = {
  args: {
    progress: { rankLevel: 18, rankName: 'Supreme', monthTurnover: '15800000.00', next: null, levels: RANK_LEVELS },
  },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByText(t('rewards:rank.top'))).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  }),
};

export const Loading: Story = loadingStory('rewards:rank.loading');

export const LoadError: Story = loadErrorStory();

export const WideAmountsPhone: Story = {
  ...phone360,
  args: {
    progress: {
      ...RANK_PROGRESS,
      monthTurnover: '9999999999999999.99',
      levels: RANK_LEVELS.map((level) => ({ ...level, monthlyTurnover: '9999999999999999.99' })),
    },
  },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section')!;
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};

export const Thai: Story = {
  ...phone360,
  globals: { ...phone360.globals, language: 'TY' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('ระดับของคุณ');
    const section = canvasElement.querySelector('section')!;
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};
