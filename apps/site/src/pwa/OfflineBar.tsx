import { useEffect, useState } from 'react';
import { OfflineNotice } from '@wl/ui';

/**
 * Whether the browser is offline, from its online and offline events (read in an effect: the tree is also rendered
 * on the server, where there is no navigator; it starts online).
 */
export function useOffline(): boolean {
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return offline;
}

/** The offline message above the frame, while there is no network. */
export function OfflineBar() {
  return <OfflineNotice offline={useOffline()} />;
}
