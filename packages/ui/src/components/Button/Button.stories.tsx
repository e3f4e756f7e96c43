import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { narrow, row } from '../../private/storyLayout';
import { Button, buttonSizes, buttonVariants } from './Button';
import { choice } from '../../private/storyControls';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Place bet', onClick: fn() },
  argTypes: {
    variant: choice(buttonVariants),
    size: choice(buttonSizes),
    children: { control: 'text' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Place bet' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {
  args: { variant: 'solid', size: 'md', loading: false, disabled: false, fullWidth: false },
};

export const Variants: Story = {
  render: (args) => (
    <div style={row}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          Size {size}
        </Button>
      ))}
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Place bet' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // still focusable, so focus does not fall back to <body> while a request runs
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LoadingKeepsWidth: Story = {
  render: (args) => (
    <div style={row}>
      <Button {...args}>Withdraw to bank account</Button>
      <Button {...args} loading>
        Withdraw to bank account
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const [idle, busy] = canvas.getAllByRole('button', { name: 'Withdraw to bank account' });
    await expect(busy?.getBoundingClientRect().width).toBe(idle?.getBoundingClientRect().width);
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={row}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant} disabled>
          {variant}
        </Button>
      ))}
    </div>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'solid' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, size: 'lg', children: 'Log in' },
};

export const LongThaiText: Story = {
  globals: { language: 'TY' },
  args: { children: 'ยืนยันการสมัครสมาชิกและรับโบนัสต้อนรับ 1000 บาท' },
  render: (args) => (
    <div style={narrow}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant} />
      ))}
      <Button {...args} loading />
    </div>
  ),
  play: async ({ canvas }) => {
    // the label wraps instead of overflowing the phone-width column
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    }
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  render: Variants.render,
};
