import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { ContentStatus } from '../../components/ContentStatus';
import { Dialog } from '../../components/Dialog';
import { SafeHtml } from '../../components/SafeHtml';
import { Tabs } from '../../components/Tabs';
import { useDateFormat } from '../../private/format/intl';
import { FormNotice, moneyFormatter } from '../../private/form';
import { PageFrame, type PageLoadProps } from '../../private/PageFrame';
import { Pager } from '../../private/Pager/Pager';
import type { Loadable } from '../../private/types';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import { NOTICES_PER_PAGE, type NoticeItem } from '../../modals/NoticeModal';
import * as styles from './MessageCentre.css';

/** How often a reward's expiry countdown ticks. */
export const REWARD_COUNTDOWN_TICK_MS = 1000;

export const messageCentreTabs = ['inbox', 'announcements'] as const;
export type MessageCentreTab = (typeof messageCentreTabs)[number];

export const messageInboxStatuses = ['loading', 'error', 'ready'] as const;
export type MessageInboxStatus = (typeof messageInboxStatuses)[number];

export type MessageRewardState = 'claimable' | 'claimed' | 'expired';

/** A platform message (the contract's MemberMessage). */
export interface MessageItem {
  id: number;
  title: string;
  /** `html`: the back office's HTML, shown sanitized; `text`: shown as it is, line breaks kept. */
  body: string;
  bodyFormat: 'html' | 'text';
  /** ISO date-time. */
  createdAt: string;
  read: boolean;
  reward: { amount: string; expiresAt: string; claimedAt: string | null; status: MessageRewardState } | null;
}

export type MessageNotice = { kind: 'claimed'; amount: string } | { kind: 'failed'; message: string };

export interface MessageCentreProps extends PageLoadProps<MessageInboxStatus> {
  tab: MessageCentreTab;
  onTabChange: (tab: MessageCentreTab) => void;
  /** One page of the inbox, newest first. */
  messages: readonly MessageItem[];
  unreadCount: number;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The message shown whole; the list when null. */
  openId: number | null;
  /** Opens a message (the site marks it read). */
  onOpen: (id: number) => void;
  onCloseMessage: () => void;
  onReadAll: () => void;
  readingAll?: boolean;
  /** Called after the player confirmed. */
  onDelete: (id: number) => void;
  deletingId?: number | null;
  onClaim: (id: number) => void;
  claimingId?: number | null;
  notice?: MessageNotice | null;
  onDismissNotice?: () => void;
  announcements: Loadable<readonly NoticeItem[]>;
  currency?: string;
  minorDigits?: number;
  /** The merchant's IANA time zone: whose clock the dates are read on. */
  timeZone?: string;
  /** The clock of the countdowns (stories fix it). */
  now?: () => number;
}

