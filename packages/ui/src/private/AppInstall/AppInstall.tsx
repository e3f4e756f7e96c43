import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QR_DEFAULTS, QrCode } from '../../components/QrCode';
import { DownloadIcon } from '../icons';
import * as styles from './AppInstall.css';

export const appPlatforms = ['android', 'ios'] as const;
export type AppPlatform = (typeof appPlatforms)[number];

/** Spec §2: each platform has 4 install steps (texts shell download.androidSteps.1-4 and download.iosSteps.1-4). */
export const APP_INSTALL_STEPS = 4;

/** A platform's app: its address, and the iOS configuration profile's when there is one. */
export interface AppLinks {
  platform: AppPlatform;
  url: string;
  profileUrl?: string | null;
}

/** A QR code of `url` (200 px, level M, spec §9) with its caption and a link to the same address. */
function CodeFigure({
  url,
  label,
  caption,
  linkClassName,
  children,
}: {
  url: string;
  label: string;
  caption: string;
  linkClassName: string;
  children: ReactNode;
}) {
  return (
    <figure className={styles.code}>
      <QrCode value={url} label={label} size={QR_DEFAULTS.size} level={QR_DEFAULTS.level} />
      <figcaption className={styles.caption}>{caption}</figcaption>
      <a href={url} target="_blank" rel="noopener noreferrer" className={linkClassName}>
        {children}
      </a>
    </figure>
  );
}

/**
 * The app's QR code with its download button, and the iOS profile's when there is one. Shared by the download modal
 * and the download page.
 */
export function AppCodes({ platform, url, profileUrl }: AppLinks) {
  const { t } = useTranslation('shell');
  const name = t(`download.${platform}`);
  return (
    <div className={styles.codes}>
      <CodeFigure
        url={url}
        label={t('download.appQr', { platform: name })}
        caption={t('download.scan')}
        linkClassName={styles.download}
      >
        <DownloadIcon />
        {t('download.downloadFor', { platform: name })}
      </CodeFigure>
      {profileUrl ? (
        <CodeFigure
          url={profileUrl}
          label={t('download.profileQr')}
          caption={t('download.profileTitle')}
          linkClassName={styles.secondary}
        >
          {t('download.installProfile')}
        </CodeFigure>
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
