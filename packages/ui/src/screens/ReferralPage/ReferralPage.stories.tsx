import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shownMoney } from '../../private/cashierStory';
import { choice } from '../../private/storyControls';
import { expectPhoneFit, thaiPhone360 } from '../../private/storyPhone';
import { loadErrorStory, loadingStory, thaiButtonStory } from '../../private/storyStates';
import { played } from '../../private/storyText';
import { phone360 } from '../../private/storyViewports';
import { ReferralPage, referralStatuses, type ReferralInviteeItem } from './ReferralPage';

const invitees: ReferralInviteeItem[] = [
  {
    account: 'suda_lucky',
    invitedAt: '2026-12-04T09:00:00Z',
    registeredAt: '2026-12-04T09:00:00Z',
    status: 'success',
  },
  {
    account: 'thanawat7',
    invitedAt: '2026-12-02T13:30:00Z',
    registeredAt: '2026-12-02T13:30:00Z',
    status: 'incomplete',
  },
];

const meta = {
  title: 'Screens/ReferralPage',
  component: ReferralPage,
  argTypes: { status: choice(referralStatuses) },
  args: {
    status: 'ready',
    referralCode: 'DEMOFRND',
    inviteLink: 'https://siam.example/register?referralCode=DEMOFRND',
    totals: { totalInvitations: 6, successCount: 3, incompleteCount: 3, rewardsEarned: '50.00' },
    tiers: [
      { tier: 1, target: 1, reward: '50.00', status: 'CLAIMED' },
      { tier: 2, target: 3, reward: '200.00', status: 'CLAIM' },
      { tier: 3, target: 10, reward: '800.00', status: 'LOCKED' },
    ],
    invitees: { status: 'ready', data: { list: invitees, pageCount: 1 } },
    filter: 'all',
    page: 1,
    currency: 'THB',
    minorDigits: 2,
    timeZone: 'Asia/Bangkok',
    onCopy: fn(),
    onShare: fn(),
    onClaimTier: fn(),
    onFilterChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
    onDismissNotice: fn(),
  },
} satisfies Meta<typeof ReferralPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ canvas, args, loaded, t }) => {
    await expect(canvas.getByRole('img', { name: t('invite:referral.qr') })).toBeVisible();
    await expect(canvas.getByText('https://siam.example/register?referralCode=DEMOFRND')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('invite:referral.copy') }));
    await expect(args.onCopy).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t('invite:referral.share') }));
    await expect(args.onShare).toHaveBeenCalledOnce();
    const claimName = t('invite:referral.tiers.claimNamed', { reward: shownMoney(loaded, '200.00') });
    const claim = canvas.getByRole('button', { name: (name) => name.replace(/\s/g, ' ') === claimName });
    await userEvent.click(claim);
    await expect(args.onClaimTier).toHaveBeenCalledWith(2);
    await expect(claim.closest('li')).toHaveTextContent(t('invite:referral.tiers.target', { tier: 2 }));
    await expect(claim.closest('li')).toHaveTextContent(t('invite:referral.tiers.progress', { done: 3, target: 3 }));
    const filters = canvas.getByRole('group', { name: t('invite:referral.invitees.filter') });
    await userEvent.click(
      within(filters).getByRole('button', { name: t('invite:referral.invitees.filters.incomplete') }),
    );
    await expect(args.onFilterChange).toHaveBeenCalledWith('incomplete');
    const list = canvas.getByRole('list', { name: t('invite:referral.invitees.title') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(list).toHaveTextContent(t('invite:referral.invitees.status.incomplete'));
  }),
};

/** A browser without the Web Share API: copy only. */
export const NoShare: Story = {
  args: { onShare: undefined },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.queryByRole('button', { name: t('invite:referral.share') })).toBeNull();
    await expect(canvas.getByRole('button', { name: t('invite:referral.copy') })).toBeVisible();
  }),
};

export const Copied: Story = {
  args: { copyState: 'copied' },
  play: played(async ({ canvasElement, t }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toHaveTextContent(t('invite:referral.copied'));
  }),
};

/** The browser refused the clipboard: the member is told to copy the link shown. */
export const CopyFailed: Story = {
  args: { copyState: 'failed' },
  play: played(async ({ canvasElement, t }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toHaveTextContent(t('invite:referral.copyFailed'));
  }),
};

