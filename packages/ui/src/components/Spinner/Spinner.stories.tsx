import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { row } from '../../private/storyLayout';
import { Spinner, spinnerSizes } from './Spinner';
import { played } from '../../private/storyText';
import { choice } from '../../private/storyControls';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  argTypes: { size: choice(spinnerSizes) },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('shell:loader.loading'));
  }),
};

export const Playground: Story = { args: { size: 'md', showLabel: true, label: 'Loading games…' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const WithLabel: Story = { args: { showLabel: true, label: 'Loading lottery results…' } };

export const ThaiText: Story = {
  globals: { language: 'TY' },
  args: { showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('กำลังโหลด…');
  },
};

export const Dark: Story = { globals: { mode: 'dark' }, args: { showLabel: true, size: 'lg' } };
