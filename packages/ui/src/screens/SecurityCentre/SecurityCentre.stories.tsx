import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { choice } from '../../private/storyControls';
import { containing, played } from '../../private/storyText';
import { loadErrorStory, loadingStory, thaiButtonStory } from '../../private/storyStates';
import { phone360 } from '../../private/storyViewports';
import { LoginPasswordSection } from './LoginPasswordSection';
import { SecurityCentre, securityCentreStatuses } from './SecurityCentre';
import { SecuritySection } from './SecuritySection';

const onChangePassword = fn();

const meta = {
  title: 'Screens/SecurityCentre',
  component: SecurityCentre,
  argTypes: { status: choice(securityCentreStatuses) },
  args: {
    status: 'ready',
    account: 'demo',
    nickname: 'Demo Player',
    completion: { complete: 4, total: 7 },
    lastLogin: { time: '2026-11-25T08:30:00.000Z', ip: '203.0.113.7' },
    previousLogin: { time: '2026-11-24T20:05:00.000Z', ip: '198.51.100.23' },
    onRetry: fn(),
    children: (
      <>
        <LoginPasswordSection complete onChange={onChangePassword} />
        <SecuritySection title="Mobile number" summary="+66 81••••678" complete={false} />
      </>
    ),
  },
} satisfies Meta<typeof SecurityCentre>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ canvas, canvasElement, t }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('member:centre.page.securityCenter'));
    await expect(canvasElement).toHaveTextContent('demo');
    const meter = canvas.getByRole('progressbar', { name: t('security:page.completionLabel') });
    await expect(meter).toHaveAttribute('aria-valuenow', '4');
    await expect(meter).toHaveAttribute('aria-valuemax', '7');
    await expect(canvasElement).toHaveTextContent(containing('203.0.113.7'));
    await userEvent.click(canvas.getByRole('button', { name: t('security:page.loginPassword.change') }));
    await expect(onChangePassword).toHaveBeenCalled();
  }),
};

export const NoLoginYet: Story = {
  args: { lastLogin: null, previousLogin: null, completion: { complete: 0, total: 7 } },
  play: played(async ({ canvasElement, t }) => {
    await expect(canvasElement).toHaveTextContent(t('security:page.noLogin'));
  }),
};

export const Loading: Story = loadingStory('security:page.loading');

export const LoadError: Story = loadErrorStory();

export const LongTextPhone: Story = {
  ...phone360,
  args: {
    account: 'a-very-long-member-account-name-2026',
    nickname: 'A nickname that goes on for quite a while',
    lastLogin: { time: '2026-11-25T08:30:00.000Z', ip: '2001:0db8:85a3:0000:0000:8a2e:0370:7334' },
  },
  play: played(async ({ canvasElement, t }) => {
    const region = within(canvasElement).getByRole('region', { name: t('member:centre.page.securityCenter') });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  }),
};

export const Thai: Story = thaiButtonStory('security:page.loginPassword.change', 'เปลี่ยน');
