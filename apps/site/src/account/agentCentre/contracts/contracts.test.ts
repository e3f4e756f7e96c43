import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgentContract, Consolidated } from '@wl/api';
import { CONTRACT_OFFER_FAILED_KEY, CONTRACT_RATE_MAX_HUNDREDTHS } from '@wl/flows';

const calls = vi.hoisted(() => ({
  processDividend: vi.fn(),
  processDailySalary: vi.fn(),
  processHourlySalary: vi.fn(),
  processRealtimeSalary: vi.fn(),
}));
vi.mock('../../../api', () => ({ api: { agent: calls }, translateFailuresWith: () => undefined }));

const state = vi.hoisted(() => ({
  token: 'token-1' as string | null,
  fetched: null as unknown,
  open: vi.fn(),
  fetchQuery: vi.fn(),
}));
vi.mock('../../../session/session', () => ({ session: { token: () => state.token } }));
vi.mock('../../../overlays/overlays', () => ({ overlays: { open: state.open } }));
vi.mock('../../../query', () => ({ queryClient: { fetchQuery: state.fetchQuery } }));
vi.mock('../../queries', () => ({
  consolidatedQuery: (token: string) => ({ queryKey: ['member', 'consolidated', token] }),
}));

const { failureText, kindView, pendingOffers, processContract, rateMaxHundredths } = await import('./contracts');
const { openPendingOffers } = await import('./offersAfterLogin');

const contract = (id: number, kind: AgentContract['kind'], status: AgentContract['status'] = 'pending') =>
  ({ id, kind, status, upline: 'agent01', downline: 'agent02', rate: 1.5, offeredAt: '2026-12-01T00:00:00Z' }) as const;
const info = (own: AgentContract | null = null, ...downlineContracts: AgentContract[]) => ({
  contract: own,
  downlineContracts,
  offerRateMax: own?.rate ?? 0,
});
const consolidated = (pending: Partial<Record<string, AgentContract[]>> = {}) =>
  ({
    dailysalreqtype: [],
    divtypereq: [],
    contracthoursalreq: [],
    realtimesalreqtype: [],
    dailysalinfotype: info(contract(1, 'dailySalary', 'active'), contract(5, 'dailySalary', 'active')),
    contracthoursalinfo: info(),
    realtimesalinfotype: { ...info(), settlementIntervalMinutes: 5 },
    divtypeinfo: info(),
    ...pending,
  }) as unknown as Consolidated;

beforeEach(() => {
  vi.clearAllMocks();
  state.token = 'token-1';
});

describe('the consolidated answer, by kind (spec §3)', () => {
  it('gathers the offers of every kind for the popup', () => {
    const offers = consolidated({
      dailysalreqtype: [contract(11, 'dailySalary')],
      divtypereq: [contract(12, 'dividend')],
      contracthoursalreq: [contract(13, 'hourlySalary')],
      realtimesalreqtype: [contract(14, 'realtimeSalary')],
    });
    expect(pendingOffers(offers).map((offer) => offer.id)).toEqual([12, 11, 13, 14]);
    expect(pendingOffers(consolidated())).toEqual([]);
  });

  it("reads one kind's offers, own contract and downline contracts", () => {
    const view = kindView(consolidated({ dailysalreqtype: [contract(11, 'dailySalary')] }), 'dailySalary');
    expect(view.offers.map((offer) => offer.id)).toEqual([11]);
    expect(view.contract?.id).toBe(1);
    expect(view.downlineContracts.map((each) => each.id)).toEqual([5]);
    expect(kindView(consolidated(), 'dividend')).toEqual({
      offers: [],
      contract: null,
      downlineContracts: [],
      offerRateMax: 0,
    });
  });
});

