import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shownMoney } from '../../private/cashierStory';
import { loadErrorStory, loadingStory, statusStory, withHeld } from '../../private/storyStates';
import { escapeRegExp, played, textPattern } from '../../private/storyText';
import { phone360 } from '../../private/storyViewports';
import { DownlinesPage, type DownlinesPageProps } from './DownlinesPage';
import { storyDeepPath, storyDeepRows, storyDownlines, storySearchRows } from './downlineFixtures';

const Held = withHeld(DownlinesPage, { searchText: 'onSearchTextChange', page: 'onPageChange' });

const meta = {
  title: 'Screens/AgentCentre/DownlinesPage',
  component: DownlinesPage,
  render: (props: DownlinesPageProps) => <Held {...props} />,
  args: {
    status: 'ready',
    currency: 'THB',
    minorDigits: 2,
    timeZone: 'Asia/Bangkok',
    path: ['agent'],
    onOpenPath: fn(),
    searchText: '',
    onSearchTextChange: fn(),
    onSearch: fn(),
    searched: '',
    onClearSearch: fn(),
    rows: storyDownlines(),
    page: 1,
    pageCount: 3,
    onPageChange: fn(),
    onRetry: fn(),
    onOpenTeam: fn(),
    onTransfer: fn(),
    onPromote: fn(),
    onViewContracts: fn(),
    onViewRates: fn(),
  },
} satisfies Meta<typeof DownlinesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A row's button's name: its words, then the row's account. */
const withAccount = (words: RegExp, account: string) =>
  new RegExp(`${words.source.replace(/\$$/, '')} ${escapeRegExp(account)}$`);

/** The agent's direct downlines: an agent opens to its team; each row transfers; members can be promoted. */
export const Default: Story = {
  play: played(async ({ canvas, loaded, args, t }) => {
    const table = canvas.getByRole('table', { name: t('agentDownlines:caption') });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(canvas.getByText(shownMoney(loaded, '9999999999.99'))).toBeVisible();
    await expect(canvas.getAllByText('verylongaccount12345')[0]).toBeVisible();
    await expect(canvas.getByText(t('agentDownlines:never'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `${t('agentDownlines:action.team')} team1` }));
    await expect(args.onOpenTeam).toHaveBeenCalledWith(expect.objectContaining({ account: 'team1' }));
    await userEvent.click(canvas.getByRole('button', { name: `${t('agentDownlines:action.transfer')} member2` }));
    await expect(args.onTransfer).toHaveBeenCalledWith(expect.objectContaining({ account: 'member2' }));
    // promotion for direct members only, not for an agent
    await userEvent.click(canvas.getByRole('button', { name: `${t('agentDownlines:action.promote')} member2` }));
    await expect(args.onPromote).toHaveBeenCalledWith(expect.objectContaining({ account: 'member2' }));
    await expect(canvas.queryByRole('button', { name: `${t('agentDownlines:action.promote')} team1` })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: `${t('agentDownlines:action.contracts')} team1` }));
    await expect(args.onViewContracts).toHaveBeenCalledWith(expect.objectContaining({ account: 'team1' }));
    await userEvent.click(
      canvas.getByRole('button', {
        name: withAccount(textPattern(t, 'agentDownlines:rates.summary', { highest: /\S+/ }), 'team1'),
      }),
    );
    await expect(args.onViewRates).toHaveBeenCalledWith(expect.objectContaining({ account: 'team1' }));
    await userEvent.click(canvas.getByRole('button', { name: t('shell:notice.page', { page: 2 }) }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  }),
};

/** On a 360 px phone: cards, the 20-character account whole, nothing scrolls sideways. */
export const Phone: Story = {
  ...phone360,
  play: played(async ({ canvas, canvasElement, t }) => {
    await expect(canvas.getAllByText('verylongaccount12345')[0]).toBeVisible();
    const region = within(canvasElement).getByRole('region', { name: t('agent:centre.page.downlineManagmentView') });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  }),
};

