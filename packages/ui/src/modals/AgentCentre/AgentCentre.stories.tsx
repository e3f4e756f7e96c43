import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert } from '../../components/Alert';
import { choice } from '../../private/storyControls';
import type { storyText } from '../../private/storyText';
import { played } from '../../private/storyText';
import { phone360 } from '../../private/storyViewports';
import { AgentCentre, agentCentrePages, agentCentrePagesFor, type AgentCentreMenuItem } from './AgentCentre';

const menuOf = (pages: readonly (typeof agentCentrePages)[number][]): AgentCentreMenuItem[] =>
  pages.map((page) => ({ page }));

/** Every flag on: all twelve entries. */
const everyEntry = menuOf(agentCentrePages);
/** No contract feature on: the eight entries without a flag. */
const noContracts = menuOf(agentCentrePagesFor({}));

const meta = {
  title: 'Modals/AgentCentre',
  component: AgentCentre,
  args: {
    open: true,
    onOpenChange: fn(),
    onSelectPage: fn(),
    onShowMenu: fn(),
    onOpenHelp: fn(),
    helpHref: '/helpmc',
    menu: everyEntry,
    page: 'agentTeamOverview',
    menuShown: false,
    children: <Alert tone="info">The page's content</Alert>,
  },
  argTypes: { page: choice(agentCentrePages) },
} satisfies Meta<typeof AgentCentre>;
export default meta;
type Story = StoryObj<typeof meta>;

type StoryT = ReturnType<typeof storyText>;
const centre = (t: StoryT, name = t('agent:centre.title')) => within(document.body).findByRole('dialog', { name });
const menuIn = (dialog: HTMLElement, t: StoryT) =>
  within(dialog).getByRole('navigation', { name: t('agent:centre.menu') });

/** Wide screen: the menu beside the default page, highlighted; another entry asks for its page; help and close. */
export const Wide: Story = {
  play: played(async ({ args, t }) => {
    const dialog = await centre(t, t('agent:centre.page.agentTeamOverview'));
    const menu = menuIn(dialog, t);
    await expect(within(menu).getAllByRole('button')).toHaveLength(12);
    await expect(within(menu).getByRole('button', { name: t('agent:centre.page.agentTeamOverview') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(menu).getByRole('button', { name: t('agent:centre.page.downlineManagmentView') }));
    await expect(args.onSelectPage).toHaveBeenCalledWith('downlineManagmentView');
    const help = within(menu).getByRole('link', { name: t('agent:centre.help') });
    await expect(help).toHaveAttribute('href', '/helpmc');
    await userEvent.click(help);
    await expect(args.onOpenHelp).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:close') }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  }),
};

/** Spec §2/§6: without enableCt, salary, hourSalary and agentRealtimeSalary the four contract entries are gone. */
export const ContractsGatedOff: Story = {
  args: { menu: noContracts },
  play: played(async ({ t }) => {
    const menu = menuIn(await centre(t, t('agent:centre.page.agentTeamOverview')), t);
    await expect(within(menu).getAllByRole('button')).toHaveLength(8);
    for (const page of ['agentDividendRecordCopy2', 'agentDailyWages2', 'agentHourSalary', 'agentRealtimeSalary']) {
      await expect(within(menu).queryByRole('button', { name: t(`agent:centre.page.${page}`) })).toBeNull();
    }
  }),
};

/** Only daily wages on: one contract entry, in its place. */
export const DailyWagesOnly: Story = {
  args: { menu: menuOf(agentCentrePagesFor({ salary: true })), page: 'agentDailyWages2' },
  play: played(async ({ t }) => {
    const menu = menuIn(await centre(t, t('agent:centre.page.agentDailyWages2')), t);
    const names = within(menu)
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(names.slice(-1)).toEqual([t('agent:centre.page.agentDailyWages2')]);
    await expect(names).toHaveLength(9);
  }),
};

/** Phone: one page with a back arrow to the menu. */
export const PhonePage: Story = {
  ...phone360,
  play: played(async ({ args, t }) => {
    const dialog = await centre(t, t('agent:centre.page.agentTeamOverview'));
    await expect(dialog.querySelector('nav')).not.toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('agent:centre.back') }));
    await expect(args.onShowMenu).toHaveBeenCalled();
  }),
};

/** Phone: the menu as a list titled 'agent'. */
export const PhoneMenu: Story = {
  ...phone360,
  args: { menuShown: true },
  play: played(async ({ args, t }) => {
    const dialog = await centre(t);
    await expect(menuIn(dialog, t)).toBeVisible();
    await expect(dialog.querySelector('section')).not.toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('agent:centre.page.registerCenter') }));
    await expect(args.onSelectPage).toHaveBeenCalledWith('registerCenter');
  }),
};

export const ThaiPhoneMenu: Story = {
  ...phone360,
  globals: { ...phone360.globals, language: 'TY' },
  args: { menuShown: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'ตัวแทน' });
    await expect(within(dialog).getByRole('button', { name: 'ธุรกรรมของดาวน์ไลน์' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'ศูนย์ช่วยเหลือ' })).toBeVisible();
  },
};

export const ThaiWide: Story = {
  globals: { language: 'TY' },
  args: { page: 'agentRealtimeSalary' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'เงินเดือนแบบเรียลไทม์' });
    await expect(within(dialog).getByRole('button', { name: 'เงินเดือนแบบเรียลไทม์' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
