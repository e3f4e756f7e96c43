import { useSyncExternalStore } from 'react';
import type { WebAppState } from '@wl/ui';
import {
  installedHere,
  installOffered,
  isIosSafari,
  promptInstall,
  runsInstalled,
  STANDALONE_DISPLAY,
  subscribeInstallOffer,
} from './installPrompt';

/** What the device itself says (read in the browser only: the page is also rendered on the server, with no device). */
type DeviceState = Extract<WebAppState, 'installed' | 'iosGuide' | 'none'>;

function deviceState(): DeviceState {
  if (runsInstalled()) return 'installed';
  return isIosSafari(navigator.userAgent) ? 'iosGuide' : 'none';
}

const never = () => false;
const noDevice = (): DeviceState => 'none';
/** Running installed starts or ends with the window's display mode. */
function subscribeDisplayMode(changed: () => void) {
  const query = window.matchMedia(STANDALONE_DISPLAY);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}

/**
 * AppDownload's web app props: installed (it runs as the app, or was just installed), the browser's install offer
 * (Chrome on Android), Safari's guide on an iPhone, or nothing.
 */
export function useWebAppInstall(): { webApp: WebAppState; onInstallWebApp: () => void } {
  const offered = useSyncExternalStore(subscribeInstallOffer, installOffered, never);
  const installed = useSyncExternalStore(subscribeInstallOffer, installedHere, never);
  const device = useSyncExternalStore(subscribeDisplayMode, deviceState, noDevice);
  const webApp: WebAppState = device === 'installed' || installed ? 'installed' : offered ? 'offered' : device;
  return { webApp, onInstallWebApp: () => void promptInstall().catch(() => undefined) };
}
