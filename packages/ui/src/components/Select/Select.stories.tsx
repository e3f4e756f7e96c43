import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Select } from './Select';
import { type Canvas, disabledStory, errorStory, fieldMeta, hintStory, requiredStory } from '../../private/fieldStory';

const banks = [
  { value: 'KBANK', label: 'Kasikorn Bank' },
  { value: 'SCB', label: 'Siam Commercial Bank' },
  { value: 'BBL', label: 'Bangkok Bank' },
  { value: 'KTB', label: 'Krungthai Bank' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Bank', name: 'bank', options: banks, onChange: fn() },
  ...fieldMeta({ placeholder: { control: 'text' } }),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'KBANK' },
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Bank' });
    await expect(select).toHaveValue('KBANK');
    await userEvent.selectOptions(select, 'SCB');
    await expect(select).toHaveValue('SCB');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Playground: Story = {
  args: { placeholder: 'Please choose', defaultValue: '', hint: '', error: '', required: false, disabled: false },
};

const bank = (canvas: Canvas) => canvas.getByRole('combobox', { name: 'Bank' });

export const WithHint: Story = hintStory(bank, 'The bank that receives your withdrawals');

export const WithError: Story = errorStory(bank, {
  placeholder: 'Please choose',
  defaultValue: '',
  error: 'Input cannot be empty',
});

export const Required: Story = requiredStory('combobox', 'Bank', { placeholder: 'Please choose', defaultValue: '' });

export const Disabled: Story = disabledStory(bank, { defaultValue: 'BBL' });

export const LongThaiLabel: Story = {
  args: {
    label: 'ธนาคารที่ใช้รับเงินถอน (ชื่อบัญชีต้องตรงกับชื่อผู้ใช้ที่ลงทะเบียนไว้)',
    options: [
      { value: 'KBANK', label: 'ธนาคารกสิกรไทย' },
      { value: 'SCB', label: 'ธนาคารไทยพาณิชย์' },
      { value: 'BBL', label: 'ธนาคารกรุงเทพ' },
      { value: 'GSB', label: 'ธนาคารออมสิน (สำหรับบัญชีออมทรัพย์ทั่วไปเท่านั้น)' },
    ],
    placeholder: 'กรุณาเลือกธนาคาร',
    defaultValue: '',
    hint: 'เลือกธนาคารที่คุณมีบัญชีอยู่',
    required: true,
  },
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: /ธนาคารที่ใช้รับเงินถอน/ });
    await userEvent.selectOptions(select, 'GSB');
    await expect(select).toHaveValue('GSB');
  },
};
