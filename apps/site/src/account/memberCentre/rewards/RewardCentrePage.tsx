import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { merchant } from '@merchant/config';
import { newIdempotencyKey } from '@wl/api';
import { UPLOAD_FORM_FAILED_KEY, uploadFormMachine, type UploadFormRequest } from '@wl/flows';
import { merchantTimeZone } from '@wl/merchants/timeZone';
import { fromPromise } from 'xstate';
import { RewardCentrePage as RewardCentreScreen, type RewardCentreNotice } from '@wl/ui';
import { api } from '../../../api';
import { usePointBalance } from '../../../content/points';
import { queryClient } from '../../../query';
import { useSession } from '../../../session/session';
import { balanceQueriesKey, balanceQuery, memberInfoQuery } from '../../queries';
import { playerRankQuery, rewardCentreKey, rewardCentreQuery } from './rewardsQueries';
import { useNewOutcome } from '../useNewOutcome';
import { useImageAttachments } from './useImageAttachments';

const timeZone = merchantTimeZone(merchant);

/** Reloads what a join, claim or application changes: the activities and totals, and the balances. */
const reloadAfterWrite = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: rewardCentreKey }),
    queryClient.invalidateQueries({ queryKey: balanceQueriesKey }),
  ]);

/** The application flow: the request's subject is the activity applied for. */
const applicationMachine = uploadFormMachine.provide({
  actors: {
    send: fromPromise<unknown, UploadFormRequest>(async ({ input }) => {
      try {
        return await api.rewards.apply({ promotionId: input.subject!, remark: input.text, images: [...input.images] });
      } finally {
        await reloadAfterWrite();
      }
    }),
  },
});

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
  const attachments = useImageAttachments();
  const [application, sendApplication, applicationActor] = useMachine(applicationMachine, {
    input: { textRequired: false },
  });

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
      await reloadAfterWrite();
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
    sendApplication({ type: 'user.dismiss' });
  };

  // a sent application closes the form and says so; a refused one keeps the form, what was typed and the message
  useNewOutcome(applicationActor, (outcome) => {
    if (!outcome || applyingFor === null) return;
    setNotice({ kind: 'applied', title: titleOf(applyingFor) });
    closeApplication();
  });
  const { error: applicationError } = application.context;
  const shownNotice: RewardCentreNotice | null =
    applyingFor !== null && applicationError !== null
      ? {
          kind: 'failed',
          message: applicationError === UPLOAD_FORM_FAILED_KEY ? t(applicationError) : applicationError,
        }
      : notice;

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
              onRemarkChange: (next) => {
                setRemark(next);
                sendApplication({ type: 'field.change', field: 'text' });
              },
              attachments: attachments.props,
              onSubmit: () =>
                sendApplication({ type: 'user.submit', text: remark, images: attachments.files, subject: applyingFor }),
              onCancel: closeApplication,
              submitting: application.matches('sending'),
            }
      }
      notice={shownNotice}
      onDismissNotice={() => {
        setNotice(null);
        sendApplication({ type: 'user.dismiss' });
      }}
    />
  );
}
