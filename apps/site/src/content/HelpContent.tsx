import { useSearchParams } from 'react-router-dom';
import { HelpCentre } from '@wl/ui';
import { failureMessage } from '../errors';
import { useHelpTopics } from './queries';

/**
 * The help centre's topics (spec §7 helpCenter), their HTML sanitized by SafeHtml; the chosen topic is kept in the address
 * (`?topic=deposit`), so a link can open one and the back button returns to the last.
 */
export function HelpContent({ title }: { title: string }) {
  const [search, setSearch] = useSearchParams();
  const query = useHelpTopics();
  return (
    <HelpCentre
      title={title}
      topics={query.data ?? []}
      status={query.isPending ? 'loading' : query.isError ? 'error' : 'ready'}
      errorMessage={failureMessage(query.error)}
      onRetry={() => void query.refetch()}
      selectedCode={search.get('topic')}
      hrefOf={(topic) => `?topic=${encodeURIComponent(topic.code)}`}
      onSelect={(topic) => setSearch({ topic: topic.code }, { preventScrollReset: true })}
    />
  );
}
