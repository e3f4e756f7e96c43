import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { narrow, stack } from '../../private/storyLayout';
import { Alert, alertTones } from './Alert';
import { played } from '../../private/storyText';
import { choice } from '../../private/storyControls';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: {
    tone: 'info',
    title: 'Deposits are processed in about 3 seconds',
    children: 'Your balance updates as soon as the bank confirms the transfer.',
  },
  argTypes: { tone: choice(alertTones), children: { control: 'text' } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Deposits are processed in about 3 seconds');
  },
};

export const Playground: Story = { args: { onClose: fn() } };

export const Tones: Story = {
  render: (args) => (
    <div style={stack}>
      {alertTones.map((tone) => (
        <Alert key={tone} {...args} tone={tone} title={`${tone} title`}>
          Message with the {tone} tone.
        </Alert>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    // critical and caution interrupt; info and positive wait
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
  },
};

export const Critical: Story = {
  args: {
    tone: 'critical',
    title: 'Invalid invitation code',
    children: 'Check the code with the person who invited you, or leave the field empty.',
  },
};

export const Closable: Story = {
  args: { onClose: fn() },
  play: played(async ({ args, canvas, userEvent, t }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('common:close') }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  }),
};

export const WithoutTitle: Story = { args: { title: undefined, tone: 'positive', children: 'Password changed.' } };

export const LongThaiText: Story = {
  globals: { language: 'TY' },
  args: {
    tone: 'caution',
    title: 'ไม่สามารถเชื่อมต่อกับเซิร์ฟเวอร์ได้ในขณะนี้',
    children: 'กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ตของคุณ แล้วลองอีกครั้งภายหลัง หากยังพบปัญหาโปรดติดต่อฝ่ายบริการลูกค้าตลอด 24 ชั่วโมง',
    onClose: fn(),
  },
  render: (args) => (
    <div style={narrow}>
      <Alert {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ปิด' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { mode: 'dark' }, render: Tones.render };
