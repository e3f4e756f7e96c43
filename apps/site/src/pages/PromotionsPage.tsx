import { useTranslation } from 'react-i18next';
import { CardGrid, PageSection } from '@wl/ui';
import { useAnnouncementsState } from '../content/announcements';
import { translateMessage } from '../errors';
import { useSafeNavigate } from '../shell/navigate';

/** /promotions: the promotions of the announcements (spec §7 type PR), each leading to its detail. */
export default function PromotionsPage() {
  const { t } = useTranslation('pages');
  const navigate = useSafeNavigate();
  const state = useAnnouncementsState();
  const promotions = state.status === 'ready' ? state.data.promotion : [];
  return (
    <PageSection
      title={t('promotions.title')}
      status={
        state.status === 'loading'
          ? 'loading'
          : state.status === 'failed'
            ? 'error'
            : promotions.length === 0
              ? 'empty'
              : 'ready'
      }
      errorMessage={state.status === 'failed' ? translateMessage((state.error as Error).message) : null}
      onRetry={state.status === 'failed' ? state.retry : undefined}
      emptyText={t('promotions.empty')}
    >
      <CardGrid
        label={t('promotions.list')}
        items={promotions.map((promotion) => ({
          id: promotion.id,
          title: promotion.title,
          imageUrl: promotion.imageUrl,
          actionLabel: t('promotions.more'),
        }))}
        onAction={(item) => navigate(`/promoDetail?id=${item.id}`)}
      />
    </PageSection>
  );
}
