import { queryOptions } from '@tanstack/react-query';
import type { Consolidated } from '@wl/api';
import { api } from '../api';
import { persistConsolidated, storedConsolidated } from '../session/persist';

// The member's own data, per session (the token in the key: a new login never sees the last one's).

/** One of the member's own queries: keyed by its name and the session, and off without a session. */
const memberQuery =
  <T>(name: string, queryFn: () => Promise<T>) =>
  (token: string | null) =>
    queryOptions({ queryKey: ['member', name, token], queryFn, enabled: Boolean(token) });

export const memberInfoQuery = memberQuery('info', api.member.getMemberInfo);

export const balanceQuery = memberQuery('balance', api.wallet.getBalance);

export const memberIconQuery = memberQuery('avatar', api.member.getMemberIcon);

/** Every session's balance (the header's chip, the member summary, the wallet page): what a money write changes. */
export const balanceQueriesKey = ['member', 'balance'] as const;

/** Whether the member may transfer to their upline, to whom, the limits and the main wallet (spec §2 transferUpline). */
export const uplineTransferSettingsQuery = memberQuery('uplineTransferSettings', api.cashier.getUplineTransferSettings);

/** The security centre's overview: items, completion, last logins (`GET /wps/v2/member/securityConfig`). */
export const securityConfigQuery = memberQuery('securityConfig', api.security.getConfig);

/** The member's profile (nickname, real name, birthday, ...). */
export const profileQuery = memberQuery('profile', api.security.getProfile);

/** The member's bank cards (numbers masked), the limit and the real name they must match. */
export const bankCardsQuery = memberQuery('bankCards', api.security.getBankCards);

/**
 * Every account a withdrawal can go to: the bank cards, e-wallets and crypto addresses (masked), their limits and the
 * templates an e-wallet or address is added by (the withdraw page's one call for them, the security centre's too).
 */
export const payoutAccountsQuery = memberQuery('payoutAccounts', api.security.getPayoutAccounts);

/** The banks a card can be added for, with their form templates (the same for every member). */
export const banksQuery = memberQuery('banks', api.security.getBanks);

/** The security questions to choose from, and the one the member chose. */
export const securityQuestionsQuery = memberQuery('securityQuestions', api.security.getSecurityQuestions);

/** What a security write changes: the overview and the section's own data (every session's). */
export const securityQueriesKeys = {
  config: ['member', 'securityConfig'],
  profile: ['member', 'profile'],
  bankCards: ['member', 'bankCards'],
  payoutAccounts: ['member', 'payoutAccounts'],
  questions: ['member', 'securityQuestions'],
} as const;

/** The withdraw page's settings: limits, what the day still allows, the turnover table, the fee (spec §2 withdraw). */
export const withdrawSettingsQuery = memberQuery('withdrawSettings', api.cashier.getWithdrawSettings);

/** The member's withdrawal orders, newest first (the first page), with their confirmation state. */
export const withdrawOrdersQuery = memberQuery('withdrawOrders', () => api.cashier.listWithdrawals());

/** The deposit page's settings: channels, limits (the first deposit's), promotions, the slip's rules (spec §2 depositv2). */
export const depositSettingsQuery = memberQuery('depositSettings', api.cashier.getDepositSettings);

/** The member's deposit orders, newest first (the first page). */
export const depositOrdersQuery = memberQuery('depositOrders', () => api.cashier.listDeposits());

/** Every session's cashier notifications (the header's news). */
export const cashierNotificationsKey = ['member', 'cashierNotifications'] as const;

/** The unread cashier notifications the header polls (spec §4: deposit credited or failed, withdrawal approved or rejected). */
export const cashierNotificationsQuery = (token: string | null, pollMs: number) =>
  queryOptions({
    queryKey: [...cashierNotificationsKey, token],
    queryFn: () => api.cashier.listNotifications({ unreadOnly: true }),
    enabled: Boolean(token),
    refetchInterval: pollMs,
    staleTime: 0,
  });

/** What the back office's decision on a deposit or a withdrawal moves (every session's): fetched again on news. */
export const cashierDecisionKeys = [
  balanceQueriesKey,
  ['member', 'depositSettings'],
  ['member', 'depositOrders'],
  ['member', 'withdrawSettings'],
  ['member', 'withdrawOrders'],
] as const;

/** The points page's settings: the member's points, exact rate and minimum (`GET MCS2_getPointConvertSettings`). */
export const pointConvertSettingsQuery = memberQuery('pointConvertSettings', api.points.getConvertSettings);

/** What a points conversion changes besides the balances: the settings and the points history (every session's). */
export const pointsQueriesKeys = [
  ['member', 'pointConvertSettings'],
  ['member', 'pointTransactions'],
] as const;

/**
 * Spec §3 `consolidated`: the contract offers, contracts and agent-centre flags. The login's answer is kept in session
 * storage (the session owner's) and shows at once; asking again (a contract answered, the centre opened) keeps the
 * new answer there too.
 */
export const consolidatedQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'consolidated', token],
    queryFn: async (): Promise<Consolidated> => {
      const consolidated = await api.wallet.getConsolidated();
      persistConsolidated(consolidated);
      return consolidated;
    },
    initialData: () => (storedConsolidated() as Consolidated | null) ?? undefined,
    // the kept answer may be a session old: shown at once, asked again in the background
    initialDataUpdatedAt: 0,
    enabled: Boolean(token),
  });

/** What a contract answer or settlement changes: the consolidated answer (every session's). */
export const consolidatedQueriesKey = ['member', 'consolidated'] as const;
