import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { headerEntries } from '../../private/fixtures/frame';
import { triggeredModal, whenOpen } from '../../private/modalStory';
import { MobileSidebar } from './MobileSidebar';

const trigger = 'Open menu';

const meta = {
  title: 'Modals/MobileSidebar',
  component: MobileSidebar,
  ...triggeredModal(MobileSidebar, trigger, {
    height: '40rem',
    args: { loggedIn: false, inviteFriends: true, onSelect: fn() },
  }),
  globals: { viewport: { value: 'mobile2', isRotated: false } },
} satisfies Meta<typeof MobileSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: whenOpen(trigger, async ({ dialog, t, ...context }) => {
    await expect(dialog).toHaveAccessibleName(t('shell:sidebar.title'));
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(buttons).toEqual([
      '',
      ...['login', 'register', 'freeCredit', 'promotions', 'inviteFriends', 'customerService', 'downloadApp'].map(
        (item) => t(`shell:sidebar.${item}`),
      ),
    ]);
    await context.userEvent.click(within(dialog).getByRole('button', { name: t('shell:sidebar.register') }));
    await expect(context.args.onSelect).toHaveBeenCalledWith('register');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(context.canvas.getByRole('button', { name: 'Open menu' })).toHaveFocus());
  }),
};

export const LoggedIn: Story = {
  args: { loggedIn: true },
  play: whenOpen(trigger, async ({ dialog, t, ...context }) => {
    await expect(within(dialog).queryByRole('button', { name: t('shell:header.login') })).toBeNull();
    await context.userEvent.click(within(dialog).getByRole('button', { name: t('shell:sidebar.withdraw') }));
    await expect(context.args.onSelect).toHaveBeenCalledWith('withdraw');
  }),
};

export const WithoutReferral: Story = {
  args: { inviteFriends: false },
  play: whenOpen(trigger, async ({ dialog, t }) => {
    await expect(within(dialog).queryByRole('button', { name: t('shell:nav.inviteFriends') })).toBeNull();
  }),
};

export const WithGames: Story = {
  args: { entries: headerEntries, onNavigate: fn() },
  play: whenOpen(trigger, async ({ dialog, t, ...context }) => {
    const games = within(dialog).getByRole('navigation', { name: t('shell:nav.label') });
    await expect(within(games).getByRole('link', { name: t('shell:nav.live') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await context.userEvent.click(within(games).getByRole('link', { name: t('shell:nav.fish') }));
    await expect(context.args.onNavigate).toHaveBeenCalledWith('/fish', 'fish');
  }),
};

/** Below 600px the header has no language select: the menu has it (when more than one language is offered). */
export const WithLanguages: Story = {
  args: {
    languages: [
      { code: 'EN', label: 'English' },
      { code: 'TY', label: 'ไทย' },
    ],
    language: 'EN',
    onLanguageChange: fn(),
  },
  play: whenOpen(trigger, async ({ dialog, t, ...context }) => {
    const select = within(dialog).getByRole('combobox', { name: t('shell:header.language') });
    await context.userEvent.selectOptions(select, 'TY');
    await expect(context.args.onLanguageChange).toHaveBeenCalledWith('TY');
  }),
};

export const EscapeCloses: Story = {
  play: whenOpen(trigger, async (context) => {
    await context.userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(context.args.onSelect).not.toHaveBeenCalled();
  }),
};

export const Thai: Story = {
  globals: { language: 'TY', viewport: { value: 'mobile1', isRotated: false } },
  args: { loggedIn: true, entries: headerEntries, onNavigate: fn() },
  play: whenOpen(trigger, async ({ dialog }) => {
    await expect(within(dialog).getByRole('button', { name: 'ฝากเงิน' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'ดาวน์โหลดแอป' })).toBeVisible();
  }),
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  args: { loggedIn: true, entries: headerEntries, onNavigate: fn() },
  play: whenOpen(trigger, async () => {}),
};
