import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentStatus } from '../../components/ContentStatus';
import { SafeHtml } from '../../components/SafeHtml';
import { useDateFormat } from '../../private/format/intl';
import { PageFrame, PageLoadStatus, type PageLoadProps } from '../../private/PageFrame';
import * as page from '../../private/PageFrame/page.css';
import { Pager } from '../../private/Pager/Pager';
import * as styles from './AgentAnnouncements.css';

/** One announcement as the contract has it (AgentAnnouncement); `content` is the server's HTML. */
export interface AgentAnnouncementItem {
  id: number;
  title: string;
  content: string;
  pinned: boolean;
  publishedAt: string;
}

export interface AgentAnnouncementsProps extends PageLoadProps<'loading' | 'error' | 'ready'> {
  announcements?: readonly AgentAnnouncementItem[];
  /** 1-based. */
  page?: number;
  pageCount?: number;
  onPageChange?: (page: number) => void;
  /** The rows shown are the last page's and the next ones are on their way. */
  refreshing?: boolean;
  /** The merchant's IANA time zone: the dates are shown on its clock. */
  timeZone?: string;
}

function Announcement({ item, timeZone }: { item: AgentAnnouncementItem; timeZone?: string }) {
  const { t } = useTranslation('agentTeam');
  const date = useDateFormat(true, timeZone);
  const [open, setOpen] = useState(false);
  const contentId = useId();
  return (
    <li className={styles.item} data-pinned={item.pinned || undefined}>
      <h2 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen(!open)}
        >
          <span className={styles.titleLine}>
            {item.pinned ? <span className={page.badge}>{t('announcements.pinned')}</span> : null}
            <span className={styles.title}>{item.title}</span>
          </span>
          <span className={styles.date}>{date(item.publishedAt)}</span>
        </button>
      </h2>
      <div id={contentId} hidden={!open} className={styles.content}>
        {open ? <SafeHtml html={item.content} /> : null}
      </div>
    </li>
  );
}

/**
 * The agent announcements (spec §2 agentAnnouncement): pinned ones first and marked, each opened in place to read its
 * content (the server's HTML, sanitized by SafeHtml), dates on the merchant's clock, paged.
 */
export function AgentAnnouncements(props: AgentAnnouncementsProps) {
  const { announcements = [], page: pageNo = 1, pageCount = 1 } = props;
  const { t } = useTranslation('agentTeam');
  const title = t('agent:centre.page.agentAnnouncement');
  if (props.status !== 'ready') {
    return <PageLoadStatus title={title} loadingLabel={t('announcements.loading')} {...props} status={props.status} />;
  }
  return (
    <PageFrame title={title}>
      {announcements.length === 0 ? (
        <ContentStatus status="empty" size="section" emptyText={t('announcements.empty')} />
      ) : (
        <div className={styles.results} aria-busy={props.refreshing || undefined}>
          <ul className={styles.list} aria-label={title}>
            {announcements.map((item) => (
              <Announcement key={item.id} item={item} timeZone={props.timeZone} />
            ))}
          </ul>
          <Pager
            page={pageNo}
            pageCount={pageCount}
            onPageChange={(next) => props.onPageChange?.(next)}
            label={t('announcements.pages')}
          />
        </div>
      )}
    </PageFrame>
  );
}
