import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { shownMoney, wireMoney } from '../../private/cashierStory';
import { choice } from '../../private/storyControls';
import { longTextPhoneStory } from '../../private/storyStates';
import { played } from '../../private/storyText';
import { phone360 } from '../../private/storyViewports';
import { MessageCentre, messageInboxStatuses, type MessageItem } from './MessageCentre';

/** The stories' clock: the countdowns read it, so their text is the same on every run. */
const NOW = Date.UTC(2026, 11, 6, 5, 0, 0);
const HOUR = 3_600_000;
const at = (hoursAgo: number) => new Date(NOW - hoursAgo * HOUR).toISOString();

const LONG_TEXT = Array.from(
  { length: 8 },
  (_, i) =>
    `Section ${i + 1}. Promotional bonuses carry a turnover requirement before withdrawal: the valid bet of settled games counts, cancelled rounds and hedged bets do not.`,
).join('\n\n');

const gift: MessageItem = {
  id: 14,
  title: 'A gift for you: claim ฿88 before it expires',
  body: '<p>Thank you for playing with us. Claim your <strong>฿88</strong> gift within three days.</p>',
  bodyFormat: 'html',
  createdAt: at(6),
  read: false,
  reward: {
    amount: '88.00',
    expiresAt: new Date(NOW + 2 * 24 * HOUR + 5 * HOUR + 3 * 60_000 + 9_000).toISOString(),
    claimedAt: null,
    status: 'claimable',
  },
};

const inbox: MessageItem[] = [
  gift,
  {
    id: 13,
    title: 'Your rebate is ready',
    body: 'Your bets since the last claim have earned a rebate.\nClaim it on the rebate page.',
    bodyFormat: 'text',
    createdAt: at(8),
    read: false,
    reward: null,
  },
  {
    id: 12,
    title: 'โปรโมชันฝากแรกของวัน รับโบนัส 10%',
    body: '<p>ฝากเงินครั้งแรกของวันรับโบนัส <strong>10%</strong> สูงสุด ฿500</p>',
    bodyFormat: 'html',
    createdAt: at(30),
    read: true,
    reward: null,
  },
  {
    id: 11,
    title: 'Birthday bonus',
    body: '<p>Happy birthday!</p>',
    bodyFormat: 'html',
    createdAt: at(200),
    read: true,
    reward: { amount: '50.00', expiresAt: at(100), claimedAt: at(190), status: 'claimed' },
  },
  {
    id: 10,
    title: 'Weekend reload bonus',
    body: '<p>Your weekend reload bonus expired unclaimed.</p>',
    bodyFormat: 'html',
    createdAt: at(400),
    read: true,
    reward: { amount: '30.00', expiresAt: at(300), claimedAt: null, status: 'expired' },
  },
];

const announcements = [
  { id: 1, title: 'System maintenance on Tuesday', content: '<p>From 02:00 to 04:00.</p>', publishedAt: at(24) },
  { id: 2, title: 'New slot games', content: '<p>Five new games are in the lobby.</p>', publishedAt: at(72) },
];

const meta = {
  title: 'Screens/MessageCentre',
  component: MessageCentre,
  argTypes: { status: choice(messageInboxStatuses) },
  args: {
    status: 'ready',
    tab: 'inbox',
    onTabChange: fn(),
    messages: inbox,
    unreadCount: 2,
    page: 1,
    pageCount: 3,
    onPageChange: fn(),
    openId: null,
    onOpen: fn(),
    onCloseMessage: fn(),
    onReadAll: fn(),
    onDelete: fn(),
    onClaim: fn(),
    onDismissNotice: fn(),
    onRetry: fn(),
    announcements: { status: 'ready', data: announcements },
    currency: 'THB',
    minorDigits: 2,
    timeZone: 'Asia/Bangkok',
    now: () => NOW,
  },
} satisfies Meta<typeof MessageCentre>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inbox: Story = {
  play: played(async ({ canvas, args, t }) => {
    await expect(canvas.getByRole('tab', { name: new RegExp(t('messages:tabs.inbox')) })).toHaveTextContent('2');
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(within(items[0]!).getByRole('button')).toHaveTextContent(t('messages:inbox.unread'));
    await expect(within(items[2]!).getByRole('button')).not.toHaveTextContent(t('messages:inbox.unread'));
    await expect(items[0]).toHaveTextContent(
      t('messages:reward.expiresIn', { time: t('messages:reward.daysTime', { days: 2, time: '05:03:09' }) }),
    );
    await userEvent.click(within(items[1]!).getByRole('button'));
    await expect(args.onOpen).toHaveBeenCalledWith(13);
    await userEvent.click(canvas.getByRole('button', { name: t('messages:inbox.readAll') }));
    await expect(args.onReadAll).toHaveBeenCalledOnce();
    const pages = canvas.getByRole('navigation', { name: t('messages:inbox.pages') });
    await userEvent.click(within(pages).getByRole('button', { name: t('shell:notice.page', { page: 2 }) }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  }),
};

export const AllRead: Story = {
  args: { messages: inbox.map((m) => ({ ...m, read: true })), unreadCount: 0, pageCount: 1 },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('button', { name: t('messages:inbox.readAll') })).toBeDisabled();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  }),
};

export const RewardToClaim: Story = {
  args: { openId: gift.id },
  play: played(async ({ canvas, args, loaded, t }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(gift.title);
    const claim = canvas.getByRole('button', {
      name: t('messages:reward.claim', { amount: wireMoney(loaded, '88.00') }),
    });
    await userEvent.click(claim);
    await expect(args.onClaim).toHaveBeenCalledWith(gift.id);
    await userEvent.click(canvas.getByRole('button', { name: t('messages:inbox.back') }));
    await expect(args.onCloseMessage).toHaveBeenCalledOnce();
  }),
};

