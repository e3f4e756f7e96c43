import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert } from '../../components/Alert';
import { choice } from '../../private/storyControls';
import type { storyText } from '../../private/storyText';
import { played } from '../../private/storyText';
import { phone360 } from '../../private/storyViewports';
import { MemberCentre, memberCentrePages, type MemberCentreMenuItem } from './MemberCentre';

/** The cashier and the security centre: the pages issue 11 builds. */
const cashierMenu: MemberCentreMenuItem[] = [
  { page: 'securityCenter' },
  { page: 'transferFund' },
  { page: 'depositv2' },
  { page: 'withdraw' },
  { page: 'transferUpline' },
];

const everyPage: MemberCentreMenuItem[] = memberCentrePages.map((page) => ({
  page,
  count: { rewardCenter: 3, missionLeaderboard: 120, messageV2: 1 }[page as string],
}));

const meta = {
  title: 'Modals/MemberCentre',
  component: MemberCentre,
  args: {
    open: true,
    onOpenChange: fn(),
    onSelectPage: fn(),
    onShowMenu: fn(),
    menu: cashierMenu,
    page: 'depositv2',
    menuShown: false,
    children: <Alert tone="info">The page's content</Alert>,
  },
  argTypes: { page: choice(memberCentrePages) },
} satisfies Meta<typeof MemberCentre>;
export default meta;
type Story = StoryObj<typeof meta>;

type StoryT = ReturnType<typeof storyText>;
const centre = (t: StoryT, name = t('member:centre.title')) => within(document.body).findByRole('dialog', { name });
const menuOf = (dialog: HTMLElement, t: StoryT) =>
  within(dialog).getByRole('navigation', { name: t('member:centre.menu') });

/** Wide screen: the menu beside the page, the page shown highlighted; choosing another page asks for it. */
export const Wide: Story = {
  play: played(async ({ args, t }) => {
    const dialog = await centre(t, t('member:centre.page.depositv2'));
    const menu = menuOf(dialog, t);
    await expect(menu).toBeVisible();
    await expect(within(menu).getByRole('button', { name: t('member:centre.page.depositv2') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(dialog).getByRole('region', { name: t('member:centre.page.depositv2') })).toBeVisible();
    await userEvent.click(within(menu).getByRole('button', { name: t('member:centre.page.withdraw') }));
    await expect(args.onSelectPage).toHaveBeenCalledWith('withdraw');
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:close') }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  }),
};

/** Spec §2: red counts on the mission, message and reward items; none at 0; above 99 shows 99+. */
export const EveryPageWithCounts: Story = {
  args: { menu: everyPage, page: 'securityCenter' },
  play: played(async ({ t }) => {
    const menu = menuOf(await centre(t, t('member:centre.page.securityCenter')), t);
    await expect(within(menu).getAllByRole('button')).toHaveLength(memberCentrePages.length);
    const rewards = within(menu).getByRole('button', { name: new RegExp(t('member:centre.page.rewardCenter')) });
    await expect(rewards).toHaveTextContent(t('member:centre.count', { count: 3 }));
    const missions = within(menu).getByRole('button', { name: new RegExp(t('member:centre.page.missionLeaderboard')) });
    await expect(missions).toHaveTextContent('99+');
    const wallet = within(menu).getByRole('button', { name: t('member:centre.page.transferFund') });
    await expect(wallet).toHaveAccessibleName(t('member:centre.page.transferFund'));
  }),
};

/** Phone: the whole window, one page with a back arrow to the menu. */
export const PhonePage: Story = {
  ...phone360,
  play: played(async ({ args, t }) => {
    const dialog = await centre(t, t('member:centre.page.depositv2'));
    // hidden from everyone (the accessibility tree too), so found by its element
    await expect(dialog.querySelector('nav')).not.toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('member:centre.back') }));
    await expect(args.onShowMenu).toHaveBeenCalled();
  }),
};

/** Phone: the menu as a list (the avatar's entry, or the back arrow). */
export const PhoneMenu: Story = {
  ...phone360,
  args: { menuShown: true, menu: everyPage },
  play: played(async ({ args, t }) => {
    const dialog = await centre(t);
    await expect(menuOf(dialog, t)).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: t('member:centre.back') })).toBeNull();
    await expect(dialog.querySelector('section')).not.toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('member:centre.page.transferFund') }));
    await expect(args.onSelectPage).toHaveBeenCalledWith('transferFund');
  }),
};

export const ThaiPhoneMenu: Story = {
  ...phone360,
  globals: { ...phone360.globals, language: 'TY' },
  args: { menuShown: true, menu: everyPage },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'ศูนย์สมาชิก' });
    await expect(within(dialog).getByRole('button', { name: /^ข้อความจากแพลตฟอร์ม/ })).toBeVisible();
  },
};

export const ThaiWide: Story = {
  globals: { language: 'TY' },
  args: { menu: everyPage, page: 'transferUpline' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'โอนให้อัปไลน์' });
    await expect(within(dialog).getByRole('button', { name: 'โอนให้อัปไลน์' })).toHaveAttribute('aria-current', 'page');
  },
};
