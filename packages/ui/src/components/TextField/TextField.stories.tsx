import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField, textFieldTypes } from './TextField';
import { choice } from '../../private/storyControls';
import { type Canvas, disabledStory, errorStory, fieldMeta, hintStory, requiredStory } from '../../private/fieldStory';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Username', name: 'username', autoComplete: 'username', onChange: fn() },
  ...fieldMeta({ type: choice(textFieldTypes), prefix: { control: 'text' }, suffix: { control: 'text' } }),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'somchai88');
    await expect(input).toHaveValue('somchai88');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Playground: Story = {
  args: {
    label: 'Username',
    placeholder: 'Enter your username',
    hint: '6–16 letters or digits',
    error: '',
    required: false,
    disabled: false,
    hideLabel: false,
    type: 'text',
  },
};

const username = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Username' });

export const WithHint: Story = hintStory(username, '6–16 letters or digits, starting with a letter');

export const WithError: Story = errorStory(username, {
  hint: '6–16 letters or digits',
  error: 'Please enter your username',
  defaultValue: '',
});

export const Required: Story = requiredStory('textbox', 'Username');

export const Disabled: Story = disabledStory(username, { defaultValue: 'somchai88' });

export const WithPrefixSuffix: Story = {
  args: {
    label: 'Amount',
    name: 'amount',
    autoComplete: 'off',
    inputMode: 'decimal',
    prefix: '฿',
    suffix: 'THB',
    hint: 'Minimum 100, maximum 50,000',
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '1500');
    await expect(input).toHaveValue('1500');
  },
};

export const LongThaiLabel: Story = {
  args: {
    label: 'ชื่อบัญชีธนาคารของผู้รับเงิน (ต้องตรงกับชื่อที่ลงทะเบียนไว้กับธนาคารเท่านั้น)',
    name: 'payeeName',
    autoComplete: 'name',
    placeholder: 'กรอกชื่อ-นามสกุลตามบัญชีธนาคาร',
    hint: 'ใช้ภาษาไทยหรือภาษาอังกฤษ และเว้นวรรคระหว่างชื่อกับนามสกุล',
    error: 'รูปแบบชื่อจริงไม่ถูกต้อง',
    required: true,
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: /ชื่อบัญชีธนาคารของผู้รับเงิน/ });
    await userEvent.type(input, 'สมชาย ใจดี');
    await expect(input).toHaveValue('สมชาย ใจดี');
    await expect(input).toHaveAccessibleDescription(/รูปแบบชื่อจริงไม่ถูกต้อง/);
  },
};
