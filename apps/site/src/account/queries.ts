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
