import { QueryClientProvider } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import i18next from 'i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { readRecordFilters } from '../../memberCentre/records/recordAddress';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type AgentIncome, type TeamTransactionPage } from '@wl/api';
import { initI18n, loadNamespaces } from '@wl/ui/i18n';
import { api } from '../../../api';
import { queryClient } from '../../../query';
import { incomeFigure, incomeReport } from './incomeReport';
import { teamBetParams, teamProfitLossParams, teamTransactionsParams } from './reportParams';
import { teamProfitLossQuery, teamTransactionsQuery } from './reportQueries';
import { reportRefusal } from './reportRefusal';
import { useTeamFilters, useTeamPageProps } from './useTeamReport';

// Every call of the API a fake of its own (the pages read the balance for the currency and their report).
vi.mock(import('../../../api'), async (original) => {
  const fakes = new Map<string, ReturnType<typeof vi.fn>>();
  const fakeOf = (key: string) => fakes.get(key) ?? fakes.set(key, vi.fn()).get(key);
  const area = (name: string) => new Proxy({}, { get: (_, op) => fakeOf(`${name}.${String(op)}`) });
  return {
    ...(await original()),
    api: new Proxy({}, { get: (_, name) => area(String(name)) }) as never,
  };
});

const fake = <K extends keyof typeof api.agent>(name: K) => vi.mocked(api.agent[name] as (...args: never[]) => unknown);

const transactions = (list: TeamTransactionPage['list'] = []): TeamTransactionPage => ({
  list,
  pageNo: 1,
  pageSize: 10,
  totalPages: list.length ? 1 : 0,
  totalCount: list.length,
  totalIn: '250.00',
  totalOut: '0.00',
});

const text = (key: string) => i18next.t(key);

