import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { icon } from '../../private/icons';
import * as page from '../../private/PageFrame/page.css';
import * as install from '../../private/AppInstall/AppInstall.css';
import * as styles from './AppDownload.css';

/**
 * What this browser allows with the site itself as an app (its web app manifest and service worker): `offered` (the
 * browser's install dialog is ready: Chrome on Android), `iosGuide` (Safari on an iPhone: Share, Add to Home
 * Screen), `installed` (it runs installed now, or was just installed), `none` (nothing to offer).
 */
export const webAppStates = ['offered', 'iosGuide', 'installed', 'none'] as const;
export type WebAppState = (typeof webAppStates)[number];

/** Safari's Share button: a box with an arrow up out of it. */
const ShareIcon = icon(
  'M12 3v12M8 7l4-4 4 4',
  'M8 10H6a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-7a2 2 0 0 0-2-2h-2',
);
/** Safari's Add to Home Screen: a plus in a rounded square. */
const AddIcon = icon(<rect x="3" y="3" width="18" height="18" rx="4" />, 'M12 8v8M8 12h8');
/** Safari's Add confirmation: a tick. */
const DoneIcon = icon('M5 12.5l4.5 4.5L19 7');
const IOS_STEP_ICONS = [ShareIcon, AddIcon, DoneIcon] as const;
/** Steps of the iOS guide (texts shell download.webApp.iosSteps.1-3). */
export const IOS_GUIDE_STEPS = IOS_STEP_ICONS.length;

/** The site as an app from this browser: the install button, Safari's guide, or that it is installed. */
export function WebAppPanel({ state, onInstall }: { state: Exclude<WebAppState, 'none'>; onInstall?: () => void }) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={page.sectionTitle}>
        {t('download.webApp.title')}
      </h2>
      {state === 'installed' ? (
        <p className={page.muted} role="status">
          {t('download.webApp.installed')}
        </p>
      ) : (
        <p className={page.muted}>{t('download.webApp.intro')}</p>
      )}
      {state === 'offered' ? (
        <Button variant="solid" onClick={onInstall} className={styles.install}>
          {t('download.webApp.install')}
        </Button>
      ) : null}
      {state === 'iosGuide' ? (
        <>
          <h3 className={install.stepsTitle}>{t('download.webApp.iosTitle')}</h3>
          <ol className={install.steps}>
            {IOS_STEP_ICONS.map((StepIcon, index) => (
              <li key={index} className={install.step}>
                <span className={install.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <StepIcon className={styles.stepIcon} />
                <span>{t(`download.webApp.iosSteps.${index + 1}`)}</span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
