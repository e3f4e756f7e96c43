import { useSyncExternalStore } from 'react';
import { OfflineNotice } from '@wl/ui';

function subscribeNetwork(changed: () => void) {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/**
 * Whether the browser is offline, from its online and offline events. The server's render (and so the hydration)
 * says online: navigator is read in the browser only.
 */
export function useOffline(): boolean {
  return useSyncExternalStore(
    subscribeNetwork,
    () => !navigator.onLine,
    () => false,
  );
}

/** The offline message above the frame, while there is no network. */
export function OfflineBar() {
  return <OfflineNotice offline={useOffline()} />;
}
