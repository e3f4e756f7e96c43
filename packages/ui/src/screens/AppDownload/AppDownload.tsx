import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QR_DEFAULTS, QrCode } from '../../components/QrCode';
import { DownloadIcon } from '../../private/icons';
import { ContentStatus } from '../../components/ContentStatus';
import * as page from '../../private/page.css';
import * as styles from './AppDownload.css';

export const appPlatforms = ['android', 'ios'] as const;
export type AppPlatform = (typeof appPlatforms)[number];

/** Spec §2: each platform has 4 install steps (the download modal's texts, shell download.*Steps). */
export const APP_INSTALL_STEPS = 4;

export interface AppDownloadProps {
  /** The Android package's address; left out when the operator offers none. */
  androidUrl?: string | null;
  /** The iOS app's address. */
  iosUrl?: string | null;
  /** The iOS configuration profile; its QR code shows beside the app's when given. */
  iosProfileUrl?: string | null;
  /** The platform shown first (the site picks the visitor's own). */
  first?: AppPlatform;
}

function PlatformPanel({
  platform,
  url,
  profileUrl,
}: {
  platform: AppPlatform;
  url: string;
  profileUrl?: string | null;
}) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const name = t(`download.${platform}`);
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={page.sectionTitle}>
        {name}
      </h2>
      <div className={styles.codes}>
        <figure className={styles.code}>
          <QrCode
            value={url}
            label={t('download.appQr', { platform: name })}
            size={QR_DEFAULTS.size}
            level={QR_DEFAULTS.level}
          />
          <figcaption className={styles.caption}>{t('download.scan')}</figcaption>
          <a href={url} target="_blank" rel="noopener noreferrer" className={styles.download}>
            <DownloadIcon />
            {t('download.downloadFor', { platform: name })}
          </a>
        </figure>
        {profileUrl ? (
          <figure className={styles.code}>
            <QrCode
              value={profileUrl}
              label={t('download.profileQr')}
              size={QR_DEFAULTS.size}
              level={QR_DEFAULTS.level}
            />
            <figcaption className={styles.caption}>{t('download.profileTitle')}</figcaption>
            <a href={profileUrl} target="_blank" rel="noopener noreferrer" className={styles.secondary}>
              {t('download.installProfile')}
            </a>
          </figure>
        ) : null}
      </div>
      <h3 className={styles.stepsTitle}>{t('download.steps')}</h3>
      <ol className={styles.steps}>
        {Array.from({ length: APP_INSTALL_STEPS }, (_, index) => (
          <li key={index} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span>{t(`download.${platform}Steps.${index + 1}`)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The app download page (spec §2 /down): Android and iOS side by side, each with its QR code (200 px, level M,
 * spec §9), a download button and the 4 install steps; the iOS profile's QR code when there is one. Says so when the
 * operator offers no app.
 */
export function AppDownload({ androidUrl, iosUrl, iosProfileUrl, first = 'android' }: AppDownloadProps) {
  const { t } = useTranslation(['content', 'shell']);
  const titleId = useId();
  const urls: Record<AppPlatform, string | null | undefined> = { android: androidUrl, ios: iosUrl };
  const order = first === 'ios' ? (['ios', 'android'] as const) : appPlatforms;
  const offered = order.filter((platform) => urls[platform]);
  return (
    <section className={page.root} aria-labelledby={titleId}>
      <h1 id={titleId} className={page.title}>
        {t('shell:download.title')}
      </h1>
      {offered.length === 0 ? (
        <ContentStatus status="empty" emptyText={t('content:download.none')} />
      ) : (
        <>
          <p className={page.muted}>{t('content:download.intro')}</p>
          <div className={styles.platforms}>
            {offered.map((platform) => (
              <PlatformPanel
                key={platform}
                platform={platform}
                url={urls[platform]!}
                profileUrl={platform === 'ios' ? iosProfileUrl : null}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
