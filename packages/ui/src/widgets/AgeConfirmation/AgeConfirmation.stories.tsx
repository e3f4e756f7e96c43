import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { inNarrow } from '../../private/storyLayout';
import { AgeConfirmation } from './AgeConfirmation';
import { markedText, shownText, startingWith, storyText } from '../../private/storyText';
import { routerLink } from '../../private/registerStory';
import { withHeld } from '../../private/storyStates';

/** The label of the box, as the reader sees it, and the link's own text (the User Agreement). */
const confirmation = (loaded: Record<string, unknown>, age = 18) => {
  const text = storyText(loaded)('account:terms.confirm', { age });
  return { label: startingWith(shownText(text)), terms: markedText(text, 'terms') };
};

const Controlled = withHeld(AgeConfirmation, { checked: 'onCheckedChange' });

const meta = {
  title: 'Widgets/AgeConfirmation',
  component: AgeConfirmation,
  render: inNarrow(Controlled),
  args: { checked: false, onCheckedChange: fn() },
  argTypes: { renderLink: { control: false } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AgeConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args, loaded }) => {
    const { label, terms } = confirmation(loaded);
    const box = canvas.getByRole('checkbox', { name: label });
    await expect(box).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: terms })).toHaveAttribute('href', '/help');
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
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    // the error is the story's own text (args), shown as written in every language
    await expect(box).toHaveAccessibleDescription('Please agree to the terms');
  },
};

/** The age is a merchant parameter. */
export const MinimumAge21: Story = {
  args: { minimumAge: 21 },
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByRole('checkbox', { name: confirmation(loaded, 21).label })).toBeVisible();
  },
};

/** The site passes its router link; the address stays /help. */
export const RouterLink: Story = {
  args: { renderLink: routerLink },
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByRole('link', { name: confirmation(loaded).terms })).toHaveAttribute('data-router-link');
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
