import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { notices, thaiNotices } from '../../private/fixtures/frame';
import { expectHarmless, settle } from '../../private/storyChecks';
import { triggeredModal, whenOpen } from '../../private/modalStory';
import { NoticeModal } from './NoticeModal';

const trigger = 'Notices';

const meta = {
  title: 'Modals/NoticeModal',
  component: NoticeModal,
  ...triggeredModal(NoticeModal, trigger, {
    height: '48rem',
    args: { notices, onRetry: fn() },
    argTypes: { notices: { control: false } },
  }),
} satisfies Meta<typeof NoticeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: whenOpen(trigger, async ({ dialog, t }) => {
    await expect(dialog).toHaveAccessibleName(t('shell:notice.title'));
    const list = within(dialog).getByRole('list', { name: t('shell:notice.list') });
    // spec §9: 9 per page
    await expect(within(list).getAllByRole('button')).toHaveLength(9);
    // the newest is shown first
    const detail = within(dialog).getByRole('article', { name: 'Scheduled maintenance on Sunday' });
    await expect(within(detail).getByText('Sunday 02:00–04:00')).toBeVisible();
  }),
};

export const ChooseNotice: Story = {
  play: whenOpen(trigger, async ({ dialog, t, ...context }) => {
    const list = within(dialog).getByRole('list', { name: t('shell:notice.list') });
    const third = within(list).getByRole('button', { name: /Notice 3: weekly lottery results/ });
    await context.userEvent.click(third);
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(within(dialog).getByRole('article', { name: 'Notice 3: weekly lottery results' })).toHaveTextContent(
      'Results of week 3 are out.',
    );
  }),
};

export const Paging: Story = {
  play: whenOpen(trigger, async ({ dialog, t, ...context }) => {
    const pages = within(dialog).getByRole('navigation', { name: t('shell:notice.pagination') });
    await expect(within(pages).getByRole('button', { name: t('shell:notice.previous') })).toBeDisabled();
    await expect(within(pages).getByRole('button', { name: t('shell:notice.page', { page: 1 }) })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await context.userEvent.click(within(pages).getByRole('button', { name: t('shell:notice.page', { page: 3 }) }));
    const list = within(dialog).getByRole('list', { name: t('shell:notice.list') });
    // 20 notices: the last page has 2
    await expect(within(list).getAllByRole('button')).toHaveLength(2);
    await expect(within(dialog).getByRole('article', { name: 'Notice 19: weekly lottery results' })).toBeVisible();
    await expect(within(pages).getByRole('button', { name: t('shell:notice.next') })).toBeDisabled();

    await context.userEvent.click(within(pages).getByRole('button', { name: t('shell:notice.previous') }));
    await expect(within(pages).getByRole('button', { name: t('shell:notice.page', { page: 2 }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(list).getAllByRole('button')).toHaveLength(9);
  }),
};

/** design.md: operator HTML is sanitized; the sandbox seeds notices like this one. */
export const HostileNotice: Story = {
  args: { initialNoticeId: 2 },
  play: whenOpen(trigger, async ({ dialog }) => {
    const detail = within(dialog).getByRole('article', { name: 'New deposit bonus' });
    await expect(within(detail).getByText('Terms apply.')).toBeVisible();
    await expect(within(detail).getByText('Claim now')).toBeVisible();
    await settle();
    await expectHarmless(detail);
  }),
};

export const Loading: Story = {
  args: { status: 'loading', notices: [] },
  play: whenOpen(trigger, async ({ dialog, t }) => {
    await expect(within(dialog).getByRole('status')).toHaveTextContent(t('shell:notice.loading'));
  }),
};

export const LoadError: Story = {
  args: { status: 'error', notices: [] },
  play: whenOpen(trigger, async ({ dialog, t, ...context }) => {
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(t('shell:notice.error'));
    await context.userEvent.click(within(dialog).getByRole('button', { name: t('shell:loader.retry') }));
    await expect(context.args.onRetry).toHaveBeenCalledOnce();
  }),
};

export const Empty: Story = {
  args: { notices: [] },
  play: whenOpen(trigger, async ({ dialog, t }) => {
    await expect(within(dialog).getByText(t('shell:notice.empty'))).toBeVisible();
    await expect(within(dialog).queryByRole('navigation')).toBeNull();
  }),
};

/** One page: no paging. */
export const SinglePage: Story = {
  args: { notices: notices.slice(0, 4) },
  play: whenOpen(trigger, async ({ dialog, t }) => {
    await expect(within(dialog).queryByRole('navigation', { name: t('shell:notice.pagination') })).toBeNull();
  }),
};

export const EscapeReturnsFocus: Story = {
  play: whenOpen(trigger, async (context) => {
    await context.userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the trigger's label is the story's own text (`trigger`), as written
    await waitFor(() => expect(context.canvas.getByRole('button', { name: trigger })).toHaveFocus());
  }),
};

export const Thai: Story = {
  args: { notices: thaiNotices },
  globals: { language: 'TY' },
  play: whenOpen(trigger, async ({ dialog }) => {
    await expect(dialog).toHaveAccessibleName('ประกาศ');
    await expect(
      within(dialog).getByRole('article', { name: 'แจ้งปิดปรับปรุงระบบประจำสัปดาห์ในวันอาทิตย์ เวลา 02:00 ถึง 04:00 น.' }),
    ).toBeVisible();
  }),
};

export const MobileThai: Story = {
  args: { notices: thaiNotices },
  globals: { language: 'TY', viewport: { value: 'mobile1', isRotated: false } },
  play: whenOpen(trigger, async ({ dialog, ...context }) => {
    await context.userEvent.click(within(dialog).getByRole('button', { name: /โปรโมชันฝากครั้งแรก/ }));
    await expect(within(dialog).getByText(/สมาชิกใหม่ฝากครั้งแรก/)).toBeVisible();
  }),
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: whenOpen(trigger, async () => {}),
};
