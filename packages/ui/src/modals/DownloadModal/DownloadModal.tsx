import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';
import { Tabs } from '../../components/Tabs';
import { APP_INSTALL_STEPS, AppCodes, InstallSteps, appPlatforms, type AppPlatform } from '../../private/AppInstall';
import * as styles from './DownloadModal.css';

export const downloadPlatforms = appPlatforms;
export type DownloadPlatform = AppPlatform;

/** Spec §2: each platform has 4 install steps (texts download.androidSteps.1-4 and download.iosSteps.1-4). */
export const DOWNLOAD_STEP_COUNT = APP_INSTALL_STEPS;

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

  const panel = (id: DownloadPlatform, url: string) => (
    <Tabs.Content value={id} className={styles.panel}>
      <AppCodes platform={id} url={url} profileUrl={id === 'ios' ? iosProfileUrl : null} />
      <section aria-label={t('download.steps')} className={styles.steps}>
        <InstallSteps platform={id} />
      </section>
    </Tabs.Content>
  );

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
