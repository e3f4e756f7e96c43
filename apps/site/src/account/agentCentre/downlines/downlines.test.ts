import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { AgentContract, Consolidated, DownlinePage } from '@wl/api';
import { contractsWith, openableContractKinds } from './downlineContracts';
import { downlinesCall, downlinesQueriesKey, patchDownline } from './downlineQueries';

const contract = (id: number, kind: AgentContract['kind'], downline: string): AgentContract => ({
  id,
  kind,
  status: 'active',
  upline: 'agent',
  downline,
  rate: 1.5,
  offeredAt: '2026-12-01T00:00:00Z',
});
const info = (...downlineContracts: AgentContract[]) => ({ contract: null, downlineContracts });

const consolidated = {
  enableSalary: true,
  enableContract: true,
  enableCt: false,
  salary: true,
  hourSalary: false,
  agentRealtimeSalary: true,
  dailysalinfotype: info(contract(1, 'dailySalary', 'team1'), contract(2, 'dailySalary', 'team2')),
  contracthoursalinfo: info(contract(3, 'hourlySalary', 'Team1')),
  realtimesalinfotype: { ...info(), settlementIntervalMinutes: 5 },
  divtypeinfo: info(contract(4, 'dividend', 'team1')),
} as unknown as Consolidated;

describe('the contracts with a direct downline (consolidated)', () => {
  it('gathers every kind for that downline, any case, and no one else', () => {
    expect(contractsWith(consolidated, 'team1').map((each) => each.id)).toEqual([1, 3, 4]);
    expect(contractsWith(consolidated, 'team9')).toEqual([]);
  });

  it('links only the kinds whose flag is on', () => {
    expect(openableContractKinds(consolidated)).toEqual(['dailySalary', 'realtimeSalary']);
  });
});

describe('the downline tree in the address and the cache', () => {
  it("asks for the parent's downlines, or searches the whole team without one", () => {
    expect(downlinesCall({ parent: '', account: '', page: 1 })).toEqual({ pageNo: 1, pageSize: 10 });
    expect(downlinesCall({ parent: 'team1', account: '', page: 2 })).toEqual({
      parent: 'team1',
      pageNo: 2,
      pageSize: 10,
    });
    expect(downlinesCall({ parent: 'team1', account: 'mem', page: 1 })).toEqual({
      account: 'mem',
      pageNo: 1,
      pageSize: 10,
    });
  });

  it("patches the downline's row in every page held", () => {
    const client = new QueryClient();
    const page = (accounts: string[]): DownlinePage =>
      ({
        path: ['agent'],
        list: accounts.map((account) => ({ account, mainBalance: '0.00', accountType: 'member' })),
        pageNo: 1,
        pageSize: 10,
        totalPages: 1,
        totalCount: accounts.length,
      }) as unknown as DownlinePage;
    client.setQueryData([...downlinesQueriesKey, 't', { pageNo: 1 }], page(['team1', 'team2']));
    client.setQueryData([...downlinesQueriesKey, 't', { account: 'team' }], page(['team2']));
    patchDownline(client, 'team2', { mainBalance: '150.00', accountType: 'agent' });
    const pages = client.getQueriesData<DownlinePage>({ queryKey: downlinesQueriesKey }).map(([, data]) => data!.list);
    expect(pages).toEqual([
      [
        { account: 'team1', mainBalance: '0.00', accountType: 'member' },
        { account: 'team2', mainBalance: '150.00', accountType: 'agent' },
      ],
      [{ account: 'team2', mainBalance: '150.00', accountType: 'agent' }],
    ]);
  });
});
