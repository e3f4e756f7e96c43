import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { ContentStatus } from '../../components/ContentStatus';
import { QrCode } from '../../components/QrCode';
import { ChoiceChips, FormNotice, moneyFormatter } from '../../private/form';
import { useDateFormat, useNumberFormat } from '../../private/format/intl';
import { PageFrame, PageLoadStatus, type PageLoadProps } from '../../private/PageFrame';
import * as page from '../../private/PageFrame/page.css';
import { Pager } from '../../private/Pager/Pager';
import type { Loadable } from '../../private/types';
import * as styles from './ReferralPage.css';

export const referralStatuses = ['loading', 'error', 'ready'] as const;
export type ReferralStatus = (typeof referralStatuses)[number];

export const referralFilters = ['all', 'success', 'incomplete'] as const;
export type ReferralFilterValue = (typeof referralFilters)[number];

export interface ReferralTierItem {
  tier: number;
  /** Successful invitees needed. */
  target: number;
  /** Money string. */
  reward: string;
  status: 'LOCKED' | 'CLAIM' | 'CLAIMED';
}

export interface ReferralTotals {
  totalInvitations: number;
  successCount: number;
  incompleteCount: number;
  /** Money string: the tier rewards taken. */
  rewardsEarned: string;
}

export interface ReferralInviteeItem {
  account: string;
  invitedAt: string;
  registeredAt: string;
  status: 'success' | 'incomplete';
}

export interface ReferralInviteesView {
  list: readonly ReferralInviteeItem[];
  pageCount: number;
}

export type ReferralNotice = { kind: 'claimed'; reward: string } | { kind: 'failed'; message: string };

export interface ReferralPageProps extends PageLoadProps<ReferralStatus> {
  referralCode?: string;
  /** The site's own `/register?referralCode=<code>` address. */
  inviteLink?: string;
  totals?: ReferralTotals;
  tiers?: readonly ReferralTierItem[];
  /** Copies the invite link. */
  onCopy?: () => void;
  /** Shares the invite link; left out where the browser cannot share (the copy button stays). */
  onShare?: () => void;
  /** The last copy: done, or refused by the browser (the link stays there to select); said in a live region. */
  copyState?: 'copied' | 'failed' | null;
  claimingTier?: number | null;
  onClaimTier?: (tier: number) => void;
  notice?: ReferralNotice | null;
  onDismissNotice?: () => void;
  filter?: ReferralFilterValue;
  onFilterChange?: (filter: ReferralFilterValue) => void;
  invitees: Loadable<ReferralInviteesView>;
  /** 1-based. */
  page?: number;
  onPageChange?: (page: number) => void;
  currency?: string;
  minorDigits?: number;
  /** The merchant's time zone (IANA) the times are shown in. */
  timeZone?: string;
}

function Invitees(props: ReferralPageProps) {
  const { invitees, filter = 'all', page: pageNo = 1 } = props;
  const { t } = useTranslation('invite');
  const date = useDateFormat(true, props.timeZone);
  const titleId = useId();
  let body;
  if (invitees.status !== 'ready') {
    body = (
      <ContentStatus
        status={invitees.status}
        size="section"
        loadingLabel={t('referral.invitees.loading')}
        errorMessage={invitees.status === 'error' ? invitees.message : undefined}
        onRetry={invitees.status === 'error' ? invitees.onRetry : undefined}
      />
    );
  } else if (invitees.data.list.length === 0) {
    body = <ContentStatus status="empty" size="section" emptyText={t(`referral.invitees.empty.${filter}`)} />;
  } else {
    body = (
      <>
        <ul className={styles.list} aria-labelledby={titleId}>
          {invitees.data.list.map((invitee) => (
            <li key={invitee.account} className={styles.row}>
              <div className={styles.rowMain}>
                <span className={styles.name}>{invitee.account}</span>
                <p className={styles.detail}>{t('referral.invitees.invited', { time: date(invitee.invitedAt) })}</p>
                <p className={styles.detail}>
                  {t('referral.invitees.registered', { time: date(invitee.registeredAt) })}
                </p>
              </div>
              <span className={page.badge}>{t(`referral.invitees.status.${invitee.status}`)}</span>
            </li>
          ))}
        </ul>
        <Pager
          page={pageNo}
          pageCount={invitees.data.pageCount}
          onPageChange={(next) => props.onPageChange?.(next)}
          label={t('referral.invitees.pages')}
        />
      </>
    );
  }
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={page.sectionTitle}>
        {t('referral.invitees.title')}
      </h2>
      <ChoiceChips
        label={t('referral.invitees.filter')}
        choices={referralFilters}
        value={filter}
        onChange={(next) => props.onFilterChange?.(next)}
        labelOf={(choice) => t(`referral.invitees.filters.${choice}`)}
        className={styles.filters}
      />
      {body}
    </section>
  );
}

