import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { hostileHtml, notices, thaiNotices } from '../../private/fixtures/frame';
import { expectHarmless, settle } from '../../private/storyChecks';
import { triggeredModal, whenOpen } from '../../private/modalStory';
import { AnnouncementsPopup, POPUP_PICTURE_SIZES } from './AnnouncementsPopup';
import { storyCopies } from '../../private/fixtures/pictures';

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

/** The operator's picture, written in the HTML as one address. */
const POPUP_ART = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="960" height="300"><rect width="960" height="300" fill="hsl(30 60% 35%)"/></svg>',
)}`;
const pictured = {
  id: 21,
  title: 'Register now and get up to 1,000 THB',
  content: `<p><img src="${POPUP_ART}" alt="Welcome bonus"></p><p>Deposit today.</p>`,
};

/** A picture without copies stays the operator's img. */
export const PictureWithoutCopies: Story = {
  args: { announcements: [pictured] },
  play: whenOpen(trigger, async ({ dialog }) => {
    const image = within(dialog).getByRole('img', { name: 'Welcome bonus' });
    await expect(image.parentElement?.tagName).toBe('P');
    await expect(dialog.querySelector('picture')).toBeNull();
  }),
};

const copies = storyCopies();

/** With copies, the img becomes a picture: AVIF, then WebP, then the operator's address as the fallback. */
export const PictureWithCopies: Story = {
  args: { announcements: [{ ...pictured, pictures: [{ url: POPUP_ART, sources: copies }] }] },
  play: whenOpen(trigger, async ({ dialog }) => {
    const image = within(dialog).getByRole('img', { name: 'Welcome bonus' }) as HTMLImageElement;
    const picture = image.parentElement!;
    await expect(picture.tagName).toBe('PICTURE');
    const sources = [...picture.querySelectorAll('source')];
    await expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) await expect(source).toHaveAttribute('sizes', POPUP_PICTURE_SIZES);
    await expect(image.getAttribute('src')).toBe(POPUP_ART);
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
    await expect([copies[0]!.url, copies[1]!.url]).toContain(image.currentSrc);
  }),
};
