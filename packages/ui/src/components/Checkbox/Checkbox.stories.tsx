import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { played, requiredName } from '../../private/storyText';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me', name: 'remember', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(box).not.toBeChecked();
    // the whole label is the touch target
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Playground: Story = {
  args: { hint: '', error: '', required: false, disabled: false, defaultChecked: false },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  },
};

export const WithHint: Story = {
  args: { hint: 'We keep your username for 24 hours, never your password.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toHaveAccessibleDescription(
      'We keep your username for 24 hours, never your password.',
    );
  },
};

export const WithError: Story = {
  args: { label: 'I am over 18 and agree to the terms', name: 'terms', error: 'Please agree to the terms' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I am over 18 and agree to the terms' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    // the error is the story's own text (args), shown as written in every language
    await expect(box).toHaveAccessibleDescription('Please agree to the terms');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please agree to the terms');
  },
};

export const Required: Story = {
  args: { label: 'I am over 18 and agree to the terms', name: 'terms', required: true },
  play: played(async ({ canvas, t }) => {
    await expect(
      canvas.getByRole('checkbox', { name: requiredName(t, 'I am over 18 and agree to the terms') }),
    ).toBeRequired();
  }),
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeDisabled();
  },
};

export const LongThaiLabel: Story = {
  args: {
    label: 'ข้าพเจ้ายืนยันว่ามีอายุครบ 18 ปีบริบูรณ์ และได้อ่านและยอมรับข้อกำหนดและเงื่อนไขการใช้บริการ รวมถึงนโยบายความเป็นส่วนตัวแล้ว',
    name: 'terms',
    required: true,
    error: 'กรุณายอมรับข้อกำหนดและเงื่อนไข',
  },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: /ข้าพเจ้ายืนยันว่ามีอายุครบ 18 ปี/ });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
