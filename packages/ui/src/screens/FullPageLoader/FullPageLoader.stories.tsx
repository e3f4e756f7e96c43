import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { FullPageLoader } from './FullPageLoader';
import { ownFrameMeta } from '../../private/modalStory';
import { loaderStory } from '../../private/storyStates';

const meta = { title: 'Screens/FullPageLoader', ...ownFrameMeta(FullPageLoader) } satisfies Meta<typeof FullPageLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = loaderStory;

export const WithMessage: Story = {
  args: { message: 'Opening the game…' },
  play: async ({ canvas }) => {
    // the message is the story's own text (args), shown as written in every language
    await expect(canvas.getByRole('status')).toHaveTextContent('Opening the game…');
  },
};

/** A quick load shows nothing; a slow one shows the loader after the delay. */
export const Delayed: Story = {
  args: { delay: 400 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('status')).toBeVisible(), { timeout: 2000 });
  },
};

export const Thai: Story = {
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('กำลังโหลด…');
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };
