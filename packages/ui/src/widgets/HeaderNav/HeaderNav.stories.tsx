import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { headerEntries } from '../../private/fixtures/frame';
import { HeaderNav, themeModes } from './HeaderNav';
import { played } from '../../private/storyText';
import { choice } from '../../private/storyControls';

const languages = [
  { code: 'EN', label: 'English' },
  { code: 'TY', label: 'ไทย' },
  { code: 'CN', label: '简体中文' },
];

const mobile = { viewport: { value: 'mobile2', isRotated: false } };

const meta = {
  title: 'Widgets/HeaderNav',
  component: HeaderNav,
  args: {
    entries: headerEntries,
    onNavigate: fn(),
    theme: 'light',
    onThemeChange: fn(),
    languages,
    language: 'EN',
    onLanguageChange: fn(),
    inviteFriends: true,
    onInviteFriends: fn(),
    freePlay: false,
    onFreeDemo: fn(),
    mobileMenu: { loggedIn: false, onSelect: fn() },
  },
  argTypes: { theme: choice(themeModes), entries: { control: false }, mobileMenu: { control: false } },
} satisfies Meta<typeof HeaderNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: played(async ({ args, canvas, userEvent, t }) => {
    const nav = canvas.getByRole('navigation', { name: t('shell:headerNav.label') });
    const links = within(nav).getAllByRole('link');
    // the categories in the builder's order, then promotions
    await expect(links.map((link) => link.textContent)).toEqual(
      ['recent', 'hot', 'live', 'rng', 'sports', 'fish', 'pvp', 'esports', 'elott', 'lott', 'promotions'].map((id) =>
        t(`shell:nav.${id}`),
      ),
    );
    await expect(within(nav).getByRole('link', { name: t('shell:nav.live') })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: t('shell:nav.lott') })).toHaveAttribute('href', '/elott');

    await userEvent.click(within(nav).getByRole('link', { name: t('shell:nav.rng') }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/rng', 'rng');
    await userEvent.click(within(nav).getByRole('link', { name: t('shell:nav.promotions') }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/promotions', 'promotions');
    await userEvent.click(within(nav).getByRole('button', { name: t('shell:nav.inviteFriends') }));
    await expect(args.onInviteFriends).toHaveBeenCalledOnce();
    // no hamburger on a wide screen
    await expect(canvas.queryByRole('button', { name: t('shell:headerNav.menu') })).toBeNull();
  }),
};

export const ThemeSwitch: Story = {
  play: played(async ({ args, canvas, userEvent, t }) => {
    const themeSwitch = canvas.getByRole('switch', { name: t('shell:headerNav.darkTheme') });
    await expect(themeSwitch).not.toBeChecked();
    await userEvent.click(themeSwitch);
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
  }),
};

export const DarkTheme: Story = {
  args: { theme: 'dark' },
  globals: { mode: 'dark' },
  play: played(async ({ args, canvas, userEvent, t }) => {
    const themeSwitch = canvas.getByRole('switch', { name: t('shell:headerNav.darkTheme') });
    await expect(themeSwitch).toBeChecked();
    themeSwitch.focus();
    await userEvent.keyboard(' ');
    await expect(args.onThemeChange).toHaveBeenCalledWith('light');
  }),
};

export const LanguageSelect: Story = {
  play: played(async ({ args, canvas, userEvent, t }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('shell:header.language') }), 'TY');
    await expect(args.onLanguageChange).toHaveBeenCalledWith('TY');
  }),
};

/** Spec §2: one language, no select. */
export const SingleLanguage: Story = {
  args: { languages: [{ code: 'EN', label: 'English' }] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** Spec §2: the free-demo button shows when free play is on. */
export const FreePlay: Story = {
  args: { freePlay: true },
  play: played(async ({ args, canvas, userEvent, t }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell:headerNav.freeDemo') }));
    await expect(args.onFreeDemo).toHaveBeenCalledOnce();
  }),
};

/** Referral off: no invite friends. */
export const WithoutReferral: Story = {
  args: { inviteFriends: false },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.queryByRole('button', { name: t('shell:nav.inviteFriends') })).toBeNull();
  }),
};

/** Only Recent and Hot: a merchant whose vendor list is still empty. */
export const NoCategories: Story = {
  args: { entries: headerEntries.slice(0, 2), inviteFriends: false },
  play: played(async ({ canvas, t }) => {
    const nav = canvas.getByRole('navigation', { name: t('shell:headerNav.label') });
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
  }),
};

export const Thai: Story = {
  args: { language: 'TY', freePlay: true },
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'เมนูหลัก' });
    await expect(within(nav).getByRole('link', { name: 'คาสิโนสด' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ทดลองเล่นฟรี' })).toBeVisible();
  },
};

/** Phones: the hamburger opens the sidebar, which lists the categories too. */
export const MobileLoggedOut: Story = {
  globals: mobile,
  play: played(async ({ args, canvas, userEvent, t }) => {
    await expect(canvas.queryByRole('navigation', { name: t('shell:headerNav.label') })).toBeNull();
    const hamburger = canvas.getByRole('button', { name: t('shell:headerNav.menu') });
    await userEvent.click(hamburger);
    const dialog = await screen.findByRole('dialog', { name: t('shell:headerNav.menu') });
    await expect(within(dialog).getByRole('button', { name: t('shell:header.login') })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: t('shell:header.register') })).toBeVisible();

    await userEvent.click(within(dialog).getByRole('link', { name: t('shell:nav.sports') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onNavigate).toHaveBeenCalledWith('/sports', 'sports');
    await waitFor(() => expect(hamburger).toHaveFocus());
  }),
};

export const MobileLoggedIn: Story = {
  globals: mobile,
  args: { mobileMenu: { loggedIn: true, onSelect: fn() } },
  play: played(async ({ args, canvas, userEvent, t }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell:headerNav.menu') }));
    const dialog = await screen.findByRole('dialog', { name: t('shell:headerNav.menu') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('shell:sidebar.deposit') }));
    await expect(args.mobileMenu?.onSelect).toHaveBeenCalledWith('deposit');
  }),
};

export const MobileThai: Story = {
  globals: { ...mobile, language: 'TY' },
  args: { language: 'TY' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(414);
    await userEvent.click(canvas.getByRole('button', { name: 'เมนู' }));
    const dialog = await screen.findByRole('dialog', { name: 'เมนู' });
    await expect(within(dialog).getByRole('button', { name: 'เครดิตฟรี' })).toBeVisible();
  },
};

/** The categories' call failed: the row says so, with a retry, instead of showing no games. */
export const EntriesFailed: Story = {
  args: {
    entries: [],
    entriesFailure: { message: 'Network link is abnormal, please try again', onRetry: fn() },
  },
  play: played(async ({ args, canvas, userEvent, t }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('shell:headerNav.failed'));
    await expect(alert).toHaveTextContent('Network link is abnormal, please try again');
    await userEvent.click(within(alert).getByRole('button', { name: t('common:retry') }));
    await expect(args.entriesFailure?.onRetry).toHaveBeenCalledOnce();
  }),
};
