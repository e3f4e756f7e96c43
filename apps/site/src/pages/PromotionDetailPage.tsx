import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ArticleList, PageSection } from '@wl/ui';
import { api } from '../api';
import { playerMessages, translateMessage } from '../errors';
import { useLoaded } from '../loaded';
import { serverLanguage } from '../shell/language';

/** /promoDetail?id=: one promotion, its HTML sanitized. */
export default function PromotionDetailPage() {
  const { t } = useTranslation('pages');
  const id = Number(useSearchParams()[0].get('id'));
  const language = serverLanguage();
  const state = useLoaded(`promotion:${id}:${language}`, () =>
    playerMessages(api.games.getPromotionDetail)(id, language),
  );
  return (
    <PageSection
      title={state.status === 'ready' ? state.data.title : t('promotions.detail')}
      status={
        !Number.isInteger(id) || id < 1
          ? 'empty'
          : state.status === 'loading'
            ? 'loading'
            : state.status === 'failed'
              ? 'error'
              : 'ready'
      }
      errorMessage={state.status === 'failed' ? translateMessage((state.error as Error).message) : null}
      onRetry={state.status === 'failed' ? state.retry : undefined}
      emptyText={t('promotions.empty')}
    >
      {state.status === 'ready' ? (
        <ArticleList articles={[{ id: state.data.id, title: state.data.title, html: state.data.content }]} />
      ) : null}
    </PageSection>
  );
}
