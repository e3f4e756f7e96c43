import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CloseIcon, RefreshIcon } from '../../private/icons';
import { row } from '../../private/storyLayout';
import { buttonSizes, buttonVariants } from '../Button';
import { IconButton } from './IconButton';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Refresh balance', icon: <RefreshIcon />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Refresh balance' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(button).toHaveAttribute('title', 'Refresh balance');
  },
};

export const Playground: Story = { args: { variant: 'ghost', size: 'md', loading: false, disabled: false } };

export const Variants: Story = {
  render: (args) => (
    <div style={row}>
      {buttonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={`Close (${variant})`} icon={<CloseIcon />} />
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      {buttonSizes.map((size) => (
        <IconButton key={size} {...args} variant="soft" size={size} label={`Refresh (${size})`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    // square at every size
    for (const button of canvas.getAllByRole('button')) {
      const { width, height } = button.getBoundingClientRect();
      await expect(width).toBeCloseTo(height, 0);
    }
  },
};

export const Loading: Story = {
  args: { loading: true, variant: 'soft' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh balance' }));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true, variant: 'outline' } };

export const ThaiLabel: Story = {
  globals: { language: 'TY' },
  args: { label: 'รีเฟรชยอดเงินคงเหลือ' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'รีเฟรชยอดเงินคงเหลือ' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { mode: 'dark' }, render: Variants.render };
