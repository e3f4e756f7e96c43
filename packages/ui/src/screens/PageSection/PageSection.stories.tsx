import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PageSection } from './PageSection';

const meta = {
  title: 'Pages/PageSection',
  component: PageSection,
  args: { title: 'Promotions', status: 'ready', onRetry: fn(), children: <p>Content</p> },
} satisfies Meta<typeof PageSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect(canvas.getByText('Content')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.queryByText('Content')).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { status: 'error', errorMessage: 'Network link is abnormal, please try again' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(/Network link is abnormal/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { status: 'empty', emptyText: 'No promotions right now.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No promotions right now.')).toBeVisible();
  },
};

export const Thai: Story = {
  args: { status: 'error', title: 'โปรโมชั่น' },
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeVisible();
  },
};
