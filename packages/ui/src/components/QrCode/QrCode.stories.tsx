import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LINE_QR, qrLevels } from './qr';
import { QrCode, qrTones } from './QrCode';
import { choice } from '../../private/storyControls';

const meta = {
  title: 'Components/QrCode',
  component: QrCode,
  args: { value: 'https://siamroyal.example/down', label: 'QR code for the app download' },
  argTypes: {
    level: { control: 'inline-radio', options: qrLevels },
    tone: choice(qrTones),
  },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §9 defaults: 200 px, level M. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const code = canvas.getByRole('img', { name: 'QR code for the app download' });
    await expect(code).toHaveAttribute('width', '200');
    await expect(code).toHaveAttribute('height', '200');
  },
};

export const Playground: Story = { args: { size: 160, margin: 8, level: 'H', tone: 'default' } };

/** Spec §9: the Line QR is 100 px with a 10 px margin, in green. */
export const LineQr: Story = {
  args: {
    value: 'https://line.me/R/ti/p/@siamroyal',
    label: 'QR code to add us on LINE',
    size: LINE_QR.size,
    margin: LINE_QR.margin,
    tone: 'line',
  },
  play: async ({ canvas }) => {
    const code = canvas.getByRole('img', { name: 'QR code to add us on LINE' });
    await expect(code).toHaveAttribute('width', '100');
    const [, , boxWidth] = (code.getAttribute('viewBox') ?? '').split(' ').map(Number);
    // 29 modules plus a 10 px border on each side of 100 px: 29 * 100 / 80 modules in all
    await expect(boxWidth).toBeCloseTo((29 * 100) / 80, 5);
  },
};

/** The plate stays light in dark mode, so phones can still scan it. */
export const Dark: Story = {
  globals: { mode: 'dark' },
  args: { tone: 'line', size: LINE_QR.size, margin: LINE_QR.margin },
  play: async ({ canvas }) => {
    const code = canvas.getByRole('img');
    await expect(getComputedStyle(code).backgroundColor).toBe('rgb(255, 255, 255)');
  },
};
