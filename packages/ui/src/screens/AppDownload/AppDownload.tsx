import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APP_INSTALL_STEPS,
  AppCodes,
  InstallSteps,
  appPlatforms,
  type AppLinks,
  type AppPlatform,
} from '../../private/AppInstall';
import { ContentStatus } from '../../components/ContentStatus';
import { PageFrame } from '../../private/PageFrame';
import * as page from '../../private/PageFrame/page.css';
import * as styles from './AppDownload.css';
import { WebAppPanel, type WebAppState } from './WebAppPanel';

export { appPlatforms, APP_INSTALL_STEPS, type AppPlatform };
export { webAppStates, IOS_GUIDE_STEPS, type WebAppState } from './WebAppPanel';

export interface AppDownloadProps {
  /** The Android package's address; left out when the operator offers none. */
  androidUrl?: string | null;
  /** The iOS app's address. */
  iosUrl?: string | null;
  /** The iOS configuration profile; its QR code shows beside the app's when given. */
  iosProfileUrl?: string | null;
  /** The platform shown first (the site picks the visitor's own). */
  first?: AppPlatform;
  /** The site itself as an app in this browser (beside the native apps); `none` by default. */
  webApp?: WebAppState;
  /** Opens the browser's install dialog (with `webApp` `offered`). */
  onInstallWebApp?: () => void;
}

function PlatformPanel({ platform, url, profileUrl }: AppLinks) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const name = t(`download.${platform}`);
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={page.sectionTitle}>
        {name}
      </h2>
      <AppCodes platform={platform} url={url} profileUrl={profileUrl} />
      <InstallSteps platform={platform} />
    </section>
  );
}

/**
 * The app download page (spec §2 /down): Android and iOS side by side, each with its QR code (200 px, level M,
 * spec §9), a download button and the 4 install steps; the iOS profile's QR code when there is one. Says so when the
 * operator offers no app. Beside them, the site itself as an app when this browser allows it: its install button, or
 * Safari's add-to-home-screen guide, or that it is installed.
 */
export function AppDownload({
  androidUrl,
  iosUrl,
  iosProfileUrl,
  first = 'android',
  webApp = 'none',
  onInstallWebApp,
}: AppDownloadProps) {
  const { t } = useTranslation(['content', 'shell']);
  const urls: Record<AppPlatform, string | null | undefined> = { android: androidUrl, ios: iosUrl };
  const order = first === 'ios' ? (['ios', 'android'] as const) : appPlatforms;
  const offered = order.filter((platform) => urls[platform]);
  return (
    <PageFrame title={t('shell:download.title')}>
      {offered.length === 0 && webApp === 'none' ? (
        <ContentStatus status="empty" emptyText={t('content:download.none')} />
      ) : (
        <>
          <p className={page.muted}>{t('content:download.intro')}</p>
          {/* spec §1: the download-the-app bonus */}
          <p className={page.muted}>{t('content:download.bonus')}</p>
          <div className={styles.platforms}>
            {webApp === 'none' ? null : <WebAppPanel state={webApp} onInstall={onInstallWebApp} />}
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
    </PageFrame>
  );
}
