import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { hostileHtml, notices, thaiNotices } from '../../private/fixtures/frame';
import { expectHarmless, settle } from '../../private/storyChecks';
import { triggeredModal, whenOpen } from '../../private/modalStory';
import { AnnouncementsPopup } from './AnnouncementsPopup';

const trigger = 'Log in';

const meta = {
  title: 'Modals/AnnouncementsPopup',
  component: AnnouncementsPopup,
  ...triggeredModal(AnnouncementsPopup, trigger, {
    height: '36rem',
    args: { announcements: notices.slice(0, 1) },
    argTypes: { announcements: { control: false } },
  }),
} satisfies Meta<typeof AnnouncementsPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: whenOpen(trigger, async ({ dialog, t, ...context }) => {
    await expect(dialog).toHaveAccessibleName(t('shell:announcements.title'));
    await expect(within(dialog).getByRole('article', { name: 'Scheduled maintenance on Sunday' })).toBeVisible();
    await context.userEvent.click(within(dialog).getByRole('button', { name: t('shell:announcements.confirm') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(context.args.onOpenChange).toHaveBeenCalledWith(false);
  }),
};

export const Several: Story = {
  args: { announcements: notices.slice(0, 4).filter((notice) => notice.id !== 2) },
  play: whenOpen(trigger, async ({ dialog }) => {
    await expect(within(dialog).getAllByRole('article')).toHaveLength(3);
  }),
};

export const HostileHtml: Story = {
  args: { announcements: [{ id: 9, title: 'Bonus week', content: hostileHtml }] },
  play: whenOpen(trigger, async ({ dialog }) => {
    const article = within(dialog).getByRole('article', { name: 'Bonus week' });
    await expect(within(article).getByText('Terms apply.')).toBeVisible();
    await settle();
    await expectHarmless(article);
  }),
};

export const Empty: Story = {
  args: { announcements: [] },
  play: whenOpen(trigger, async ({ dialog, t }) => {
    await expect(within(dialog).getByText(t('shell:announcements.empty'))).toBeVisible();
  }),
};

export const Thai: Story = {
  args: { announcements: thaiNotices },
  globals: { language: 'TY' },
  play: whenOpen(trigger, async ({ dialog }) => {
    await expect(dialog).toHaveAccessibleName('ประกาศสำคัญ');
    await expect(within(dialog).getByRole('button', { name: 'รับทราบ' })).toBeVisible();
  }),
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: whenOpen(trigger, async () => {}),
};
