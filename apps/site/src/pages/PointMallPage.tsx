import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PointMall, RedeemDialog, type MallReward, type MallTab } from '@wl/ui';
import { useLoginCheck } from '../account/useLoginCheck';
import { overlays } from '../overlays/overlays';
import {
  loadableOf,
  usePointBalance,
  usePointRewards,
  usePointRules,
  useRedeem,
  useRedeemHistory,
} from '../content/points';
import { failureMessage } from '../errors';
import { useSession } from '../session/session';

/**
 * /pointMall (header, banner, footer, side menu): the member's points, the rewards, the redemptions and the rules.
 * Redeeming needs a real account (spec §5 login check): a visitor gets the login popup, a trial account the warning.
 */
export default function PointMallPage() {
  useTranslation('content');
  const { token } = useSession();
  const check = useLoginCheck();
  const [tab, setTab] = useState<MallTab>('rewards');
  const [reward, setReward] = useState<MallReward | null>(null);
  const balance = usePointBalance(token);
  const rewards = usePointRewards();
  const rules = usePointRules();
  const history = useRedeemHistory(token, tab === 'history');
  const redeem = useRedeem();

  const close = () => {
    setReward(null);
    redeem.reset();
  };

  return (
    <>
      <PointMall
        loggedIn={Boolean(token)}
        balance={loadableOf(balance)}
        onRefreshBalance={() => void balance.refetch()}
        refreshingBalance={balance.isFetching && !balance.isPending}
        rewards={loadableOf(rewards)}
        onRedeem={(chosen) => {
          if (!check('realAccount')) return;
          redeem.reset();
          setReward(chosen);
        }}
        onLogin={overlays.openLogin}
        history={loadableOf(history)}
        historyHasMore={history.hasNextPage}
        loadingMoreHistory={history.isFetchingNextPage}
        onMoreHistory={() => void history.fetchNextPage()}
        rules={loadableOf(rules)}
        onTabChange={setTab}
      />
      <RedeemDialog
        open={reward !== null}
        onOpenChange={(open) => (open ? undefined : close())}
        reward={reward}
        balance={balance.data ?? null}
        submitting={redeem.isPending}
        errorMessage={redeem.isError ? failureMessage(redeem.error) : null}
        result={redeem.data ? { referenceNo: redeem.data.referenceNo } : null}
        onSubmit={(form) => reward && redeem.mutate({ rewardId: reward.id, ...form })}
      />
    </>
  );
}
