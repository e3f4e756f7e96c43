import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { type Canvas, disabledStory, errorStory, fieldMeta, hintStory, requiredStory } from '../../private/fieldStory';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me', name: 'remember', onChange: fn() },
  ...fieldMeta(),
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

const rememberMe = (canvas: Canvas) => canvas.getByRole('checkbox', { name: 'Remember me' });

export const WithHint: Story = hintStory(rememberMe, 'We keep your username for 24 hours, never your password.');

export const WithError: Story = errorStory(
  (canvas) => canvas.getByRole('checkbox', { name: 'I am over 18 and agree to the terms' }),
  { label: 'I am over 18 and agree to the terms', name: 'terms', error: 'Please agree to the terms' },
);

export const Required: Story = requiredStory('checkbox', 'I am over 18 and agree to the terms', {
  label: 'I am over 18 and agree to the terms',
  name: 'terms',
});

export const Disabled: Story = disabledStory(rememberMe, { defaultChecked: true });

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
