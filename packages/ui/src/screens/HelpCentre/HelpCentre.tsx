import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../components/SafeHtml';
import { ContentStatus } from '../../components/ContentStatus';
import { isPlainClick } from '../../private/ShellLink';
import { PageFrame } from '../../private/PageFrame';
import * as page from '../../private/PageFrame/page.css';
import * as styles from './HelpCentre.css';

export interface HelpTopic {
  id: number;
  /** A stable key (about-us, user-agreement, privacy-policy, ...): the topic's address. */
  code: string;
  /** Plain text. */
  title: string;
  /** The operator's HTML as it came; SafeHtml sanitizes it before it is rendered. */
  html: string;
}

export interface HelpCentreProps {
  /** "Help" on /help, "Help centre" on /helpmc. */
  title: string;
  topics: readonly HelpTopic[];
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string | null;
  onRetry?: () => void;
  /** The topic shown; the first when left out or unknown. */
  selectedCode?: string | null;
  /** The topic's address (/help?topic=deposit): each topic is a link. */
  hrefOf: (topic: HelpTopic) => string;
  /** A plain click on a topic (the site keeps it in the address). */
  onSelect?: (topic: HelpTopic) => void;
}

/** Operator HTML that opens with its own heading (the sandbox's does) needs no second one above it. */
const opensWithHeading = (html: string) => /^\s*<h[1-6][\s>]/i.test(html);

/**
 * The help centre (spec §7 helpCenter): the topics as a menu and the chosen topic's text, the operator's HTML
 * rendered only after sanitizing. Beside each other on a wide screen; the menu wraps above the text on a phone.
 */
export function HelpCentre({
  title,
  topics,
  status,
  errorMessage,
  onRetry,
  selectedCode,
  hrefOf,
  onSelect,
}: HelpCentreProps) {
  const { t } = useTranslation('content');
  const topicTitleId = useId();
  const selected = topics.find((topic) => topic.code === selectedCode) ?? topics[0];

  return (
    <PageFrame title={title}>
      {status !== 'ready' || !selected ? (
        <ContentStatus
          status={status === 'ready' ? 'empty' : status}
          loadingLabel={t('help.loading')}
          errorMessage={errorMessage}
          onRetry={onRetry}
          emptyText={t('help.empty')}
        />
      ) : (
        <div className={styles.layout}>
          <nav aria-label={t('help.topics')}>
            <ul className={styles.menu}>
              {topics.map((topic) => (
                <li key={topic.id} className={styles.menuItem}>
                  <a
                    className={styles.topic}
                    href={hrefOf(topic)}
                    aria-current={topic === selected ? 'true' : undefined}
                    onClick={(event) => {
                      if (!onSelect || !isPlainClick(event)) return;
                      event.preventDefault();
                      onSelect(topic);
                    }}
                  >
                    {topic.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {opensWithHeading(selected.html) ? (
            <article className={styles.article} aria-label={selected.title} key={selected.id}>
              <SafeHtml html={selected.html} />
            </article>
          ) : (
            <article className={styles.article} aria-labelledby={topicTitleId} key={selected.id}>
              <h2 id={topicTitleId} className={page.sectionTitle}>
                {selected.title}
              </h2>
              <SafeHtml html={selected.html} />
            </article>
          )}
        </div>
      )}
    </PageFrame>
  );
}
