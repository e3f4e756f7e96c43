import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ContractOffers } from '@wl/ui';
import { merchant } from '@merchant/config';
import { merchantTimeZone } from '@wl/merchants/timeZone';
import { overlays } from '../../../overlays/overlays';
import { queryClient } from '../../../query';
import { useSession } from '../../../session/session';
import { balanceQuery, consolidatedQuery } from '../../queries';
import { pendingOffers } from './contracts';
import { useContractReply } from './useContractReply';

const timeZone = merchantTimeZone(merchant);

/**
 * The pending contract offers (spec §4), opened after login when the consolidated answer has some: every offer of
 * every kind with accept and reject; each answer asks for the consolidated answer again, so an answered offer leaves
 * the list (and the session storage copy).
 */
export default function ContractOffersPopup() {
  const { token } = useSession();
  const consolidated = useQuery(consolidatedQuery(token), queryClient);
  const balance = useQuery(balanceQuery(token), queryClient);
  const offers = useMemo(() => (consolidated.data ? pendingOffers(consolidated.data) : []), [consolidated.data]);
  const reply = useContractReply(offers);
  return (
    <ContractOffers
      open
      onOpenChange={(open) => (open ? undefined : overlays.close({ only: 'contractOffers' }))}
      offers={offers}
      reply={reply}
      currency={balance.data?.currency}
      minorDigits={balance.data?.minorDigits ?? 2}
      timeZone={timeZone}
    />
  );
}
