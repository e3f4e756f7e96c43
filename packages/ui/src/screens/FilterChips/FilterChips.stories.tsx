import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FilterChips } from './FilterChips';

const meta = {
  title: 'Pages/FilterChips',
  component: FilterChips,
  args: {
    label: 'Providers',
    options: [
      { value: '', label: 'All' },
      { value: 'PG', label: 'Pocket Games' },
      { value: 'JILI', label: 'JILI' },
    ],
    value: '',
    onChange: fn(),
  },
} satisfies Meta<typeof FilterChips>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'JILI' }));
    await expect(args.onChange).toHaveBeenCalledWith('JILI');
  },
};
