import { useTranslation } from 'react-i18next';
import { CardGrid, PageSection } from '@wl/ui';
import { api } from '../api';
import { playerMessages, translateMessage } from '../errors';
import { useLoaded } from '../loaded';
import { useSession } from '../session/store';

const loadRewards = () => playerMessages(api.points.getRewards)();

/** /pointMall: the rewards and, for a member, the points balance (spec §7 points calls). */
export default function PointMallPage() {
  const { t } = useTranslation('pages');
  const { token, isAgent } = useSession();
  const rewards = useLoaded('points:rewards', loadRewards);
  const balance = useLoaded(`points:balance:${token ?? ''}`, async () =>
    token && isAgent !== '4' ? playerMessages(api.points.getBalance)() : null,
  );
  const list = rewards.status === 'ready' ? rewards.data : [];
  const points = balance.status === 'ready' ? balance.data : null;
  return (
    <PageSection
      title={t('points.title')}
      status={
        rewards.status === 'loading'
          ? 'loading'
          : rewards.status === 'failed'
            ? 'error'
            : list.length === 0
              ? 'empty'
              : 'ready'
      }
      errorMessage={rewards.status === 'failed' ? translateMessage((rewards.error as Error).message) : null}
      onRetry={rewards.status === 'failed' ? rewards.retry : undefined}
      emptyText={t('points.empty')}
      toolbar={<p>{points === null ? t('points.loginForBalance') : t('points.balance', { points })}</p>}
    >
      <CardGrid
        label={t('points.rewards')}
        items={list.map((reward) => ({
          id: reward.rewardId,
          title: reward.name,
          detail: t('points.points', { points: reward.points }),
          imageUrl: reward.imageUrl,
          badge: reward.quantity === 0 ? t('points.soldOut') : undefined,
        }))}
      />
    </PageSection>
  );
}
