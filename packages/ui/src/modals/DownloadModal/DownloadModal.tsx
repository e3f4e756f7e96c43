import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';
import { Tabs } from '../../components/Tabs';
import { DownloadIcon } from '../../private/icons';
import { QR_DEFAULTS, QrCode } from '../../components/QrCode';
import * as styles from './DownloadModal.css';

export const downloadPlatforms = ['android', 'ios'] as const;
export type DownloadPlatform = (typeof downloadPlatforms)[number];

/** Spec §2: each platform has 4 install steps (texts download.androidSteps.1-4 and download.iosSteps.1-4). */
export const DOWNLOAD_STEP_COUNT = 4;

export interface DownloadModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Android app (APK) address. */
  androidUrl: string;
  /** The iOS app address. */
  iosUrl: string;
  /** The iOS configuration profile; its QR code shows on the iOS tab when given. */
  iosProfileUrl?: string;
  /** The tab shown first (the site may pick it from the user agent). */
  defaultPlatform?: DownloadPlatform;
}

/** The app download modal (spec §2): Android and iOS tabs, 4 steps each, QR codes of 200 px at level M. */
export function DownloadModal({
  open,
  onOpenChange,
  androidUrl,
  iosUrl,
  iosProfileUrl,
  defaultPlatform = 'android',
}: DownloadModalProps) {
  const { t } = useTranslation('shell');
  const [platform, setPlatform] = useState<DownloadPlatform>(defaultPlatform);

  const panel = (id: DownloadPlatform, url: string) => {
    const name = t(`download.${id}`);
    return (
      <Tabs.Content value={id} className={styles.panel}>
        <div className={styles.codes}>
          <figure className={styles.code}>
            <QrCode value={url} label={t('download.appQr', { platform: name })} size={QR_DEFAULTS.size} />
            <figcaption className={styles.caption}>{t('download.scan')}</figcaption>
            <a href={url} target="_blank" rel="noopener noreferrer" className={styles.download}>
              <DownloadIcon />
              {t('download.downloadFor', { platform: name })}
            </a>
          </figure>
          {id === 'ios' && iosProfileUrl ? (
            <figure className={styles.code}>
              <QrCode value={iosProfileUrl} label={t('download.profileQr')} size={QR_DEFAULTS.size} />
              <figcaption className={styles.caption}>{t('download.profileTitle')}</figcaption>
              <a href={iosProfileUrl} target="_blank" rel="noopener noreferrer" className={styles.secondary}>
                {t('download.installProfile')}
              </a>
            </figure>
          ) : null}
        </div>
        <section aria-label={t('download.steps')} className={styles.steps}>
          <h3 className={styles.stepsTitle}>{t('download.steps')}</h3>
          <ol className={styles.stepList}>
            {Array.from({ length: DOWNLOAD_STEP_COUNT }, (_, index) => (
              <li key={index} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <span>{t(`download.${id}Steps.${index + 1}`)}</span>
              </li>
            ))}
          </ol>
        </section>
      </Tabs.Content>
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('download.title')} size="md">
      <Tabs value={platform} onValueChange={(next) => setPlatform(next as DownloadPlatform)}>
        <Tabs.List aria-label={t('download.platforms')}>
          {downloadPlatforms.map((id) => (
            <Tabs.Trigger key={id} value={id}>
              {t(`download.${id}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {panel('android', androidUrl)}
        {panel('ios', iosUrl)}
      </Tabs>
    </Dialog>
  );
}