/** The countdown ticks on its own clock (here the real one, a reward a few seconds from its end). */
export const CountdownTicks: Story = {
  args: {
    openId: gift.id,
    now: Date.now,
    messages: [{ ...gift, reward: { ...gift.reward!, expiresAt: new Date(Date.now() + 60 * 60_000).toISOString() } }],
  },
  play: played(async ({ canvasElement }) => {
    const first = within(canvasElement).getByText(/\d\d:\d\d:\d\d/).textContent;
    await waitFor(() => expect(within(canvasElement).getByText(/\d\d:\d\d:\d\d/).textContent).not.toBe(first), {
      timeout: 3000,
    });
  }),
};

export const Claiming: Story = { args: { openId: gift.id, claimingId: gift.id } };

export const Claimed: Story = {
  args: {
    openId: gift.id,
    messages: [{ ...gift, read: true, reward: { ...gift.reward!, status: 'claimed', claimedAt: at(0) } }],
    notice: { kind: 'claimed', amount: '88.00' },
  },
  play: played(async ({ canvas, loaded, t }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('messages:reward.claimedNotice', { amount: shownMoney(loaded, '88.00') }),
    );
    await expect(
      canvas.queryByRole('button', { name: new RegExp(t('messages:reward.claim', { amount: '' })) }),
    ).toBeNull();
  }),
};

export const ClaimFailed: Story = {
  args: {
    openId: gift.id,
    notice: { kind: 'failed', message: 'This reward has expired and can no longer be claimed' },
  },
  play: played(async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This reward has expired');
  }),
};

export const Expired: Story = {
  args: { openId: 10 },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getAllByText(t('messages:reward.expired')).length).toBeGreaterThan(0);
    await expect(
      canvas.queryByRole('button', { name: new RegExp(t('messages:reward.claim', { amount: '' })) }),
    ).toBeNull();
  }),
};

export const TextMessage: Story = { args: { openId: 13 } };

export const DeleteWithConfirmation: Story = {
  args: { openId: 13 },
  play: played(async ({ canvas, canvasElement, args, t }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('messages:inbox.delete') }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveAccessibleName(t('messages:inbox.deleteTitle'));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: t('messages:inbox.delete') }));
    await expect(args.onDelete).toHaveBeenCalledWith(13);
  }),
};

export const LongTextPhone: Story = {
  ...longTextPhoneStory,
  args: {
    openId: 99,
    messages: [
      {
        id: 99,
        title: 'Terms of bonuses updated: please read every section of the new terms before your next deposit',
        body: LONG_TEXT,
        bodyFormat: 'text',
        createdAt: at(1),
        read: true,
        reward: {
          amount: '123456789.99',
          expiresAt: new Date(NOW + 30 * 24 * HOUR).toISOString(),
          claimedAt: null,
          status: 'claimable',
        },
      },
    ],
  },
};

export const InboxPhone: Story = longTextPhoneStory;

export const Thai: Story = {
  globals: { language: 'TY' },
  play: played(async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: /กล่องข้อความ/ })).toBeVisible();
    await expect(canvas.getByText('โปรโมชันฝากแรกของวัน รับโบนัส 10%')).toBeVisible();
  }),
};

export const ThaiRewardPhone: Story = {
  ...phone360,
  globals: { ...phone360.globals, language: 'TY' },
  args: { openId: gift.id },
};

export const Empty: Story = {
  args: { messages: [], unreadCount: 0, pageCount: 0 },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByText(t('messages:inbox.empty'))).toBeVisible();
  }),
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('messages:inbox.loading'));
  }),
};

export const LoadError: Story = {
  args: { status: 'error', errorMessage: 'Network error' },
  play: played(async ({ canvas, args, t }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error');
    await userEvent.click(canvas.getByRole('button', { name: t('content:state.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  }),
};

export const Announcements: Story = {
  args: { tab: 'announcements' },
  play: played(async ({ canvas }) => {
    await userEvent.click(canvas.getByText('System maintenance on Tuesday'));
    await expect(canvas.getByText('From 02:00 to 04:00.')).toBeVisible();
  }),
};

export const AnnouncementsPaged: Story = {
  args: {
    tab: 'announcements',
    announcements: {
      status: 'ready',
      data: Array.from({ length: 20 }, (_, i) => ({
        id: 100 + i,
        title: `Scheduled maintenance ${i + 1}`,
        content: `<p>Notice ${i + 1}</p>`,
        publishedAt: at(i),
      })),
    },
  },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(9);
    const pages = canvas.getByRole('navigation', { name: t('messages:announcements.pages') });
    await userEvent.click(within(pages).getByRole('button', { name: t('shell:notice.page', { page: 3 }) }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('Scheduled maintenance 19')).toBeVisible();
  }),
};

export const AnnouncementsPhone: Story = { ...phone360, args: { tab: 'announcements' } };

export const AnnouncementsLoading: Story = { args: { tab: 'announcements', announcements: { status: 'loading' } } };

export const AnnouncementsError: Story = {
  args: { tab: 'announcements', announcements: { status: 'error', message: 'Network error', onRetry: fn() } },
  play: played(async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error');
  }),
};

export const AnnouncementsEmpty: Story = {
  args: { tab: 'announcements', announcements: { status: 'ready', data: [] } },
};

export const SwitchTab: Story = {
  play: played(async ({ canvas, args, t }) => {
    await userEvent.click(canvas.getByRole('tab', { name: t('messages:tabs.announcements') }));
    await expect(args.onTabChange).toHaveBeenCalledWith('announcements');
  }),
};
