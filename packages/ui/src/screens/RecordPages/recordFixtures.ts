// The records pages' stories: rows as the sandbox answers them, made from a seed so every story shows the same.
import type { RecordAccountRow, RecordBet, RecordBonus, GameCategory, RecordProfit, RecordRange } from './recordTypes';

export const storyRange: RecordRange = { preset: 'last7', from: '2026-11-30', to: '2026-12-06' };

const time = (index: number) => new Date(Date.UTC(2026, 11, 6, 10, 30) - index * 37 * 60_000).toISOString();

export function storyBets(category: GameCategory, count = 10, amount = '100.00'): RecordBet[] {
  const lottery = category === 'LOTT' || category === 'ELOTT';
  const odds = category === 'SPORTS' || category === 'ESPORTS' || category === 'COCKFIGHT';
  return Array.from({ length: count }, (_, index) => {
    const result = (['win', 'lose', 'draw'] as const)[index % 3]!;
    const win = result === 'win' ? '195.00' : result === 'draw' ? amount : '0.00';
    return {
      orderNo: `${category}26120600${String(index).padStart(4, '0')}`,
      vendorName: lottery ? 'Thai Lotto' : 'PG Soft',
      gameName: lottery ? 'Thai Government Lottery' : odds ? 'Premier League' : 'Mahjong Ways',
      betTime: time(index),
      status: index === 4 ? 'cancelled' : 'settled',
      result: index === 4 ? null : result,
      betAmount: amount,
      validBet: index === 4 ? '0.00' : amount,
      winAmount: index === 4 ? null : win,
      profitLoss: index === 4 ? null : result === 'win' ? '95.00' : result === 'draw' ? '0.00' : `-${amount}`,
      issue: lottery ? `2026120${index % 2}` : null,
      playType: lottery ? '3 Top' : null,
      betContent: lottery ? `${100 + index * 7}` : category === 'LIVE' ? 'Banker' : null,
      selection: odds ? 'Arsenal vs Chelsea: Arsenal' : null,
      odds: odds ? '1.95' : null,
    };
  });
}

export const storyVendors = [
  { vassalage: 'PG', displayName: 'PG Soft' },
  { vassalage: 'JILI', displayName: 'JILI' },
];

const types = ['deposit', 'bet', 'win', 'withdraw', 'promotion', 'rebates'] as const;

export function storyAccountRows(count = 10, amount = '250.00', balance = 1000_00): RecordAccountRow[] {
  return Array.from({ length: count }, (_, index) => {
    const type = types[index % types.length]!;
    const out = type === 'bet' || type === 'withdraw';
    const cents = balance - index * 1_00;
    return {
      id: String(1000 - index),
      orderNo: type === 'deposit' ? `D${120 - index}` : type === 'withdraw' ? `W${40 - index}` : `RNG2612060${index}`,
      type,
      time: time(index),
      amount: `${out ? '-' : ''}${amount}`,
      balanceAfter: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
      remark: type === 'deposit' ? 'PromptPay' : type === 'bet' ? 'Mahjong Ways' : '',
    };
  });
}

export const storyProfit = (amount = '1250.00'): RecordProfit => ({
  categories: [
    { category: 'SPORTS', betAmount: amount, validBet: amount, winAmount: '1500.00', profitLoss: '250.00', count: 12 },
    { category: 'RNG', betAmount: amount, validBet: amount, winAmount: '900.00', profitLoss: '-350.00', count: 85 },
    { category: 'LOTT', betAmount: amount, validBet: amount, winAmount: amount, profitLoss: '0.00', count: 4 },
  ],
  total: { betAmount: '3750.00', validBet: '3750.00', winAmount: '3650.00', profitLoss: '-100.00', count: 101 },
  deposits: '5000.00',
  withdrawals: '2000.00',
  bonuses: '300.00',
  rebates: '37.50',
});

const sources = ['promotion', 'depositBonus', 'rebate', 'reward', 'mission', 'referral'] as const;

export function storyBonuses(count = 10, amount = '50.00'): RecordBonus[] {
  return Array.from({ length: count }, (_, index) => ({
    id: String(500 - index),
    time: time(index),
    source: sources[index % sources.length]!,
    title: index % 2 ? 'Weekend reload 10%' : 'Daily check-in',
    amount,
    turnoverRequired: index % 2 ? '500.00' : '0.00',
  }));
}

/** An amount as wide as the wire allows (16 digits before the point). */
export const wideAmount = '9999999999999999.99';
