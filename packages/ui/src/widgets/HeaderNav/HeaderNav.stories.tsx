import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { headerEntries } from '../../private/fixtures/frame';
import { HeaderNav } from './HeaderNav';

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
  argTypes: { entries: { control: false }, mobileMenu: { control: false } },
} satisfies Meta<typeof HeaderNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    // the categories in the builder's order, then promotions
    await expect(links.map((link) => link.textContent)).toEqual([
      'Recent',
      'Hot',
      'Live casino',
      'Slots',
      'Sports',
      'Fishing',
      'Card games',
      'Esports',
      'E-lottery',
      'Lottery',
      'Promotions',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Live casino' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Lottery' })).toHaveAttribute('href', '/elott');

    await userEvent.click(within(nav).getByRole('link', { name: 'Slots' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/rng', 'rng');
    await userEvent.click(within(nav).getByRole('link', { name: 'Promotions' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/promotions', 'promotions');
    await userEvent.click(within(nav).getByRole('button', { name: 'Invite friends' }));
    await expect(args.onInviteFriends).toHaveBeenCalledOnce();
    // no hamburger on a wide screen
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

export const ThemeSwitch: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const themeSwitch = canvas.getByRole('switch', { name: 'Dark theme' });
    await expect(themeSwitch).not.toBeChecked();
    await userEvent.click(themeSwitch);
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
  },
};

export const DarkTheme: Story = {
  args: { theme: 'dark' },
  globals: { mode: 'dark' },
  play: async ({ args, canvas, userEvent }) => {
    const themeSwitch = canvas.getByRole('switch', { name: 'Dark theme' });
    await expect(themeSwitch).toBeChecked();
    themeSwitch.focus();
    await userEvent.keyboard(' ');
    await expect(args.onThemeChange).toHaveBeenCalledWith('light');
  },
};

export const LanguageSelect: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Language' }), 'TY');
    await expect(args.onLanguageChange).toHaveBeenCalledWith('TY');
  },
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
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Free demo' }));
    await expect(args.onFreeDemo).toHaveBeenCalledOnce();
  },
};

/** Referral off: no invite friends. */
export const WithoutReferral: Story = {
  args: { inviteFriends: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Invite friends' })).toBeNull();
  },
};

/** Only Recent and Hot: a merchant whose vendor list is still empty. */
export const NoCategories: Story = {
  args: { entries: headerEntries.slice(0, 2), inviteFriends: false },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
  },
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
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const hamburger = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(hamburger);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(dialog).getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Register' })).toBeVisible();

    await userEvent.click(within(dialog).getByRole('link', { name: 'Sports' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onNavigate).toHaveBeenCalledWith('/sports', 'sports');
    await waitFor(() => expect(hamburger).toHaveFocus());
  },
};

export const MobileLoggedIn: Story = {
  globals: mobile,
  args: { mobileMenu: { loggedIn: true, onSelect: fn() } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    await expect(args.mobileMenu?.onSelect).toHaveBeenCalledWith('deposit');
  },
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
