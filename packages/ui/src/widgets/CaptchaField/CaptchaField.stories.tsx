import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { inNarrow } from '../../private/storyLayout';
import { phone360 } from '../RegisterForm/RegisterForm.fixtures';
import { CaptchaField } from './CaptchaField';
import { demoCaptchaPng } from './CaptchaField.fixtures';
import { containing, played } from '../../private/storyText';
import { expectTapIgnored } from '../../private/storyChecks';

const meta = {
  title: 'Widgets/CaptchaField',
  component: CaptchaField,
  render: inNarrow(CaptchaField),
  args: { image: demoCaptchaPng, onRefresh: fn(), required: true, name: 'captcha' },
  argTypes: { image: { control: 'text' } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ canvas, userEvent, args, t }) => {
    const input = canvas.getByRole('textbox', { name: containing(t('register:fields.captcha.label')) });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'off');
    await expect(input).toHaveAccessibleDescription(t('account:captcha.hint'));
    await userEvent.click(canvas.getByRole('button', { name: t('account:captcha.refresh') }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  }),
};

export const Playground: Story = { args: { refreshing: false, error: '' } };

/** A new picture is on its way: taps wait for it (the caller also throttles to one a second). */
export const Refreshing: Story = {
  args: { refreshing: true },
  play: played(async ({ canvas, args, t }) => {
    await expectTapIgnored(canvas.getByRole('button', { name: t('account:captcha.refresh') }), args.onRefresh);
  }),
};

/** The first picture has not arrived yet. */
export const Loading: Story = {
  args: { image: null },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('button', { name: t('account:captcha.refresh') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  }),
};

export const Required: Story = {
  args: { error: 'Please enter the captcha' },
  play: played(async ({ canvas, t }) => {
    const input = canvas.getByRole('textbox', { name: containing(t('register:fields.captcha.label')) });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // the error (the story's own text) is read first, then the field's translated hint
    await expect(input).toHaveAccessibleDescription(`Please enter the captcha ${t('account:captcha.hint')}`);
  }),
};

export const Wrong: Story = {
  args: { error: 'Invalid captcha input', defaultValue: '4872' },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('textbox', { name: containing(t('register:fields.captcha.label')) })).toHaveValue(
      '4872',
    );
  }),
};

export const Thai: Story = {
  globals: { language: 'TY' },
  args: { error: 'กรุณากรอกรหัสยืนยัน' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'ภาพรหัสยืนยัน แตะเพื่อเปลี่ยนภาพใหม่' })).toBeVisible();
  },
};

export const Mobile360: Story = {
  ...phone360,
  render: (args) => <CaptchaField {...args} />,
  globals: { ...phone360.globals, language: 'TY' },
  play: async ({ canvas }) => {
    await canvas.findByRole('textbox', { name: /รหัสยืนยัน/ });
    await expect(canvas.getByTestId('phone').scrollWidth).toBeLessThanOrEqual(360);
  },
};
