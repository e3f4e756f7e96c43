// The contracts' stories: contracts and settlements as the sandbox answers them.
import { storyRange } from '../RecordPages/recordFixtures';
import type { ContractSettlementsProps } from './ContractSettlements';
import type {
  ContractKindName,
  ContractOfferFormValues,
  ContractReplyProps,
  ContractSettlementRow,
  ContractView,
} from './contractTypes';

/** 20-character accounts, the longest the stories show. */
export const LONG_UPLINE = 'superagentbangkok001';
export const LONG_DOWNLINE = 'downlinechiangmai002';

const at = (minutesAgo: number) => new Date(Date.UTC(2026, 11, 6, 10, 30) - minutesAgo * 60_000).toISOString();

export function storyContract(kind: ContractKindName, patch: Partial<ContractView> = {}): ContractView {
  const terms: Partial<ContractView> =
    kind === 'dividend'
      ? { periodType: 'monthly', periodValidBet: '50000.00', periodProfitLoss: '10000.00', activeMembers: 5 }
      : kind === 'realtimeSalary'
        ? {}
        : { betAmount: kind === 'dailySalary' ? '10000.00' : '500.00', activeMembers: 3 };
  return {
    id: 1,
    kind,
    status: 'active',
    upline: 'agent01',
    downline: 'agent02',
    rate: kind === 'dividend' ? 30 : 1.5,
    offeredAt: at(60 * 24 * 3),
    decidedAt: at(60 * 24 * 2),
    ...terms,
    ...patch,
  };
}

export const storyOffer = (kind: ContractKindName, patch: Partial<ContractView> = {}) =>
  storyContract(kind, {
    id: 2,
    status: 'pending',
    rate: kind === 'dividend' ? 25 : 1.2,
    decidedAt: undefined,
    ...patch,
  });

export const storyDownlineContracts = (kind: ContractKindName, long = false): ContractView[] => [
  storyContract(kind, { id: 3, upline: 'agent02', downline: long ? LONG_DOWNLINE : 'agent03', rate: 1 }),
  storyContract(kind, {
    id: 4,
    upline: 'agent02',
    downline: long ? 'downlinekhonkaen0003' : 'agent04',
    status: 'pending',
    rate: 0.8,
    decidedAt: undefined,
  }),
];

export const storyConflicts = (kind: ContractKindName): ContractView[] => [
  storyContract(kind, { id: 21, upline: 'agent02', downline: LONG_DOWNLINE, rate: 1.4 }),
  storyContract(kind, { id: 22, upline: 'agent02', downline: 'agent05', rate: 1.3 }),
];

export function storySettlements(count = 10, amount = '150.00'): ContractSettlementRow[] {
  const statuses = ['paid', 'paid', 'notQualified', 'unpaid'] as const;
  return Array.from({ length: count }, (_, index) => {
    const status = statuses[index % statuses.length]!;
    return {
      id: 500 - index,
      upline: 'agent01',
      downline: index % 2 ? LONG_DOWNLINE : 'agent02',
      periodStart: at(60 * 24 * (index + 1)),
      periodEnd: at(60 * 24 * index),
      validBet: '10000.00',
      profitLoss: '-2500.00',
      activeMembers: 4,
      rate: 1.5,
      status,
      amount: status === 'notQualified' ? '0.00' : amount,
      settledAt: at(60 * 24 * index - 5),
    };
  });
}

export const emptyOfferValues: ContractOfferFormValues = {
  downline: '',
  rate: '',
  periodType: 'monthly',
  periodValidBet: '',
  periodProfitLoss: '',
  activeMembers: '',
  betAmount: '',
};

export const storyDownlines = [
  { account: 'agent03', nickname: 'Somchai' },
  { account: LONG_DOWNLINE, nickname: 'สมหญิง ใจดีมากมาย' },
  { account: 'agent05' },
];

/** The reply's callbacks, the story's spies filled in by the meta. */
export type StoryReply = Pick<
  ContractReplyProps,
  'onAccept' | 'onReject' | 'onTerminate' | 'onProceed' | 'onConfirm' | 'onCancel' | 'onDismiss'
>;

export const storySettlementArgs = (
  callbacks: Pick<ContractSettlementsProps, 'onSideChange' | 'onRangeChange' | 'onPageChange' | 'onRetry'>,
  rows = storySettlements(),
): ContractSettlementsProps => ({
  status: 'ready',
  side: 'received',
  range: storyRange,
  settlements: rows,
  totalPaid: '750.00',
  page: 1,
  pageCount: 3,
  currency: 'THB',
  minorDigits: 2,
  timeZone: 'Asia/Bangkok',
  ...callbacks,
});
