import type { PGlite } from '@electric-sql/pglite';
import { PASSWORD_MAX_AGE_MS, WEAK_DEFAULT_PASSWORD } from '../sandboxConstants.ts';
import { hashPassword } from '../passwordHash.ts';
import type { ClubLabel } from '../store/memberRecords.ts';
import { postLedger, SEED_OPENING_AGE_MS, toMinor } from '../store/ledger.ts';

export interface DemoAccount {
  account: string;
  password: string;
  nickname: string;
  /** What login returns as isAgent ('4' trial, '1' agent, '0' member). */
  isAgent: string;
  agentType: number;
  toUpline: boolean;
  clubLabel: ClubLabel | null;
  firstLogin: boolean;
  /** Age of the password at seed time; older than PASSWORD_MAX_AGE_MS reports passwordExpired. */
  passwordAgeMs: number;
  /** Wallet balances by vassalage, decimal strings (numeric in the database). */
  wallets: Record<string, string>;
  /** What the account is for, printed on start. */
  purpose: string;
}

const DAY_MS = 24 * 60 * 60_000;

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    account: 'demo',
    password: 'Demo1234',
    nickname: 'Demo Player',
    isAgent: '0',
    agentType: 0,
    toUpline: true,
    clubLabel: { labelName: 'Gold', color: '#f5c542', color2: '#b8860b', rankLevel: 5 },
    firstLogin: false,
    passwordAgeMs: 7 * DAY_MS,
    wallets: { MAIN: '10000.00', AG: '1500.50', PT: '845.17' },
    purpose: 'member with a Gold club label, 12,733.67 THB over three wallets (10,000 opened, 388 of seeded rewards)',
  },
  {
    account: 'trial',
    password: 'Trial1234',
    nickname: 'Trial Player',
    isAgent: '4',
    agentType: 0,
    toUpline: false,
    clubLabel: null,
    firstLogin: false,
    passwordAgeMs: 0,
    wallets: { MAIN: '2000.00' },
    purpose: 'trial account (isAgent 4), 2,000 THB',
  },
  {
    account: 'agent',
    password: 'Agent1234',
    nickname: 'Demo Agent',
    isAgent: '1',
    agentType: 1,
    toUpline: false,
    clubLabel: { labelName: 'Platinum', color: '#e5e4e2', color2: '#8a8d8f', rankLevel: 7 },
    firstLogin: false,
    passwordAgeMs: 30 * DAY_MS,
    wallets: { MAIN: '50000.00' },
    purpose: 'agent (isAgent 1, type 1)',
  },
  {
    account: 'weak',
    password: WEAK_DEFAULT_PASSWORD,
    nickname: 'New Player',
    isAgent: '0',
    agentType: 0,
    toUpline: false,
    clubLabel: null,
    firstLogin: true,
    passwordAgeMs: 0,
    wallets: { MAIN: '0.00' },
    purpose: 'default weak password, first login (forced change)',
  },
  {
    account: 'expired',
    password: 'Expired1234',
    nickname: 'Old Player',
    isAgent: '0',
    agentType: 0,
    toUpline: false,
    clubLabel: null,
    firstLogin: false,
    passwordAgeMs: PASSWORD_MAX_AGE_MS + 30 * DAY_MS,
    wallets: { MAIN: '88.80' },
    purpose: 'password expired (passwordExpired true)',
  },
];

/** Inserts the demo accounts when there are no members at all; returns whether it did. */
export async function seedIfEmpty(db: PGlite, now: number): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM members');
  if ((rows[0]?.n ?? 0) > 0) return false;
  // Hash outside the transaction: scrypt is slow and the database is single-connection.
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  await db.transaction(async (tx) => {
    for (const [i, a] of DEMO_ACCOUNTS.entries()) {
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO members (account, nickname, password_hash, is_agent, agent_type, to_upline, club_label,
                              first_login, password_changed_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [
          a.account,
          a.nickname,
          hashes[i],
          a.isAgent,
          a.agentType,
          a.toUpline,
          a.clubLabel === null ? null : JSON.stringify(a.clubLabel),
          a.firstLogin,
          new Date(now - a.passwordAgeMs),
          new Date(now),
        ],
      );
      const memberId = inserted.rows[0]!.id;
      // Balances are ledger rows (the wallets follow): the money the account starts with opens its ledger.
      for (const [vassalage, balance] of Object.entries(a.wallets)) {
        await tx.query('INSERT INTO wallets (member_id, vassalage, balance) VALUES ($1, $2, 0)', [memberId, vassalage]);
        const amount = toMinor(balance);
        if (amount === 0n) continue;
        await postLedger(tx, {
          memberId,
          wallet: vassalage,
          amount,
          kind: 'opening',
          reference: 'opening',
          at: new Date(now - SEED_OPENING_AGE_MS),
        });
      }
    }
  });
  return true;
}
