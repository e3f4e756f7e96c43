import { useTranslation } from 'react-i18next';
import { QR_DEFAULTS, QrCode } from '../../components/QrCode';
import { DownloadIcon } from '../icons';
import * as styles from './AppInstall.css';

export const appPlatforms = ['android', 'ios'] as const;
export type AppPlatform = (typeof appPlatforms)[number];

/** Spec §2: each platform has 4 install steps (texts shell download.androidSteps.1-4 and download.iosSteps.1-4). */
export const APP_INSTALL_STEPS = 4;

/**
 * The app's QR code (200 px, level M, spec §9) with its download button, and the iOS profile's when there is one.
 * Shared by the download modal and the download page.
 */
export function AppCodes({
  platform,
  url,
  profileUrl,
}: {
  platform: AppPlatform;
  url: string;
  profileUrl?: string | null;
}) {
  const { t } = useTranslation('shell');
  const name = t(`download.${platform}`);
  return (
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
  );
}

/** The platform's numbered install steps under their title. */
export function InstallSteps({ platform }: { platform: AppPlatform }) {
  const { t } = useTranslation('shell');
  return (
    <>
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
    </>
  );
}
