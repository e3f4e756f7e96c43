import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { narrow } from '../../private/storyLayout';
import { AgeConfirmation, type AgeConfirmationProps } from './AgeConfirmation';
import { storyText } from '../../private/storyText';

function Controlled(args: AgeConfirmationProps) {
  const [checked, setChecked] = useState(args.checked);
  return (
    <AgeConfirmation
      {...args}
      checked={checked}
      onCheckedChange={(next) => {
        args.onCheckedChange(next);
        setChecked(next);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/AgeConfirmation',
  component: AgeConfirmation,
  render: (args) => (
    <div style={narrow}>
      <Controlled {...args} />
    </div>
  ),
  args: { checked: false, onCheckedChange: fn() },
  argTypes: { renderLink: { control: false } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AgeConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: /I am 18 or older and agree to the User Agreement/ });
    await expect(box).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'User Agreement' })).toHaveAttribute('href', '/help');
    await userEvent.click(box);
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await expect(box).toBeChecked();
  },
};

export const Playground: Story = { args: { minimumAge: 18, termsHref: '/help', required: true, disabled: false } };

export const Checked: Story = {
  args: { checked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

export const NotAgreed: Story = {
  args: { error: 'Please agree to the terms' },
  play: async ({ canvas, loaded }) => {
    const t = storyText(loaded);
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(t('register:validation.agreeTerms'));
  },
};

/** The age is a merchant parameter. */
export const MinimumAge21: Story = {
  args: { minimumAge: 21 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: /I am 21 or older/ })).toBeVisible();
  },
};

/** The site passes its router link; the address stays /help. */
export const RouterLink: Story = {
  args: {
    renderLink: ({ href, className, children }) => (
      <a href={href} className={className} data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'User Agreement' })).toHaveAttribute('data-router-link');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
};

export const Thai: Story = {
  globals: { language: 'TY' },
  args: { error: 'กรุณายอมรับข้อตกลงการใช้งาน' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('checkbox', { name: /ฉันมีอายุ 18 ปีขึ้นไป และยอมรับข้อตกลงการใช้งาน/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ข้อตกลงการใช้งาน' })).toHaveAttribute('href', '/help');
  },
};
