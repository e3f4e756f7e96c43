import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { played } from '../../private/storyText';
import { expectPhoneFit, thaiPhone360 } from '../../private/storyPhone';
import { OfflineNotice } from './OfflineNotice';

const meta = {
  title: 'Widgets/OfflineNotice',
  component: OfflineNotice,
  args: { offline: true },
} satisfies Meta<typeof OfflineNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Online: nothing shows and nothing takes room; the live region waits. */
export const Online: Story = {
  args: { offline: false },
  play: played(async ({ canvas, t }) => {
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await expect(status.getBoundingClientRect().height).toBe(0);
    await expect(canvas.queryByText(t('shell:offline.message'))).toBeNull();
  }),
};

export const Offline: Story = {
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('shell:offline.message'));
    await expect(canvas.getByText(t('shell:offline.message'))).toBeVisible();
  }),
};

export const Thai: Story = {
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('ไม่มีการเชื่อมต่ออินเทอร์เน็ต');
  },
};

/** A 360 px phone in Thai: the message wraps inside the bar, a slim one (at most three lines). */
export const Mobile360: Story = {
  ...thaiPhone360,
  play: played(async ({ canvas, t }) => {
    await expectPhoneFit();
    const bar = canvas.getByText(t('shell:offline.message')).parentElement!;
    await expect(bar.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    const lineHeight = parseFloat(getComputedStyle(bar).lineHeight) || parseFloat(getComputedStyle(bar).fontSize);
    await expect(bar.getBoundingClientRect().height).toBeLessThan(4 * lineHeight);
  }),
};
