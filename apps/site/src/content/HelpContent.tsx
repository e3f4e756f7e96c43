import { useTranslation } from 'react-i18next';
import { ArticleList, PageSection } from '@wl/ui';
import { api } from '../api';
import { playerMessages, translateMessage } from '../errors';
import { useLoaded } from '../loaded';
import { serverLanguage } from '../shell/language';

/** The help centre's topics (spec §7 helpCenter), their HTML sanitized. */
export function HelpContent({ title }: { title: string }) {
  const { t } = useTranslation('pages');
  const language = serverLanguage();
  const state = useLoaded(`help:${language}`, () => playerMessages(api.system.getHelpCenter)(language));
  const topics = state.status === 'ready' ? state.data : [];
  return (
    <PageSection
      title={title}
      status={
        state.status === 'loading'
          ? 'loading'
          : state.status === 'failed'
            ? 'error'
            : topics.length === 0
              ? 'empty'
              : 'ready'
      }
      errorMessage={state.status === 'failed' ? translateMessage((state.error as Error).message) : null}
      onRetry={state.status === 'failed' ? state.retry : undefined}
      emptyText={t('help.empty')}
    >
      <ArticleList articles={topics.map((topic) => ({ id: topic.id, title: topic.title, html: topic.content }))} />
    </PageSection>
  );
}