/** Days, then hh:mm:ss, of what is left (0 when past). */
function remaining(ms: number): { days: number; time: string } {
  const total = Math.max(0, Math.floor(ms / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  const days = Math.floor(total / 86_400);
  const time = `${two(Math.floor((total % 86_400) / 3600))}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
  return { days, time };
}

/** A reward's expiry countdown: its own clock, so only this text re-renders each second. */
function RewardCountdown({ expiresAt, now }: { expiresAt: string; now: () => number }) {
  const { t } = useTranslation('messages');
  const [at, setAt] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setAt(now()), REWARD_COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [now]);
  const left = Date.parse(expiresAt) - at;
  if (left <= 0) return <span>{t('reward.expired')}</span>;
  const { days, time } = remaining(left);
  return (
    <span className={styles.countdown}>
      {t('reward.expiresIn', { time: days > 0 ? t('reward.daysTime', { days, time }) : time })}
    </span>
  );
}

/**
 * The member centre's platform messages (spec §2 messageV2): the inbox with unread marks and count, a message's
 * body (sanitized HTML or text), its reward with an expiry countdown and a claim button, read all, delete with a
 * confirmation; and the announcements. Controlled: the site holds the tab, the page and the open message.
 */
export function MessageCentre(props: MessageCentreProps) {
  const { t, i18n } = useTranslation(['messages', 'member']);
  const title = t('member:centre.page.messageV2');
  return (
    <PageFrame title={title}>
      <Tabs value={props.tab} onValueChange={(tab) => props.onTabChange(tab as MessageCentreTab)}>
        <Tabs.List aria-label={t('tabs.label')}>
          <Tabs.Trigger value="inbox" className={styles.tab}>
            {t('tabs.inbox')}
            {props.unreadCount > 0 ? (
              <span className={styles.count}>
                {props.unreadCount}
                <span className={visuallyHidden}> {t('inbox.unread')}</span>
              </span>
            ) : null}
          </Tabs.Trigger>
          <Tabs.Trigger value="announcements" className={styles.tab}>
            {t('tabs.announcements')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="inbox">
          <Inbox {...props} locale={i18n.resolvedLanguage ?? i18n.language} />
        </Tabs.Content>
        <Tabs.Content value="announcements">
          <Announcements announcements={props.announcements} timeZone={props.timeZone} />
        </Tabs.Content>
      </Tabs>
    </PageFrame>
  );
}

function Inbox(props: MessageCentreProps & { locale: string }) {
  const { t } = useTranslation('messages');
  const { messages, openId, currency = '', minorDigits = 2, now = Date.now } = props;
  const money = moneyFormatter(currency, minorDigits, props.locale);
  const date = useDateFormat(true, props.timeZone);
  const [confirming, setConfirming] = useState<number | null>(null);
  const titleId = useId();

  if (props.status !== 'ready') {
    return (
      <ContentStatus
        status={props.status}
        size="section"
        loadingLabel={t('inbox.loading')}
        errorMessage={props.errorMessage}
        onRetry={props.onRetry}
      />
    );
  }

  const notice = (
    <FormNotice
      notice={props.notice ?? null}
      failedTitle={t('reward.failedTitle')}
      onClose={props.onDismissNotice}
      done={(done) => t('reward.claimedNotice', { amount: money(done.amount) })}
    />
  );
  const open = messages.find((m) => m.id === openId);
  const confirm = (
    <Dialog
      open={confirming !== null}
      onOpenChange={(next) => (next ? undefined : setConfirming(null))}
      title={t('inbox.deleteTitle')}
      description={t('inbox.deleteText')}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => setConfirming(null)}>
            {t('inbox.cancel')}
          </Button>
          <Button
            variant="critical"
            onClick={() => {
              if (confirming !== null) props.onDelete(confirming);
              setConfirming(null);
            }}
          >
            {t('inbox.delete')}
          </Button>
        </>
      }
    />
  );

  if (open) {
    const reward = open.reward;
    return (
      <article className={styles.detail} aria-labelledby={titleId}>
        <div className={styles.actions}>
          <Button variant="ghost" size="sm" onClick={props.onCloseMessage}>
            {t('inbox.back')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            loading={props.deletingId === open.id}
            onClick={() => setConfirming(open.id)}
          >
            {t('inbox.delete')}
          </Button>
        </div>
        <h2 id={titleId} className={styles.detailTitle}>
          {open.title}
        </h2>
        <p className={styles.meta}>{date(open.createdAt)}</p>
        {notice}
        {reward ? (
          <section className={styles.reward} aria-label={t('reward.label', { amount: money(reward.amount) })}>
            <p className={styles.rewardAmount}>{money(reward.amount)}</p>
            {reward.status === 'claimable' ? (
              <>
                <RewardCountdown expiresAt={reward.expiresAt} now={now} />
                <Button loading={props.claimingId === open.id} onClick={() => props.onClaim(open.id)}>
                  {t('reward.claim', { amount: money(reward.amount) })}
                </Button>
              </>
            ) : reward.status === 'claimed' ? (
              <p className={styles.meta}>
                {reward.claimedAt ? t('reward.claimedOn', { date: date(reward.claimedAt) }) : t('reward.claimed')}
              </p>
            ) : (
              <p className={styles.meta}>{t('reward.expired')}</p>
            )}
          </section>
        ) : null}
        <div className={styles.body}>
          {open.bodyFormat === 'html' ? <SafeHtml html={open.body} /> : <p className={styles.textBody}>{open.body}</p>}
        </div>
        {confirm}
      </article>
    );
  }

  return (
    <div className={styles.detail}>
      <div className={styles.toolbar}>
        <p className={styles.meta}>{t('inbox.unreadCount', { count: props.unreadCount })}</p>
        <Button
          variant="outline"
          size="sm"
          disabled={props.unreadCount === 0}
          loading={props.readingAll}
          onClick={props.onReadAll}
        >
          {t('inbox.readAll')}
        </Button>
      </div>
      {notice}
      {messages.length === 0 ? (
        <ContentStatus status="empty" size="section" emptyText={t('inbox.empty')} />
      ) : (
        <ul className={styles.list}>
          {messages.map((message) => (
            <li key={message.id} className={styles.item}>
              <button
                type="button"
                className={styles.itemButton}
                data-unread={message.read ? undefined : ''}
                onClick={() => props.onOpen(message.id)}
              >
                <span className={styles.dot} data-unread={message.read ? undefined : ''} aria-hidden="true" />
                <span className={styles.itemText}>
                  <span className={styles.itemTitle}>
                    {message.read ? null : <span className={visuallyHidden}>{t('inbox.unread')}: </span>}
                    {message.title}
                  </span>
                  <span className={styles.meta}>
                    <span>{date(message.createdAt)}</span>
                    {message.reward ? (
                      <span className={styles.rewardChip} data-status={message.reward.status}>
                        {t(`reward.chip.${message.reward.status}`, { amount: money(message.reward.amount) })}
                      </span>
                    ) : null}
                    {message.reward?.status === 'claimable' ? (
                      <RewardCountdown expiresAt={message.reward.expiresAt} now={now} />
                    ) : null}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Pager page={props.page} pageCount={props.pageCount} onPageChange={props.onPageChange} label={t('inbox.pages')} />
      {confirm}
    </div>
  );
}

function Announcements({
  announcements,
  timeZone,
}: {
  announcements: Loadable<readonly NoticeItem[]>;
  timeZone?: string;
}) {
  const { t } = useTranslation('messages');
  const date = useDateFormat(false, timeZone);
  const [page, setPage] = useState(1);
  if (announcements.status !== 'ready') {
    return (
      <ContentStatus
        status={announcements.status}
        size="section"
        loadingLabel={t('announcements.loading')}
        errorMessage={announcements.status === 'error' ? announcements.message : undefined}
        onRetry={announcements.status === 'error' ? announcements.onRetry : undefined}
      />
    );
  }
  if (announcements.data.length === 0) {
    return <ContentStatus status="empty" size="section" emptyText={t('announcements.empty')} />;
  }
  // spec §9: notices per page, as the notice modal pages them
  const pageCount = Math.ceil(announcements.data.length / NOTICES_PER_PAGE);
  const current = Math.min(page, pageCount);
  const shown = announcements.data.slice((current - 1) * NOTICES_PER_PAGE, current * NOTICES_PER_PAGE);
  return (
    <div className={styles.detail}>
      <ul className={styles.list}>
        {shown.map((notice) => (
          <li key={notice.id} className={styles.item}>
            <details>
              <summary className={styles.summary}>{notice.title}</summary>
              <div className={styles.notice}>
                {notice.publishedAt ? <p className={styles.meta}>{date(notice.publishedAt)}</p> : null}
                <SafeHtml html={notice.content} className={styles.body} />
              </div>
            </details>
          </li>
        ))}
      </ul>
      <Pager page={current} pageCount={pageCount} onPageChange={setPage} label={t('announcements.pages')} />
    </div>
  );
}
