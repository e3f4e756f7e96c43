import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextButton } from './TextButton';

const meta = {
  title: 'Components/TextButton',
  component: TextButton,
  args: { children: 'Forgot password?', onClick: fn() },
  argTypes: { children: { control: 'text' } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TextButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Forgot password?' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Forgot password?' })).toBeDisabled();
  },
};

export const Thai: Story = {
  args: { children: 'ลืมรหัสผ่าน?' },
  globals: { language: 'TY' },
};

export const Dark: Story = { globals: { mode: 'dark' } };