describe('the rate an agent may offer', () => {
  it('is the limit the server gives for each kind', () => {
    expect(kindView(consolidated(), 'dailySalary').offerRateMax).toBe(1.5);
    expect(kindView(consolidated(), 'hourlySalary').offerRateMax).toBe(0);
  });

  it('in hundredths for the flow', () => {
    expect(rateMaxHundredths(1.25)).toBe(125);
    expect(rateMaxHundredths(0)).toBe(0);
    expect(rateMaxHundredths(null)).toBe(CONTRACT_RATE_MAX_HUNDREDTHS);
  });
});

describe("each kind's process call", () => {
  it.each([
    ['dividend', 'processDividend'],
    ['dailySalary', 'processDailySalary'],
    ['hourlySalary', 'processHourlySalary'],
    ['realtimeSalary', 'processRealtimeSalary'],
  ] as const)('%s goes to %s with the offer or the reply as it is', async (kind, call) => {
    calls[call].mockResolvedValue('done');
    await expect(processContract({ kind, reply: { action: 'accept', requestId: 3, proceed: true } })).resolves.toBe(
      'done',
    );
    expect(calls[call]).toHaveBeenCalledWith({ action: 'accept', requestId: 3, proceed: true });
    for (const other of Object.keys(calls) as (keyof typeof calls)[]) {
      if (other !== call) expect(calls[other]).not.toHaveBeenCalled();
    }
  });

  it('an offer is sent as its wire form', async () => {
    calls.processRealtimeSalary.mockResolvedValue('made');
    await processContract({ kind: 'realtimeSalary', offer: { action: 'offer', downline: 'agent02', rate: 1 } });
    expect(calls.processRealtimeSalary).toHaveBeenCalledWith({ action: 'offer', downline: 'agent02', rate: 1 });
  });
});

describe('a failure in the reader’s language', () => {
  const words: Record<string, string> = {
    'agentContracts:failure.RATE_ABOVE_OWN': 'อัตราต้องไม่สูงกว่าอัตราในสัญญาของคุณเอง',
    [CONTRACT_OFFER_FAILED_KEY]: 'ส่งข้อเสนอไม่สำเร็จ',
  };
  const translate = (key: string) => words[key] ?? key;
  const has = (key: string) => key in words;

  it('a known code in its words, an unknown one as the server wrote it, the fallback key translated', () => {
    expect(failureText({ code: 'RATE_ABOVE_OWN', message: 'The rate cannot be higher' }, translate, has)).toBe(
      words['agentContracts:failure.RATE_ABOVE_OWN'],
    );
    expect(failureText({ code: 'SOMETHING_NEW', message: 'Server says no' }, translate, has)).toBe('Server says no');
    expect(failureText({ code: null, message: CONTRACT_OFFER_FAILED_KEY }, translate, has)).toBe(
      words[CONTRACT_OFFER_FAILED_KEY],
    );
  });
});

describe('after login (spec §4: a pending offer pops up)', () => {
  it('opens the popup, not over another overlay, when an offer waits', async () => {
    state.fetchQuery.mockResolvedValue(consolidated({ realtimesalreqtype: [contract(14, 'realtimeSalary')] }));
    await openPendingOffers();
    expect(state.fetchQuery).toHaveBeenCalledWith({ queryKey: ['member', 'consolidated', 'token-1'] });
    expect(state.open).toHaveBeenCalledWith({ kind: 'contractOffers' }, { onlyIfNoneOpen: true });
  });

  it('does nothing without offers', async () => {
    state.fetchQuery.mockResolvedValue(consolidated());
    await openPendingOffers();
    expect(state.open).not.toHaveBeenCalled();
  });

  it('does nothing without a session, or when the session changed meanwhile', async () => {
    state.token = null;
    await openPendingOffers();
    expect(state.fetchQuery).not.toHaveBeenCalled();
    state.token = 'token-1';
    state.fetchQuery.mockImplementation(async () => {
      state.token = null;
      return consolidated({ divtypereq: [contract(12, 'dividend')] });
    });
    await openPendingOffers();
    expect(state.open).not.toHaveBeenCalled();
  });
});
