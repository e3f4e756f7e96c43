import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { AppHeader } from './AppHeader';
import { played, storyMoney } from '../../private/storyText';
import { DemoLogo } from '../../private/storyLogo';

const languages = [
  { code: 'EN', label: 'English' },
  { code: 'TY', label: 'ไทย' },
  { code: 'CN', label: '简体中文' },
];

const meta = {
  title: 'Widgets/AppHeader',
  component: AppHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: <DemoLogo />,
    homeHref: '/',
    languages,
    language: 'EN',
    onLanguageChange: fn(),
    loggedIn: false,
    onLogin: fn(),
    onLogout: fn(),
    onToggleBalanceHidden: fn(),
    onRefreshBalance: fn(),
  },
  argTypes: { logo: { control: false }, renderLink: { control: false } },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const loggedIn = {
  loggedIn: true,
  account: 'somchai88',
  balance: 12580.5,
  currency: 'THB',
  balanceHidden: false,
  balanceRefreshing: false,
};

export const LoggedOut: Story = {
  play: played(async ({ canvas, userEvent, args, loaded, t }) => {
    await expect(
      canvas.getByRole('link', { name: `${loaded.merchant.config.name} ${t('shell:header.home')}` }),
    ).toHaveAttribute('href', '/');
    await userEvent.click(canvas.getByRole('button', { name: t('shell:header.login') }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);

    const language = canvas.getByRole('combobox', { name: t('shell:header.language') });
    await userEvent.selectOptions(language, 'TY');
    await expect(args.onLanguageChange).toHaveBeenCalledWith('TY');
  }),
};

export const LoggedIn: Story = {
  args: loggedIn,
  play: played(async ({ canvas, loaded, t }) => {
    await expect(canvas.getByRole('group', { name: t('shell:balance.label') })).toHaveTextContent(
      storyMoney(loaded)(12580.5, 'THB'),
    );
    await expect(canvas.getByText('somchai88')).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('shell:header.logout') })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('shell:header.login') })).not.toBeInTheDocument();
  }),
};

export const BalanceHidden: Story = {
  args: { ...loggedIn, balanceHidden: true },
  play: played(async ({ canvas, userEvent, args, t }) => {
    await expect(canvas.getByRole('group', { name: t('shell:balance.label') })).toHaveTextContent('****');
    await userEvent.click(canvas.getByRole('button', { name: t('shell:balance.hide') }));
    await expect(args.onToggleBalanceHidden).toHaveBeenCalledTimes(1);
  }),
};

export const Refreshing: Story = {
  args: { ...loggedIn, balanceRefreshing: true },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('group', { name: t('shell:balance.label') })).toHaveTextContent(
      t('shell:balance.refreshing'),
    );
    await expect(canvas.getByRole('button', { name: t('shell:balance.refresh') })).toHaveAttribute('aria-busy', 'true');
  }),
};

export const SingleLanguage: Story = {
  args: { ...loggedIn, languages: [{ code: 'TY', label: 'ไทย' }], language: 'TY' },
  play: async ({ canvas }) => {
    // spec: the language select appears only when more than one language is offered
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
  },
};

export const LogoutConfirm: Story = {
  args: loggedIn,
  play: played(async ({ canvas, userEvent, args, t }) => {
    const trigger = canvas.getByRole('button', { name: t('shell:header.logout') });
    await userEvent.click(trigger);
    // Radix portals the dialog out of the story root
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText(t('shell:logout.confirmMessage'))).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: t('shell:logout.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onLogout).not.toHaveBeenCalled();

    await userEvent.click(trigger);
    const again = await screen.findByRole('dialog');
    await userEvent.click(within(again).getByRole('button', { name: t('shell:header.logout') }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  }),
};

export const LoggingOut: Story = {
  args: { ...loggedIn, loggingOut: true },
  play: played(async ({ canvas, userEvent, t }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell:header.logout') }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText(t('shell:logout.confirmMessage'))).toBeVisible();
  }),
};

export const Thai: Story = {
  args: { ...loggedIn, language: 'TY' },
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'ออกจากระบบ' })).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'ยอดเงิน' })).toHaveTextContent('฿12,580.50');
  },
};

export const ThaiLoggedOut: Story = {
  args: { language: 'TY' },
  globals: { language: 'TY' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { ...loggedIn, language: 'TY' },
  globals: { language: 'TY', viewport: { value: 'mobile360', isRotated: false } },
  parameters: {
    viewport: {
      options: {
        mobile360: { name: 'Android 360 × 740', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: '360px', overflow: 'hidden' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, canvas }) => {
    await canvas.findByRole('button', { name: 'ออกจากระบบ' });
    const header = canvasElement.querySelector('header');
    // nothing sticks out of a 360px screen
    await expect(header?.scrollWidth).toBeLessThanOrEqual(360);
  },
};
