import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentStatus } from '../../components/ContentStatus';
import { PageFrame } from '../../private/PageFrame';
import * as page from '../../private/PageFrame/page.css';
import * as styles from './SecurityCentre.css';
import { dateTimeFormat } from '../../private/format/formats';

export const securityCentreStatuses = ['loading', 'error', 'ready'] as const;
export type SecurityCentreStatus = (typeof securityCentreStatuses)[number];

/** A completed login: when (ISO date-time) and from where. */
export interface SecurityLogin {
  time: string;
  ip: string;
}

export interface SecurityCentreProps {
  /** The security overview's load. */
  status: SecurityCentreStatus;
  errorMessage?: string | null;
  onRetry?: () => void;
  account: string;
  nickname?: string;
  /** The complete items among the ones the merchant offers. */
  completion?: { complete: number; total: number };
  /** The newest completed login (the current session's) and the one before it. */
  lastLogin?: SecurityLogin | null;
  previousLogin?: SecurityLogin | null;
  /** The sections, in order (`SecuritySection`s: profile, passwords, bindings, bank cards, authenticator). */
  children?: ReactNode;
}

/**
 * The security centre (spec §2 securityCenter, "my account"): who is logged in, how complete the account's security
 * is, the last logins, then one section per item. The sections come as children, so the site composes them.
 */
export function SecurityCentre({
  status,
  errorMessage,
  onRetry,
  account,
  nickname,
  completion,
  lastLogin = null,
  previousLogin = null,
  children,
}: SecurityCentreProps) {
  const { t, i18n } = useTranslation(['member', 'security']);
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const when = (iso: string) =>
    dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const title = t('member:centre.page.securityCenter');

  if (status !== 'ready') {
    return (
      <PageFrame title={title}>
        <ContentStatus
          status={status}
          loadingLabel={t('security:page.loading')}
          errorMessage={errorMessage}
          onRetry={onRetry}
        />
      </PageFrame>
    );
  }
  const percent = completion && completion.total > 0 ? Math.round((completion.complete / completion.total) * 100) : 0;
  return (
    <PageFrame title={title}>
      <div className={styles.summary}>
        <p className={styles.account}>{account}</p>
        {nickname && nickname !== account ? <p className={page.muted}>{nickname}</p> : null}
        {completion ? (
          <>
            <p className={styles.line}>
              {t('security:page.completion', { complete: completion.complete, total: completion.total })}
            </p>
            <div
              className={styles.meterTrack}
              role="progressbar"
              aria-label={t('security:page.completionLabel')}
              aria-valuemin={0}
              aria-valuemax={completion.total}
              aria-valuenow={completion.complete}
              aria-valuetext={t('security:page.completion', {
                complete: completion.complete,
                total: completion.total,
              })}
            >
              <div className={styles.meterFill} style={{ width: `${percent}%` }} />
            </div>
          </>
        ) : null}
        <p className={`${styles.line} ${page.muted}`}>
          {lastLogin
            ? t('security:page.lastLogin', { time: when(lastLogin.time), ip: lastLogin.ip })
            : t('security:page.noLogin')}
        </p>
        {previousLogin ? (
          <p className={`${styles.line} ${page.muted}`}>
            {t('security:page.previousLogin', { time: when(previousLogin.time), ip: previousLogin.ip })}
          </p>
        ) : null}
      </div>
      <div className={styles.sections}>{children}</div>
    </PageFrame>
  );
}