/** Three levels down: the way back up is a breadcrumb of long accounts; rows that deep are not direct downlines. */
export const DeepTree: Story = {
  args: { path: storyDeepPath, rows: storyDeepRows(), pageCount: 1 },
  play: played(async ({ canvas, args, t }) => {
    const trail = canvas.getByRole('navigation', { name: t('agentDownlines:path.label') });
    await expect(within(trail).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(trail).getByText('team3_long_agent_003')).toHaveAttribute('aria-current', 'location');
    await userEvent.click(within(trail).getByRole('button', { name: 'team1_long_agent_001' }));
    await expect(args.onOpenPath).toHaveBeenCalledWith('team1_long_agent_001', 1);
    await userEvent.click(
      within(trail).getByRole('button', { name: t('agentDownlines:path.me', { account: 'agent' }) }),
    );
    await expect(args.onOpenPath).toHaveBeenLastCalledWith('agent', 0);
    await expect(canvas.queryByRole('button', { name: new RegExp(t('agentDownlines:action.contracts')) })).toBeNull();
    await expect(canvas.queryByRole('button', { name: new RegExp(t('agentDownlines:action.promote')) })).toBeNull();
  }),
};

export const DeepTreePhone: Story = {
  ...phone360,
  args: DeepTree.args,
  play: played(async ({ canvasElement, t }) => {
    const region = within(canvasElement).getByRole('region', { name: t('agent:centre.page.downlineManagmentView') });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  }),
};

/** A search of the whole team: each result with its upline, and the way back to the tree. */
export const Search: Story = {
  args: { searchText: 'team1', searched: 'team1', rows: storySearchRows(), pageCount: 1 },
  play: played(async ({ canvas, args, t }) => {
    const table = canvas.getByRole('table', { name: t('agentDownlines:search.caption', { account: 'team1' }) });
    await expect(
      within(table).getByRole('columnheader', { name: t('agentDownlines:column.upline') }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: t('agentDownlines:path.label') })).toBeNull();
    const search = canvas.getByRole('searchbox', { name: t('agentDownlines:search.label') });
    await userEvent.clear(search);
    await userEvent.type(search, 'member');
    await expect(args.onSearchTextChange).toHaveBeenLastCalledWith('member');
    await userEvent.click(canvas.getByRole('button', { name: t('agentDownlines:search.submit') }));
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t('agentDownlines:search.clear') }));
    await expect(args.onClearSearch).toHaveBeenCalledOnce();
  }),
};

export const SearchNone: Story = {
  args: { searchText: 'nobody', searched: 'nobody', rows: [], pageCount: 0 },
  play: played(async ({ canvas, t }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('agentDownlines:search.none', { account: 'nobody' }));
  }),
};

export const EmptyTeam: Story = statusStory('agentDownlines:empty', { rows: [], pageCount: 0 });

export const EmptyBranch: Story = statusStory('agentDownlines:emptyBranch', {
  rows: [],
  pageCount: 0,
  path: ['agent', 'team4'],
});

export const Loading: Story = loadingStory('agentDownlines:loading');

export const LoadError: Story = loadErrorStory();

/** The next page on its way: the last rows dimmed and marked busy. */
export const Refreshing: Story = {
  args: { refreshing: true },
  play: played(async ({ canvas }) => {
    await expect(canvas.getByRole('table').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  }),
};

export const Thai: Story = {
  globals: { language: 'TY' },
  play: played(async ({ canvas, t }) => {
    await expect(
      canvas.getByRole('button', { name: `${t('agentDownlines:action.transfer')} team1` }),
    ).toHaveTextContent('โอนเงิน');
  }),
};

export const ThaiPhone: Story = {
  ...phone360,
  globals: { ...phone360.globals, language: 'TY' },
  args: DeepTree.args,
  play: played(async ({ canvasElement, t }) => {
    const region = within(canvasElement).getByRole('region', { name: t('agent:centre.page.downlineManagmentView') });
    await expect(region).toHaveTextContent('ฉัน (agent)');
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  }),
};
