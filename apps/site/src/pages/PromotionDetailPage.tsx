import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { PromotionDetail } from '@wl/ui';
import { usePromotionDetail } from '../content/queries';
import { failureMessage } from '../errors';
import { useSafeNavigate } from '../shell/navigate';

/** The promotion of the path (`/promoDetail/17`) or of `?id=`; null when the address carries no usable id. */
function promotionIdOf(param: string | undefined, search: URLSearchParams): number | null {
  const id = Number(param ?? search.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /promoDetail/:id (or ?id=): one promotion, its HTML sanitized (spec §2 promotion route with parameter id). */
export default function PromotionDetailPage() {
  useTranslation('content');
  const navigate = useSafeNavigate();
  const [search] = useSearchParams();
  const { id } = useParams();
  const { query, notFound } = usePromotionDetail(promotionIdOf(id, search));
  return (
    <PromotionDetail
      status={notFound ? 'notFound' : query.isPending ? 'loading' : query.isError ? 'error' : 'ready'}
      promotion={query.data}
      errorMessage={failureMessage(query.error)}
      onRetry={() => void query.refetch()}
      backHref="/promotions"
      onBack={() => navigate('/promotions')}
    />
  );
}