/**
 * Invite friends (spec §2 referral): the member's code, the invite link with its QR code to copy or share, the
 * totals, the reward tiers with their claim, and the invitees filtered by status.
 */
export function ReferralPage(props: ReferralPageProps) {
  const {
    referralCode = '',
    inviteLink = '',
    totals = { totalInvitations: 0, successCount: 0, incompleteCount: 0, rewardsEarned: '0' },
    tiers = [],
    claimingTier = null,
    currency = '',
    minorDigits = 2,
  } = props;
  const { t, i18n } = useTranslation('invite');
  const number = useNumberFormat();
  const money = moneyFormatter(currency, minorDigits, i18n.resolvedLanguage ?? i18n.language);
  const title = t('referral.title');
  const tiersId = useId();

  if (props.status !== 'ready') {
    return <PageLoadStatus title={title} loadingLabel={t('referral.loading')} {...props} status={props.status} />;
  }
  return (
    <PageFrame title={title}>
      <div className={styles.invite}>
        <QrCode value={inviteLink} label={t('referral.qr')} size={160} className={styles.qr} />
        <div className={styles.share}>
          <span className={page.muted}>{t('referral.code')}</span>
          <p className={styles.code}>{referralCode}</p>
          <span className={page.muted}>{t('referral.link')}</span>
          <p className={styles.link}>{inviteLink}</p>
          <div className={styles.actions}>
            <Button size="sm" onClick={props.onCopy}>
              {t('referral.copy')}
            </Button>
            {props.onShare ? (
              <Button size="sm" variant="outline" onClick={props.onShare}>
                {t('referral.share')}
              </Button>
            ) : null}
          </div>
          <p className={styles.copied} role="status">
            {props.copyState ? t(props.copyState === 'copied' ? 'referral.copied' : 'referral.copyFailed') : ''}
          </p>
        </div>
      </div>
      <dl className={styles.totals}>
        {(
          [
            ['total', number(totals.totalInvitations)],
            ['success', number(totals.successCount)],
            ['incomplete', number(totals.incompleteCount)],
            ['earned', money(totals.rewardsEarned)],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className={styles.fact}>
            <dt className={page.muted}>{t(`referral.totals.${key}`)}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <FormNotice
        notice={props.notice ?? null}
        failedTitle={t('referral.failedTitle')}
        onClose={props.onDismissNotice}
        done={(done) => t('referral.claimed', { reward: money(done.reward) })}
      />
      <section className={styles.section} aria-labelledby={tiersId}>
        <h2 id={tiersId} className={page.sectionTitle}>
          {t('referral.tiers.title')}
        </h2>
        <p className={page.muted}>{t('referral.tiers.rule')}</p>
        <ul className={styles.list}>
          {tiers.map((tier) => (
            <li key={tier.tier} className={styles.row}>
              <div className={styles.rowMain}>
                <span className={styles.name}>{t('referral.tiers.target', { tier: tier.tier })}</span>
                <p className={styles.detail}>
                  {t('referral.tiers.progress', {
                    done: number(Math.min(totals.successCount, tier.target)),
                    target: number(tier.target),
                  })}{' '}
                  · {money(tier.reward)}
                </p>
              </div>
              {tier.status === 'CLAIM' ? (
                <Button
                  size="sm"
                  loading={claimingTier === tier.tier}
                  onClick={() => props.onClaimTier?.(tier.tier)}
                  aria-label={t('referral.tiers.claimNamed', { reward: money(tier.reward) })}
                >
                  {t('referral.tiers.claim')}
                </Button>
              ) : (
                <span className={page.badge}>{t(`referral.tiers.status.${tier.status}`)}</span>
              )}
            </li>
          ))}
        </ul>
      </section>
      <Invitees {...props} />
    </PageFrame>
  );
}
