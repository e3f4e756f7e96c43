import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { merchant } from '@merchant/config';
import { newIdempotencyKey } from '@wl/api';
import { merchantTimeZone } from '@wl/merchants/timeZone';
import { ReferralPage as ReferralScreen, type ReferralFilterValue, type ReferralNotice } from '@wl/ui';
import { api } from '../../../api';
import { BASE_PATH } from '../../../base';
import { failureMessage } from '../../../errors';
import { toLoadable } from '../../../loadable';
import { queryClient } from '../../../query';
import { useSession } from '../../../session/session';
import { balanceQueriesKey, balanceQuery } from '../../queries';
import { INVITE_COPIED_MS, INVITEE_PAGE_SIZE } from './inviteConstants';
import { referralDetailsQuery, referralInviteesQuery, referralQueriesKey } from './inviteQueries';

const timeZone = merchantTimeZone(merchant);

/** Spec §2: the site's own registration address with the code, which pre-fills the referral code. */
function inviteLinkOf(code: string): string {
  const url = new URL(`${BASE_PATH}register`, window.location.origin);
  url.searchParams.set('referralCode', code);
  return url.href;
}

/** referral (spec §2 invite friends): the code, the link and its QR to copy or share, the tiers, the invitees. */
export default function ReferralPage() {
  const { token } = useSession();
  const { t } = useTranslation('invite');
  const details = useQuery(referralDetailsQuery(token), queryClient);
  const balance = useQuery(balanceQuery(token), queryClient);
  const [filter, setFilter] = useState<ReferralFilterValue>('all');
  const [page, setPage] = useState(1);
  const invitees = useQuery(
    {
      ...referralInviteesQuery(token, filter, page, INVITEE_PAGE_SIZE),
      placeholderData: keepPreviousData,
      select: (answer) => ({ list: answer.list, pageCount: answer.totalPages }),
    },
    queryClient,
  );
  const [copyState, setCopyState] = useState<'copied' | 'failed' | null>(null);
  const [notice, setNotice] = useState<ReferralNotice | null>(null);

  useEffect(() => {
    if (copyState === null) return;
    const timer = setTimeout(() => setCopyState(null), INVITE_COPIED_MS);
    return () => clearTimeout(timer);
  }, [copyState]);

  const claim = useMutation(
    {
      mutationFn: (tier: number) => api.invite.claimReferralReward({ idempotencyKey: newIdempotencyKey(), tier }),
      onMutate: () => setNotice(null),
      onSuccess: (claimed) => setNotice({ kind: 'claimed', reward: claimed.reward }),
      onError: (error) => setNotice({ kind: 'failed', message: failureMessage(error) ?? '' }),
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: referralQueriesKey }),
          queryClient.invalidateQueries({ queryKey: balanceQueriesKey }),
        ]),
    },
    queryClient,
  );

  const data = details.data;
  const link = data ? inviteLinkOf(data.referralCode) : '';
  const copy = () => {
    // no clipboard (an insecure page, an old browser) or a refusal: the link is on the page to select
    const written = navigator.clipboard?.writeText(link) ?? Promise.reject(new Error('no clipboard'));
    written.then(
      () => setCopyState('copied'),
      () => setCopyState('failed'),
    );
  };
  const share =
    typeof navigator.share === 'function' && data
      ? () =>
          void navigator
            .share({
              title: t('referral.title'),
              text: t('referral.shareText', { code: data.referralCode }),
              url: link,
            })
            // closing the share sheet is not a failure worth a word
            .catch(() => undefined)
      : undefined;

  return (
    <ReferralScreen
      status={details.isPending ? 'loading' : details.isError && !data ? 'error' : 'ready'}
      errorMessage={failureMessage(details.error)}
      onRetry={() => void details.refetch()}
      referralCode={data?.referralCode}
      inviteLink={link}
      totals={data}
      tiers={data?.tiers}
      onCopy={copy}
      onShare={share}
      copyState={copyState}
      claimingTier={claim.isPending ? claim.variables : null}
      onClaimTier={(tier) => claim.mutate(tier)}
      notice={notice}
      onDismissNotice={() => setNotice(null)}
      filter={filter}
      onFilterChange={(next) => {
        setFilter(next);
        setPage(1);
      }}
      invitees={toLoadable(invitees)}
      page={page}
      onPageChange={setPage}
      currency={balance.data?.currency}
      minorDigits={balance.data?.minorDigits}
      timeZone={timeZone}
    />
  );
}