export const Claimed: Story = {
  args: { notice: { kind: 'claimed', reward: '200.00' } },
  play: played(async ({ canvasElement, loaded, t }) => {
    await expect(canvasElement).toHaveTextContent(
      t('invite:referral.claimed', { reward: shownMoney(loaded, '200.00') }),
    );
  }),
};

export const ClaimFailed: Story = {
  args: { notice: { kind: 'failed', message: 'You already claimed this reward' } },
  play: played(async ({ canvasElement, args, t }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('You already claimed this reward');
    await userEvent.click(within(alert).getByRole('button', { name: t('common:close') }));
    await expect(args.onDismissNotice).toHaveBeenCalledOnce();
  }),
};

export const NoInvitees: Story = {
  args: {
    totals: { totalInvitations: 0, successCount: 0, incompleteCount: 0, rewardsEarned: '0.00' },
    tiers: [{ tier: 1, target: 1, reward: '50.00', status: 'LOCKED' }],
    invitees: { status: 'ready', data: { list: [], pageCount: 0 } },
  },
  play: played(async ({ canvasElement, t }) => {
    await expect(canvasElement).toHaveTextContent(t('invite:referral.invitees.empty.all'));
  }),
};

export const NoneSuccessful: Story = {
  args: { filter: 'success', invitees: { status: 'ready', data: { list: [], pageCount: 0 } } },
  play: played(async ({ canvas, canvasElement, t }) => {
    await expect(canvasElement).toHaveTextContent(t('invite:referral.invitees.empty.success'));
    const filters = canvas.getByRole('group', { name: t('invite:referral.invitees.filter') });
    await expect(
      within(filters).getByRole('button', { name: t('invite:referral.invitees.filters.success') }),
    ).toHaveAttribute('aria-pressed', 'true');
  }),
};

export const Loading: Story = loadingStory('invite:referral.loading');

export const LoadError: Story = loadErrorStory();

export const InviteesLoading: Story = {
  args: { invitees: { status: 'loading' } },
  play: played(async ({ canvasElement, t }) => {
    await expect(canvasElement).toHaveTextContent(t('invite:referral.invitees.loading'));
  }),
};

export const InviteesError: Story = {
  args: { invitees: { status: 'error', message: 'Network error', onRetry: fn() } },
  play: played(async ({ canvasElement, args, t }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Network error');
    await userEvent.click(within(alert).getByRole('button', { name: t('content:state.retry') }));
    await expect((args.invitees as { onRetry: () => void }).onRetry).toHaveBeenCalledOnce();
  }),
};

/** One page of a long list (10,000 invitees: 1,000 pages), on a phone: the pager, nothing sideways. */
export const LongListPhone: Story = {
  ...phone360,
  args: {
    page: 500,
    totals: { totalInvitations: 10000, successCount: 4000, incompleteCount: 6000, rewardsEarned: '4050.00' },
    invitees: {
      status: 'ready',
      data: {
        list: Array.from({ length: 10 }, (_, i) => ({
          ...invitees[i % 2]!,
          account: `a_rather_long_invitee_account_name_${4990 + i}`,
        })),
        pageCount: 1000,
      },
    },
  },
  play: played(async ({ canvas, args, t }) => {
    const pages = canvas.getByRole('navigation', { name: t('invite:referral.invitees.pages') });
    await userEvent.click(within(pages).getByRole('button', { name: t('shell:notice.page', { page: 501 }) }));
    await expect(args.onPageChange).toHaveBeenCalledWith(501);
    await expectPhoneFit();
  }),
};

export const WideAmountsPhone: Story = {
  ...phone360,
  args: {
    totals: {
      totalInvitations: 123456789,
      successCount: 123456789,
      incompleteCount: 0,
      rewardsEarned: '9999999999999999.99',
    },
    tiers: [{ tier: 1, target: 99999999, reward: '9999999999999999.99', status: 'LOCKED' }],
  },
  play: played(async ({ canvasElement, loaded }) => {
    await expect(canvasElement).toHaveTextContent(shownMoney(loaded, '9999999999999999.99'));
    await expectPhoneFit();
  }),
};

export const Thai: Story = thaiButtonStory('invite:referral.copy', 'คัดลอกลิงก์');

export const ThaiPhone: Story = {
  ...thaiPhone360,
  play: played(async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('ชวนเพื่อน');
    await expectPhoneFit();
  }),
};
