import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { hostileHtml } from '../../private/fixtures/frame';
import { expectHarmless, settle } from '../../private/storyChecks';
import { SafeHtml } from './SafeHtml';

const meta = {
  title: 'Components/SafeHtml',
  component: SafeHtml,
  args: {
    html: '<p>The site will be under maintenance on <strong>Sunday 02:00–04:00</strong>.</p><ul><li>Deposits pause</li><li>Games close</li></ul><p><a href="https://example.com/notice">Details</a></p>',
  },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sunday 02:00–04:00')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Details' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const HostileHtml: Story = {
  args: { html: hostileHtml },
  play: async ({ canvas }) => {
    const terms = canvas.getByText('Terms apply.');
    await expect(terms).toBeVisible();
    // the link text stays, its javascript: address goes
    await expect(canvas.getByText('Claim now')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read the full terms' })).toHaveAttribute(
      'href',
      'https://example.com/promo',
    );
    await settle();
    // the paragraph's parent is the sanitized root
    await expectHarmless(terms.parentElement as HTMLElement);
  },
};

export const ThaiText: Story = {
  globals: { language: 'TY' },
  args: {
    html: '<p>ระบบจะปิดปรับปรุงในวันอาทิตย์ เวลา <strong>02:00–04:00 น.</strong> ยอดเงินของท่านปลอดภัย ขออภัยในความไม่สะดวก</p>',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('02:00–04:00 น.')).toBeVisible();
  },
};
