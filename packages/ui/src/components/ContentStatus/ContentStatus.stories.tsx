import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextButton } from '../TextButton';
import { ContentStatus, contentStatuses } from './ContentStatus';
import { played } from '../../private/storyText';
import { choice } from '../../private/storyControls';
import { loadErrorStory } from '../../private/storyStates';

const meta = {
  title: 'Components/ContentStatus',
  component: ContentStatus,
  args: { status: 'loading', onRetry: fn() },
  argTypes: { status: choice(contentStatuses), action: { control: false } },
} satisfies Meta<typeof ContentStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loadingLabel: 'Loading promotions…' },
  play: async ({ canvas }) => {
    // the label is the story's own text (args), shown as written in every language
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading promotions…');
  },
};

export const Failed: Story = loadErrorStory({ errorMessage: 'Network link is abnormal, please try again' });

/** No message from the server: a general one, still with the retry. */
export const FailedWithoutMessage: Story = {
  args: { status: 'error' },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('content:state.error'));
  }),
};

export const Empty: Story = {
  args: {
    status: 'empty',
    emptyText: 'This promotion has ended or does not exist.',
    action: <TextButton onClick={fn()}>All promotions</TextButton>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('This promotion has ended or does not exist.');
    await expect(canvas.getByRole('button', { name: 'All promotions' })).toBeVisible();
  },
};

export const ThaiText: Story = {
  args: { status: 'error', errorMessage: null },
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('เกิดข้อผิดพลาด');
    await expect(canvas.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeVisible();
  },
};
