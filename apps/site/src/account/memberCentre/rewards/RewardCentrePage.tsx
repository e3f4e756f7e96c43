import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { merchant } from '@merchant/config';
import { newIdempotencyKey } from '@wl/api';
import { merchantTimeZone } from '@wl/merchants/timeZone';
import { UPLOAD_TEXT_MAX_CHARS, uploadTextLength } from '@wl/rules';
import { RewardCentrePage as RewardCentreScreen, type RewardCentreNotice } from '@wl/ui';
import { api } from '../../../api';
import { usePointBalance } from '../../../content/points';
import { queryClient } from '../../../query';
import { useSession } from '../../../session/session';
import { balanceQueriesKey, balanceQuery, memberInfoQuery } from '../../queries';
import { playerRankQuery, rewardCentreKey, rewardCentreQuery } from './rewardsQueries';
import { useImageAttachments } from './useImageAttachments';

const timeZone = merchantTimeZone(merchant);

/**
 * rewardCenter (spec §2/§4): the member's summary, bonuses and points, and the activities. A claim is a money write:
 * its idempotency key is made on the first tap and sent again on a retry, so a lost answer never pays twice.
 */
export default function RewardCentrePage() {
  const { token } = useSession();
  const { t } = useTranslation('rewards');
  const centre = useQuery(rewardCentreQuery(token), queryClient);
  const rank = useQuery(playerRankQuery(token), queryClient);
  const member = useQuery(memberInfoQuery(token), queryClient);
  const balance = useQuery(balanceQuery(token), queryClient);
  const points = usePointBalance(token);

  const [busyId, setBusyId] = useState<number | null>(null);
  const [notice, setNotice] = useState<RewardCentreNotice | null>(null);
  const claimKeys = useRef(new Map<number, string>());
  const [applyingFor, setApplyingFor] = useState<number | null>(null);
  const [remark, setRemark] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const attachments = useImageAttachments();

  const activities = centre.data?.list ?? [];
  const titleOf = (id: number) => activities.find((activity) => activity.promotionId === id)?.title ?? '';

  /** Runs a write, then reloads what it changes; its failure is the notice (the server's message or ours). */
  const write = async (run: () => Promise<RewardCentreNotice>) => {
    setNotice(null);
    try {
      setNotice(await run());
      return true;
    } catch (error) {
      setNotice({
        kind: 'failed',
        message: error instanceof Error && error.message ? error.message : t('feedback.failed'),
      });
      return false;
    } finally {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rewardCentreKey }),
        queryClient.invalidateQueries({ queryKey: balanceQueriesKey }),
      ]);
    }
  };

  const act = async (id: number, run: () => Promise<RewardCentreNotice>) => {
    if (busyId !== null) return;
    setBusyId(id);
    await write(run);
    setBusyId(null);
  };

  const claim = (promotionId: number) =>
    act(promotionId, async () => {
      let key = claimKeys.current.get(promotionId);
      if (!key) claimKeys.current.set(promotionId, (key = newIdempotencyKey()));
      const claimed = await api.rewards.claim({ promotionId, idempotencyKey: key });
      claimKeys.current.delete(promotionId);
      return { kind: 'claimed', amount: claimed.amount };
    });

  const join = (promotionId: number) =>
    act(promotionId, async () => {
      const joined = await api.rewards.join(promotionId);
      return { kind: 'joined', title: joined.title };
    });

  const closeApplication = () => {
    setApplyingFor(null);
    setRemark('');
    attachments.clear();
  };

  const apply = async () => {
    if (applyingFor === null || submitting) return;
    // the field says why; what was typed stays
    if (uploadTextLength(remark) > UPLOAD_TEXT_MAX_CHARS) return;
    setSubmitting(true);
    const sent = await write(async () => {
      const applied = await api.rewards.apply({ promotionId: applyingFor, remark, images: attachments.files });
      return { kind: 'applied', title: applied.title };
    });
    setSubmitting(false);
    if (sent) closeApplication();
  };

  const data = centre.data;
  return (
    <RewardCentreScreen
      status={centre.isPending ? 'loading' : centre.isError && !data ? 'error' : 'ready'}
      errorMessage={centre.error?.message}
      onRetry={() => void centre.refetch()}
      account={member.data?.account ?? ''}
      nickname={member.data?.nickname}
      balance={balance.data?.sumBalance ?? null}
      vipLabel={member.data?.clubLabel?.labelName ?? null}
      rank={rank.data ?? null}
      todayBonus={data?.todayBonus}
      totalBonus={data?.totalBonus}
      points={points.data ?? null}
      activities={activities}
      currency={balance.data?.currency}
      minorDigits={balance.data?.minorDigits}
      timeZone={timeZone}
      busyId={busyId}
      onJoin={(id) => void join(id)}
      onClaim={(id) => void claim(id)}
      onApply={(id) => {
        setNotice(null);
        setApplyingFor(id);
      }}
      application={
        applyingFor === null
          ? null
          : {
              title: titleOf(applyingFor),
              remark,
              onRemarkChange: setRemark,
              attachments: attachments.props,
              onSubmit: () => void apply(),
              onCancel: closeApplication,
              submitting,
            }
      }
      notice={notice}
      onDismissNotice={() => setNotice(null)}
    />
  );
}
