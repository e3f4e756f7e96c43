import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';

// The member's own data, per session (the token in the key: a new login never sees the last one's).

export const memberInfoQuery = (token: string | null) =>
  queryOptions({ queryKey: ['member', 'info', token], queryFn: api.member.getMemberInfo, enabled: Boolean(token) });

export const balanceQuery = (token: string | null) =>
  queryOptions({ queryKey: ['member', 'balance', token], queryFn: api.wallet.getBalance, enabled: Boolean(token) });

export const memberIconQuery = (token: string | null) =>
  queryOptions({ queryKey: ['member', 'avatar', token], queryFn: api.member.getMemberIcon, enabled: Boolean(token) });

/** Every session's balance (the header's chip, the member summary, the wallet page): what a money write changes. */
export const balanceQueriesKey = ['member', 'balance'] as const;

/** Whether the member may transfer to their upline, to whom, the limits and the main wallet (spec §2 transferUpline). */
export const uplineTransferSettingsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'uplineTransferSettings', token],
    queryFn: api.cashier.getUplineTransferSettings,
    enabled: Boolean(token),
  });

/** The security centre's overview: items, completion, last logins (`GET /wps/v2/member/securityConfig`). */
export const securityConfigQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'securityConfig', token],
    queryFn: api.security.getConfig,
    enabled: Boolean(token),
  });

/** The member's profile (nickname, real name, birthday, ...). */
export const profileQuery = (token: string | null) =>
  queryOptions({ queryKey: ['member', 'profile', token], queryFn: api.security.getProfile, enabled: Boolean(token) });

/** The member's bank cards (numbers masked), the limit and the real name they must match. */
export const bankCardsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'bankCards', token],
    queryFn: api.security.getBankCards,
    enabled: Boolean(token),
  });

/** The banks a card can be added for, with their form templates (the same for every member). */
export const banksQuery = (token: string | null) =>
  queryOptions({ queryKey: ['member', 'banks', token], queryFn: api.security.getBanks, enabled: Boolean(token) });

/** The security questions to choose from, and the one the member chose. */
export const securityQuestionsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'securityQuestions', token],
    queryFn: api.security.getSecurityQuestions,
    enabled: Boolean(token),
  });

/** What a security write changes: the overview and the section's own data (every session's). */
export const securityQueriesKeys = {
  config: ['member', 'securityConfig'],
  profile: ['member', 'profile'],
  bankCards: ['member', 'bankCards'],
  questions: ['member', 'securityQuestions'],
} as const;

/** The withdraw page's settings: limits, what the day still allows, the turnover table, the fee (spec §2 withdraw). */
export const withdrawSettingsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'withdrawSettings', token],
    queryFn: api.cashier.getWithdrawSettings,
    enabled: Boolean(token),
  });

/** The member's withdrawal orders, newest first (the first page), with their confirmation state. */
export const withdrawOrdersQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'withdrawOrders', token],
    queryFn: () => api.cashier.listWithdrawals(),
    enabled: Boolean(token),
  });

/** The deposit page's settings: channels, limits (the first deposit's), promotions, the slip's rules (spec §2 depositv2). */
export const depositSettingsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'depositSettings', token],
    queryFn: api.cashier.getDepositSettings,
    enabled: Boolean(token),
  });

/** The member's deposit orders, newest first (the first page). */
export const depositOrdersQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'depositOrders', token],
    queryFn: () => api.cashier.listDeposits(),
    enabled: Boolean(token),
  });

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
