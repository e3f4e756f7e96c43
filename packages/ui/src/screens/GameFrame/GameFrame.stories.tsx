import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GameFrame } from './GameFrame';

const meta = {
  title: 'Pages/GameFrame',
  component: GameFrame,
  args: { url: 'about:blank', title: 'Game: Lucky Fortune' },
} satisfies Meta<typeof GameFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('iframe')!;
    await expect(frame).toHaveAttribute('title', 'Game: Lucky Fortune');
    await expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation ');
  },
};
