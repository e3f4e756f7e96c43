import type { ReactElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { AppHeader } from './AppHeader';
import { played, storyMoney } from '../../private/storyText';
import { DemoLogo } from '../../private/storyLogo';
import { phone360 } from '../../private/storyViewports';
import { expectPhoneFit, thaiPhone360 } from '../../private/storyPhone';
import { HeaderAccount, type HeaderAccountProps } from '../HeaderAccount';
import { headerAccountArgs } from '../../private/header/accountStory';

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

const accountProps: HeaderAccountProps = { ...headerAccountArgs, vip: { label: 'Gold', onOpen: fn(), onClose: fn() } };

/** The header spans the whole phone, as on the site (the preview pads every story by 1rem). */
const edgeToEdge = [
  (Story: () => ReactElement) => (
    <div style={{ margin: '-1rem -1rem 0' }}>
      <Story />
    </div>
  ),
];

/** The phone's header: one row (at most a header's height), the logo shown, nothing outside the screen or cut. */
async function expectPhoneRow(canvasElement: HTMLElement, canvas: ReturnType<typeof within>) {
  const header = canvasElement.querySelector('header')!;
  await expect(header.getBoundingClientRect().height).toBeLessThanOrEqual(64);
  const logo = canvas.getByRole('link').querySelector('svg, img')!;
  await expect(logo.getBoundingClientRect().width).toBeGreaterThanOrEqual(48);
  for (const element of header.querySelectorAll<HTMLElement>('div, span, a, button')) {
    const box = element.getBoundingClientRect();
    // visually hidden names are 1 px boxes
    if (box.width <= 1 || box.height <= 1) continue;
    await expect(box.right).toBeLessThanOrEqual(360);
    await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth + 1);
  }
  // a phone chooses its language in the menu: the header never loads the select's code
  await expect(canvas.queryByRole('combobox')).toBeNull();
  await expectPhoneFit();
}

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

    // the select's code arrives after the header's
    const language = await canvas.findByRole('combobox', { name: t('shell:header.language') });
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

/** The 360 px phone in Thai, logged in: one row (logo, balance, deposit, account button), nothing cut. */
export const Mobile: Story = {
  ...thaiPhone360,
  decorators: edgeToEdge,
  args: {
    ...loggedIn,
    language: 'TY',
    accountActions: <HeaderAccount {...accountProps} />,
  },
  play: async ({ canvasElement, canvas }) => {
    await expectPhoneRow(canvasElement, canvas);
    await expect(canvas.getByRole('button', { name: 'ฝากเงิน' })).toBeVisible();
    // the rest waits in the account sheet
    await expect(canvas.queryByRole('button', { name: 'ออกจากระบบ' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'ถอนเงิน' })).toBeNull();
  },
};

/** The phone's account sheet: the member's entries, hiding the balance and logging out (confirmed). */
export const MobileAccountSheet: Story = {
  ...phone360,
  args: {
    ...loggedIn,
    accountActions: <HeaderAccount {...accountProps} />,
  },
  play: played(async ({ canvas, userEvent, args, t }) => {
    const name = t('shell:header.accountSheet', { account: 'somchai88' });
    await userEvent.click(canvas.getByRole('button', { name }));
    const sheet = await screen.findByRole('dialog', { name });
    await expect(within(sheet).getByRole('button', { name: t('shell:account.withdraw') })).toBeVisible();
    await expect(within(sheet).getByRole('button', { name: t('shell:account.liveChat') })).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: t('shell:balance.hide') }));
    await expect(args.onToggleBalanceHidden).toHaveBeenCalledTimes(1);
    await userEvent.click(within(sheet).getByRole('button', { name: t('shell:header.logout') }));
    const confirm = await screen.findByRole('dialog', { name: t('shell:logout.confirmTitle') });
    await userEvent.click(within(confirm).getByRole('button', { name: t('shell:logout.confirm') }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  }),
};

/** A long account name and a large balance on the 360 px phone: the logo narrows, nothing is cut. */
export const MobileLongName: Story = {
  ...phone360,
  decorators: edgeToEdge,
  args: {
    ...loggedIn,
    account: 'a_really_long_member_name_2026',
    balance: 12345678.9,
    accountActions: <HeaderAccount {...accountProps} account="a_really_long_member_name_2026" />,
  },
  play: async ({ canvasElement, canvas }) => {
    await expectPhoneRow(canvasElement, canvas);
  },
};

/** Logged out on the 360 px phone in Thai: the logo stays beside the login button. */
export const MobileLoggedOut: Story = {
  ...thaiPhone360,
  decorators: edgeToEdge,
  args: { language: 'TY', onRegister: fn() },
  play: async ({ canvasElement, canvas }) => {
    await expectPhoneRow(canvasElement, canvas);
    await expect(canvas.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'สมัครสมาชิก' })).toBeVisible();
  },
};

/** The longest login and register words of the seven languages (Filipino, Vietnamese) on the 360 px phone. */
export const MobileLoggedOutFilipino: Story = {
  ...phone360,
  globals: { ...phone360.globals, language: 'PH' },
  decorators: edgeToEdge,
  args: { language: 'PH', onRegister: fn() },
  play: played(async ({ canvasElement, canvas, t }) => {
    await expectPhoneRow(canvasElement, canvas);
    await expect(canvas.getByRole('button', { name: t('shell:header.register') })).toBeVisible();
  }),
};

export const MobileLoggedInVietnamese: Story = {
  ...phone360,
  globals: { ...phone360.globals, language: 'VI' },
  decorators: edgeToEdge,
  args: { ...loggedIn, language: 'VI', accountActions: <HeaderAccount {...accountProps} /> },
  play: async ({ canvasElement, canvas }) => {
    await expectPhoneRow(canvasElement, canvas);
  },
};

/** The phone's row in a language of the seven, logged in (balance, deposit, account) or out (login, register). */
const phoneRowIn = (language: 'EN' | 'CN' | 'ID' | 'VI' | 'JA' | 'PH', member: boolean): Story => ({
  ...phone360,
  globals: { ...phone360.globals, language },
  decorators: edgeToEdge,
  args: member
    ? { ...loggedIn, language, accountActions: <HeaderAccount {...accountProps} /> }
    : { language, onRegister: fn() },
  play: async ({ canvasElement, canvas }) => expectPhoneRow(canvasElement, canvas),
});

export const MobileLoggedInEnglish = phoneRowIn('EN', true);
export const MobileLoggedInChinese = phoneRowIn('CN', true);
export const MobileLoggedInIndonesian = phoneRowIn('ID', true);
export const MobileLoggedInJapanese = phoneRowIn('JA', true);
export const MobileLoggedInFilipino = phoneRowIn('PH', true);
export const MobileLoggedOutEnglish = phoneRowIn('EN', false);
export const MobileLoggedOutChinese = phoneRowIn('CN', false);
export const MobileLoggedOutIndonesian = phoneRowIn('ID', false);
export const MobileLoggedOutVietnamese = phoneRowIn('VI', false);
export const MobileLoggedOutJapanese = phoneRowIn('JA', false);

/** A balance of nine digits and more on the 360 px phone: the chip keeps it whole, the row stays one. */
export const MobileLargeBalance: Story = {
  ...phone360,
  decorators: edgeToEdge,
  args: { ...loggedIn, balance: 987654321.99, accountActions: <HeaderAccount {...accountProps} /> },
  play: async ({ canvasElement, canvas }) => {
    await expectPhoneRow(canvasElement, canvas);
    await expect(canvas.getByRole('group', { name: /Balance/ })).toHaveTextContent('987,654,321.99');
  },
};
