// The points mall's server state (spec §7 points calls): the balance and the redemptions need a session, the
// rewards and the rules are public.
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { PointConfig, PointRedemption, PointRedeemRequest, PointReward } from '@wl/api';
import type { Loadable, MallRedemption, MallReward, MallRules } from '@wl/ui';
import { api } from '../api';
import { failureMessage } from '../errors';
import { queryClient } from '../query';

/** Redemptions per page (spec §9 default page: 20). */
const HISTORY_PAGE_SIZE = 20;
/** The catalogue and the rules change rarely. */
const CATALOGUE_STALE_MS = 5 * 60_000;

export const pointKeys = {
  all: ['points'] as const,
  balance: (token: string | null) => ['points', 'balance', token] as const,
  rewards: ['points', 'rewards'] as const,
  config: ['points', 'config'] as const,
  history: (token: string | null) => ['points', 'history', token] as const,
};

export const toMallReward = (reward: PointReward): MallReward => ({
  id: reward.rewardId,
  name: reward.name,
  description: reward.description,
  category: reward.category,
  points: reward.points,
  amount: reward.amount,
  unit: reward.unit,
  quantity: reward.quantity,
  imageUrl: reward.imageUrl,
  needsAddress: reward.needsAddress,
});

export const toMallRedemption = (redemption: PointRedemption): MallRedemption => ({
  referenceNo: redemption.referenceNo,
  rewardName: redemption.rewardName,
  quantity: redemption.quantity,
  points: redemption.points,
  status: redemption.status,
  applyTime: redemption.applyTime,
  remark: redemption.remark,
});

export const toMallRules = (config: PointConfig): MallRules => ({
  rules: config.rules,
  rates: config.exchangeRates.map((rate) => ({ label: rate.labelName, points: rate.points, amount: rate.amount })),
  currency: config.currency,
});

interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** A query as a screen's section shows it: loading, failed with the player's message and a retry, or its data. */
export function loadableOf<T>(query: QueryLike<T>): Loadable<T> {
  if (query.isPending) return { status: 'loading' };
  if (query.isError || query.data === undefined) {
    return { status: 'error', message: failureMessage(query.error), onRetry: () => void query.refetch() };
  }
  return { status: 'ready', data: query.data };
}

export function usePointBalance(token: string | null) {
  return useQuery(
    {
      queryKey: pointKeys.balance(token),
      queryFn: () => api.points.getBalance(),
      enabled: Boolean(token),
    },
    queryClient,
  );
}

export function usePointRewards() {
  return useQuery(
    {
      queryKey: pointKeys.rewards,
      queryFn: () => api.points.getRewards().then((rewards) => rewards.map(toMallReward)),
      staleTime: CATALOGUE_STALE_MS,
    },
    queryClient,
  );
}

export function usePointRules() {
  return useQuery(
    {
      queryKey: pointKeys.config,
      queryFn: () => api.points.getConfig().then(toMallRules),
      staleTime: CATALOGUE_STALE_MS,
    },
    queryClient,
  );
}

/** The member's redemptions, newest first, a page at a time; asked for only when `enabled` (the tab is open). */
export function useRedeemHistory(token: string | null, enabled: boolean) {
  return useInfiniteQuery(
    {
      queryKey: pointKeys.history(token),
      queryFn: ({ pageParam }) => api.points.getRedeemHistory({ pageNo: pageParam, pageSize: HISTORY_PAGE_SIZE }),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
      select: (data) => data.pages.flatMap((page) => page.list.map(toMallRedemption)),
      enabled: Boolean(token) && enabled,
    },
    queryClient,
  );
}

/**
 * Redeems a reward (the login password is checked by the server and sent encrypted). Afterwards the balance, the
 * stock and the redemptions are asked for again.
 */
export function useRedeem() {
  return useMutation(
    {
      mutationFn: (request: PointRedeemRequest) => api.points.redeem(request),
      onSettled: () => queryClient.invalidateQueries({ queryKey: pointKeys.all }),
    },
    queryClient,
  );
}
