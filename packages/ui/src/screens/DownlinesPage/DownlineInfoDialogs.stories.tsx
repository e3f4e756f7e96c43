import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { GAME_CATEGORIES } from '@wl/rules';
import { played, type storyText } from '../../private/storyText';
import { phone360 } from '../../private/storyViewports';
import { DownlineContractsDialog, DownlineRatesDialog, PromoteDownlineDialog } from './DownlineDialogs';
import { storyContracts, storyDownline } from './downlineFixtures';

// The team management page's smaller dialogs: a downline's contracts, their rates, and the promotion to agent.

const LONG = 'verylongaccount12345';
const contractsDialog = async (t: ReturnType<typeof storyText>, account = 'team1') =>
  within(await screen.findByRole('dialog', { name: t('agentDownlines:contracts.title', { account }) }));

const meta = {
  title: 'Screens/AgentCentre/DownlineContractsDialog',
  component: DownlineContractsDialog,
  args: {
    downline: 'team1',
    onClose: fn(),
    status: 'ready',
    contracts: storyContracts(),
    openableKinds: ['dailySalary', 'dividend'],
    onOpenKind: fn(),
    onRetry: fn(),
    currency: 'THB',
    minorDigits: 2,
    timeZone: 'Asia/Bangkok',
  },
} satisfies Meta<typeof DownlineContractsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each contract's kind, status and conditions; a way to its kind's page only where the kind is on. */
export const Contracts: Story = {
  play: played(async ({ args, t }) => {
    const modal = await contractsDialog(t);
    const items = modal.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const daily = within(items[0]!);
    await expect(daily.getByRole('heading', { name: t('agentDownlines:contracts.kind.dailySalary') })).toBeVisible();
    await expect(daily.getByText(t('agentDownlines:contracts.status.active'))).toBeVisible();
    await expect(daily.getByText(t('agentDownlines:contracts.condition.betPerDay'))).toBeVisible();
    await userEvent.click(daily.getByRole('button', { name: t('agentDownlines:contracts.open.dailySalary') }));
    await expect(args.onOpenKind).toHaveBeenCalledWith('dailySalary');
    const dividend = within(items[1]!);
    await expect(dividend.getByText(t('agentDownlines:contracts.status.pending'))).toBeVisible();
    await expect(dividend.getByText(t('agentDownlines:contracts.period.monthly'))).toBeVisible();
    // real-time salary is off for this agent: no way to its page
    await expect(within(items[2]!).queryByRole('button')).toBeNull();
  }),
};

export const NoContracts: Story = {
  args: { contracts: [] },
  play: played(async ({ t }) => {
    const modal = await contractsDialog(t);
    await expect(modal.getByRole('status')).toHaveTextContent(t('agentDownlines:contracts.none', { account: 'team1' }));
  }),
};

export const ContractsLoading: Story = {
  args: { status: 'loading', contracts: [] },
  play: played(async ({ t }) => {
    await expect((await contractsDialog(t)).getByRole('status')).toHaveTextContent(
      t('agentDownlines:contracts.loading'),
    );
  }),
};

export const ContractsError: Story = {
  args: { status: 'error', errorMessage: 'Network error', contracts: [] },
  play: played(async ({ args, t }) => {
    const alert = (await contractsDialog(t)).getByRole('alert');
    await expect(alert).toHaveTextContent('Network error');
    await userEvent.click(within(alert).getByRole('button', { name: t('content:state.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  }),
};

export const ContractsPhoneThai: Story = {
  ...phone360,
  globals: { ...phone360.globals, language: 'TY' },
  args: { downline: LONG },
  play: played(async ({ t }) => {
    const modal = screen.getByRole('dialog', { name: t('agentDownlines:contracts.title', { account: LONG }) });
    await expect(modal).toHaveTextContent('ค่าจ้างรายวัน');
    await expect(modal.scrollWidth).toBeLessThanOrEqual(modal.clientWidth);
  }),
};

/** A downline's rebate rates, one per game category. */
export const Rates: StoryObj = {
  render: () => <DownlineRatesDialog row={storyDownline({ account: LONG })} onClose={fn()} />,
  play: played(async ({ t }) => {
    const modal = within(
      await screen.findByRole('dialog', { name: t('agentDownlines:rates.title', { account: LONG }) }),
    );
    await expect(modal.getAllByRole('term')).toHaveLength(GAME_CATEGORIES.length);
    await expect(modal.getByText(t('records:category.SPORTS'))).toBeVisible();
    await expect(modal.getByText(/^1\.50\s?%$/)).toBeVisible();
  }),
};

const promoteArgs = { onConfirm: fn(), onCancel: fn() };

/** Promote a direct member: confirmed before anything is sent. */
export const Promote: StoryObj = {
  render: () => <PromoteDownlineDialog downline="member2" {...promoteArgs} />,
  play: played(async ({ t }) => {
    const modal = within(await screen.findByRole('dialog', { name: t('agentDownlines:promote.title') }));
    await expect(modal.getByText(t('agentDownlines:promote.message', { account: 'member2' }))).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: t('agentDownlines:promote.confirm') }));
    await expect(promoteArgs.onConfirm).toHaveBeenCalledOnce();
  }),
};

export const PromoteFailed: StoryObj = {
  render: () => (
    <PromoteDownlineDialog downline="member2" {...promoteArgs} errorMessage="This downline is already an agent" />
  ),
  play: played(async ({ t }) => {
    const modal = within(await screen.findByRole('dialog', { name: t('agentDownlines:promote.title') }));
    await expect(modal.getByRole('alert')).toHaveTextContent('This downline is already an agent');
  }),
};

export const PromoteThai: StoryObj = {
  globals: { language: 'TY' },
  render: () => <PromoteDownlineDialog downline="member2" {...promoteArgs} promoting />,
  play: played(async ({ t }) => {
    const modal = within(await screen.findByRole('dialog', { name: t('agentDownlines:promote.title') }));
    await expect(modal.getByRole('button', { name: /เลื่อนเป็นตัวแทน/ })).toHaveAttribute('aria-busy', 'true');
  }),
};
