import { useTranslation } from 'react-i18next';
import { PromotionList } from '@wl/ui';
import { useAnnouncementsState } from '../content/announcements';
import { toPromotionSummary } from '../content/queries';
import { promotionPath } from '../paths';
import { useSafeNavigate } from '../shell/navigate';

/**
 * /promotions: the promotions of the announcements (spec §7 type PR, already cached for the session by the shell),
 * each card a link to its page.
 */
export default function PromotionsPage() {
  useTranslation('content');
  const navigate = useSafeNavigate();
  const state = useAnnouncementsState();
  return (
    <PromotionList
      promotions={state.status === 'ready' ? state.data.promotion.map(toPromotionSummary) : []}
      status={state.status}
      errorMessage={state.status === 'error' ? state.message : null}
      onRetry={state.status === 'error' ? state.onRetry : undefined}
      hrefOf={(promotion) => promotionPath(promotion.id)}
      onOpen={(promotion) => navigate(promotionPath(promotion.id))}
    />
  );
}
