import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { merchant } from '@merchant/config';
import { isApiError, newIdempotencyKey } from '@wl/api';
import { merchantTimeZone } from '@wl/merchants/timeZone';
import { RebatePage as RebateScreen, type RebateNotice } from '@wl/ui';
import { api } from '../../api';
import { failureMessage } from '../../errors';
import { queryClient } from '../../query';
import { useSession } from '../../session/session';
import { manualRebateQuery } from '../messages';
import { balanceQueriesKey, balanceQuery } from '../queries';

const timeZone = merchantTimeZone(merchant);

/** manualRebate (spec §2): the rates per game type, what the bets since the last claim earned, and the claim. */
export default function RebatePage() {
  const { token } = useSession();
  const rebate = useQuery(manualRebateQuery(token), queryClient);
  const balance = useQuery(balanceQuery(token), queryClient);
  const [notice, setNotice] = useState<RebateNotice | null>(null);
  // made when the player presses claim, kept until the server answers (a retry after a lost answer reuses it)
  const claimKey = useRef<string | null>(null);
  const claim = useMutation(
    {
      mutationFn: () => {
        claimKey.current ??= newIdempotencyKey();
        return api.messages.claimManualRebate(claimKey.current);
      },
      onSuccess: (done) => {
        claimKey.current = null;
        setNotice({ kind: 'claimed', amount: done.amount });
      },
      onError: (error) => {
        if (isApiError(error) && error.fromServer) claimKey.current = null;
        setNotice({ kind: 'failed', message: failureMessage(error) ?? '' });
      },
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: ['member', 'manualRebate'] }),
          queryClient.invalidateQueries({ queryKey: balanceQueriesKey }),
        ]),
    },
    queryClient,
  );
  const data = rebate.data;
  return (
    <RebateScreen
      status={rebate.isPending ? 'loading' : rebate.isError && !data ? 'error' : 'ready'}
      errorMessage={failureMessage(rebate.error)}
      onRetry={() => void rebate.refetch()}
      categories={data?.categories}
      total={data?.total}
      minClaim={data?.minClaim}
      since={data?.since}
      claimable={data?.claimable}
      lastClaims={data?.lastClaims}
      onClaim={() => {
        setNotice(null);
        claim.mutate();
      }}
      claiming={claim.isPending}
      notice={notice}
      onDismissNotice={() => setNotice(null)}
      currency={balance.data?.currency}
      minorDigits={balance.data?.minorDigits}
      timeZone={timeZone}
    />
  );
}