/** The hooks of a team report page as the page composes them, in the agent centre's address `search`. */
function openReport<T>(search: string, useReport: () => T) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/${search}`]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(useReport, { wrapper });
}

function useTransactions() {
  const { address, accountProps } = useTeamFilters();
  const query = useQuery(
    teamTransactionsQuery('agent-token', teamTransactionsParams(address.filters, address.range)),
    queryClient,
  );
  return { ...useTeamPageProps(query, address), accountProps, search: useLocation().search };
}

function useProfitLoss() {
  const { address, accountProps } = useTeamFilters();
  const query = useQuery(
    teamProfitLossQuery('agent-token', teamProfitLossParams(address.filters, address.range)),
    queryClient,
  );
  return { ...useTeamPageProps(query, address), accountProps };
}

beforeAll(async () => {
  await initI18n({ language: 'EN' });
  await loadNamespaces(['agent', 'agentReports', 'records']);
});

beforeEach(() => {
  vi.mocked(api.wallet.getBalance).mockResolvedValue({ currency: 'THB', minorDigits: 2 } as never);
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.clearAllMocks();
});

describe('reportRefusal', () => {
  it('names the team reports refusals and nothing else', () => {
    const notFound = new ApiError('business', 'This account is not in your team', { code: 'DOWNLINE_NOT_FOUND' });
    expect(reportRefusal(notFound)).toBe('notInTeam');
    expect(reportRefusal(new ApiError('http', 'endTime: the range is longer than allowed', { status: 400 }))).toBe(
      'badRequest',
    );
    expect(reportRefusal(new ApiError('business', 'Non-agents cannot log in', { code: 'NOT_AGENT' }))).toBeNull();
    expect(reportRefusal(new ApiError('http', 'Server error', { status: 500 }))).toBeNull();
    expect(reportRefusal(new ApiError('network', 'Network error'))).toBeNull();
    expect(reportRefusal(new Error('DOWNLINE_NOT_FOUND'))).toBeNull();
  });
});

describe('my income', () => {
  it('nets each amount in integers, paid being negative', () => {
    expect(incomeFigure({ type: 'dailySalary', received: '300.10', paid: '-120.20' }, 2)).toEqual({
      type: 'dailySalary',
      received: '300.10',
      paid: '-120.20',
      net: '179.90',
    });
    // 0.1 + 0.2 in floats is 0.30000000000000004: not here
    expect(incomeFigure({ type: 'rebate', received: '0.10', paid: '0.20' }, 2).net).toBe('0.30');
    expect(incomeFigure({ type: 'dividend', received: '0.00', paid: '-400.00' }, 2).net).toBe('-400.00');
  });

  it('keeps the days in the order the server gave them (newest first) and the net as sent', () => {
    const income: AgentIncome = {
      days: [
        { date: '2026-12-06', amounts: [{ type: 'rebate', received: '1.00', paid: '0.00' }] },
        { date: '2026-12-04', amounts: [{ type: 'dailySalary', received: '5.00', paid: '-2.00' }] },
      ],
      totals: [{ type: 'dailySalary', received: '5.00', paid: '-2.00' }],
      net: '4.00',
    };
    const report = incomeReport(income, 2);
    expect(report.days.map((day) => day.date)).toEqual(['2026-12-06', '2026-12-04']);
    expect(report.days[1]!.amounts[0]!.net).toBe('3.00');
    expect(report.totals[0]!.net).toBe('3.00');
    expect(report.net).toBe('4.00');
  });
});

describe('the team reports params', () => {
  const now = Date.parse('2026-12-06T05:00:00Z');
  const filters = (search: string) => readRecordFilters(new URLSearchParams(search), 'Asia/Bangkok', now, 'ac.');
  const range = { startTime: '2026-11-29T17:00:00.000Z', endTime: '2026-12-06T16:59:59.999Z', problem: null } as const;

  it('ask for the member searched for, or the whole team', () => {
    expect(teamTransactionsParams(filters('ac.account=team1a&ac.type=deposit&ac.page=3'), range)).toEqual({
      ...range,
      problem: undefined,
      account: 'team1a',
      type: 'deposit',
      pageNo: 3,
      pageSize: 10,
    } as never);
    expect(teamProfitLossParams(filters('mc.account=team1a'), range)).not.toHaveProperty('account');
    expect(teamBetParams({ category: 'RNG' }, filters('ac.account=Team1B'))).toEqual({
      category: 'RNG',
      account: 'Team1B',
    });
    expect(teamBetParams(null, filters('ac.account=team1'))).toBeNull();
  });

  it('ask nothing while the range is wrong', () => {
    expect(teamProfitLossParams(filters(''), { problem: 'tooLong' })).toBeNull();
    expect(teamTransactionsParams(filters(''), { problem: 'reversed' })).toBeNull();
  });
});

describe('downline transactions', () => {
  it('asks for the team member and the type in the address (ac.), and writes a search back to it', async () => {
    fake('getTeamTransactions').mockResolvedValue(transactions());
    const { result } = openReport(
      '?overlay=agentCentre&ac=agentDownlineTransactionDetailsCopy&ac.account=team1a&ac.type=deposit&ac.range=last7',
      useTransactions,
    );
    await vi.waitFor(() => expect(result.current.page.status).toBe('ready'));
    expect(fake('getTeamTransactions')).toHaveBeenLastCalledWith(
      expect.objectContaining({ account: 'team1a', type: 'deposit', pageNo: 1, pageSize: 10 }),
    );
    expect(result.current.accountProps.account).toBe('team1a');

    // typing asks nothing; the search asks for the account trimmed and keeps it in the address
    act(() => result.current.accountProps.onAccountChange('  team1b '));
    expect(result.current.accountProps.account).toBe('  team1b ');
    expect(fake('getTeamTransactions')).toHaveBeenCalledTimes(1);
    act(() => result.current.accountProps.onAccountSearch());
    await vi.waitFor(() =>
      expect(fake('getTeamTransactions')).toHaveBeenLastCalledWith(expect.objectContaining({ account: 'team1b' })),
    );
    const params = new URLSearchParams(result.current.search);
    expect(params.get('ac.account')).toBe('team1b');
    expect(params.get('ac.type')).toBe('deposit');
    expect(params.get('ac.range')).toBe('last7');
    expect(params.get('ac')).toBe('agentDownlineTransactionDetailsCopy');
    expect(params.get('mc.account')).toBeNull();
  });

  it('says an account outside the team at the field, keeps what was typed and does not ask again', async () => {
    fake('getTeamTransactions').mockImplementation(async (query: { account?: string }) => {
      if (query.account === 'team2a')
        throw new ApiError('business', 'This account is not in your team', { code: 'DOWNLINE_NOT_FOUND' });
      return transactions();
    });
    const { result } = openReport('?overlay=agentCentre&ac=agentDownlineTransactionDetailsCopy', useTransactions);
    await vi.waitFor(() => expect(result.current.page.status).toBe('ready'));
    act(() => result.current.accountProps.onAccountChange('team2a'));
    act(() => result.current.accountProps.onAccountSearch());
    await vi.waitFor(() => expect(result.current.page.accountProblem).toBe('notInTeam'));
    expect(result.current.accountProps.account).toBe('team2a');
    expect(result.current.data).toBeUndefined();
    // a refusal is an answer: not asked a second time
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const asked = fake('getTeamTransactions').mock.calls.filter(
      ([query]) => (query as { account?: string } | undefined)?.account === 'team2a',
    );
    expect(asked).toHaveLength(1);
  });
});

describe('profit-loss statements', () => {
  it('shows a 400 as the translated message with a retry, the account typed kept', async () => {
    fake('getTeamProfitLoss').mockRejectedValue(
      new ApiError('http', 'account: too long', { status: 400, fromServer: true }),
    );
    const { result } = openReport('?overlay=agentCentre&ac=palStatementsAgentCopy&ac.account=team1', useProfitLoss);
    await vi.waitFor(() => expect(result.current.page.status).toBe('error'));
    expect(result.current.page.errorMessage).toBe(text('agentReports:problem.badRequest'));
    expect(result.current.page.errorMessage).not.toBe('account: too long');
    expect(result.current.page.accountProblem).toBeNull();
    expect(result.current.accountProps.account).toBe('team1');
    expect(fake('getTeamProfitLoss')).toHaveBeenCalledTimes(1);
    fake('getTeamProfitLoss').mockResolvedValue({
      list: [],
      pageNo: 1,
      pageSize: 10,
      totalPages: 0,
      totalCount: 0,
      totals: {
        betAmount: '0.00',
        validBet: '0.00',
        winAmount: '0.00',
        profitLoss: '0.00',
        deposits: '0.00',
        withdrawals: '0.00',
        bonuses: '0.00',
        rebates: '0.00',
        count: 0,
      },
    });
    act(() => result.current.page.onRetry!());
    await vi.waitFor(() => expect(result.current.page.status).toBe('ready'));
    expect(result.current.data?.totalCount).toBe(0);
  });

  it("keeps the server's own message for other failures (NOT_AGENT)", async () => {
    fake('getTeamProfitLoss').mockRejectedValue(
      new ApiError('business', 'Non-agents cannot log in', { code: 'NOT_AGENT', fromServer: true }),
    );
    const { result } = openReport('?overlay=agentCentre&ac=palStatementsAgentCopy', useProfitLoss);
    // not a refusal: asked once more, quietly, as every query (retryOnce), then shown
    await vi.waitFor(() => expect(result.current.page.status).toBe('error'), { timeout: 5000 });
    expect(fake('getTeamProfitLoss')).toHaveBeenCalledTimes(2);
    expect(result.current.page.errorMessage).toBe('Non-agents cannot log in');
  });
});
