import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LockIcon } from '../../private/icons';
import { PasswordField } from './PasswordField';
import { containing, played } from '../../private/storyText';
import { errorStory, fieldMeta, hintStory, type Canvas } from '../../private/fieldStory';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', autoComplete: 'current-password', onChange: fn() },
  ...fieldMeta({ prefix: { control: false } }),
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ canvas, userEvent, t }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(input, 'Secret123');
    await expect(input).toHaveValue('Secret123');

    const toggle = canvas.getByRole('button', { name: t('common:field.showPassword') });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // the value survives the switch
    await expect(input).toHaveValue('Secret123');

    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  }),
};

export const Playground: Story = {
  args: {
    placeholder: 'Enter your password',
    hint: '6–16 characters',
    error: '',
    required: false,
    disabled: false,
    defaultVisible: false,
  },
};

const password = (canvas: Canvas) => canvas.getByLabelText('Password');

export const WithHint: Story = hintStory(password, 'Please fill in your password with 6 - 16 characters');

export const WithError: Story = errorStory(password, { error: 'Please enter your password' });

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(containing('Password'))).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Secret123' },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('common:field.showPassword') })).toBeDisabled();
  }),
};

export const Visible: Story = {
  args: { defaultVisible: true, defaultValue: 'Secret123' },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('Secret123');
    await expect(canvas.getByRole('button', { name: t('common:field.showPassword') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }),
};

export const WithPrefixSuffix: Story = {
  args: { prefix: <LockIcon />, hint: 'The show button sits in the suffix slot' },
};

export const LongThaiLabel: Story = {
  args: {
    label: 'รหัสผ่านสำหรับการถอนเงิน (ใช้ยืนยันทุกครั้งที่ทำรายการถอนเงินออกจากบัญชี)',
    name: 'paymentPassword',
    autoComplete: 'new-password',
    hint: 'กรุณากรอกรหัสผ่าน 6 - 16 ตัวอักษร',
    required: true,
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/รหัสผ่านสำหรับการถอนเงิน/);
    await userEvent.type(input, 'รหัส1234');
    await expect(input).toHaveValue('รหัส1234');
  },
};
