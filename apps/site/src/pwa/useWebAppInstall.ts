import { useEffect, useState, useSyncExternalStore } from 'react';
import type { WebAppState } from '@wl/ui';
import {
  installedHere,
  installOffered,
  isIosSafari,
  promptInstall,
  runsInstalled,
  subscribeInstallOffer,
} from './installPrompt';

/** What the device itself says (read once mounted: the page is also rendered on the server, which has no device). */
type DeviceState = Extract<WebAppState, 'installed' | 'iosGuide' | 'none'>;

function deviceState(): DeviceState {
  if (runsInstalled()) return 'installed';
  return isIosSafari(navigator.userAgent) ? 'iosGuide' : 'none';
}

const never = () => false;

/**
 * AppDownload's web app props: installed (it runs as the app, or was just installed), the browser's install offer
 * (Chrome on Android), Safari's guide on an iPhone, or nothing.
 */
export function useWebAppInstall(): { webApp: WebAppState; onInstallWebApp: () => void } {
  const offered = useSyncExternalStore(subscribeInstallOffer, installOffered, never);
  const installed = useSyncExternalStore(subscribeInstallOffer, installedHere, never);
  const [device, setDevice] = useState<DeviceState>('none');
  useEffect(() => setDevice(deviceState()), []);
  const webApp: WebAppState = device === 'installed' || installed ? 'installed' : offered ? 'offered' : device;
  return { webApp, onInstallWebApp: () => void promptInstall().catch(() => undefined) };
}
