import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectPhoneFit, thaiPhone360 } from '../../private/storyPhone';
import { loadErrorStory, loadingStory, statusStory } from '../../private/storyStates';
import { played } from '../../private/storyText';
import { phone360 } from '../../private/storyViewports';
import { AgentAnnouncements, type AgentAnnouncementItem } from './AgentAnnouncements';

const announcements: AgentAnnouncementItem[] = [
  {
    id: 3,
    title: 'New rebate rates from December',
    content: '<p>Rebates on <strong>sports</strong> rise to 1.5%.</p><img src="x" onerror="alert(1)">',
    pinned: true,
    publishedAt: '2026-12-01T02:00:00Z',
  },
  {
    id: 2,
    title: 'Scheduled maintenance on Sunday night between 01:00 and 03:00 for every game vendor of the site',
    content: '<p>Games are closed during the maintenance.</p>',
    pinned: false,
    publishedAt: '2026-11-28T10:00:00Z',
  },
];

const meta = {
  title: 'Screens/AgentAnnouncements',
  component: AgentAnnouncements,
  args: {
    status: 'ready',
    announcements,
    page: 1,
    pageCount: 2,
    onPageChange: fn(),
    onRetry: fn(),
    timeZone: 'Asia/Bangkok',
  },
} satisfies Meta<typeof AgentAnnouncements>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ canvas, canvasElement, args, t }) => {
    await expect(canvas.getByText(t('agentTeam:announcements.pinned'))).toBeVisible();
    const first = canvas.getByRole('button', { name: /New rebate rates/ });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/rise to 1.5%/)).toBeVisible();
    // the server's HTML went through the sanitizer: no handler survives
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    // the date on the merchant's clock (Bangkok: 1 December, 09:00)
    await expect(first).toHaveTextContent(/9:00|09:00/);
    await userEvent.click(canvas.getByRole('button', { name: t('shell:notice.page', { page: 2 }) }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  }),
};

export const Empty: Story = statusStory('agentTeam:announcements.empty', { announcements: [] });

export const Loading: Story = loadingStory('agentTeam:announcements.loading');

export const LoadError: Story = loadErrorStory();

export const ThaiPhone: Story = {
  ...thaiPhone360,
  play: played(async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ปักหมุด')).toBeVisible();
    await expectPhoneFit();
  }),
};

export const LongTitlePhone: Story = {
  ...phone360,
  play: played(async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Scheduled maintenance/ }));
    await expectPhoneFit();
  }),
};
