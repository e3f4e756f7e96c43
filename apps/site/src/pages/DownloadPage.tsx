import { AppDownload } from '@wl/ui';
import { usePermission } from '../boot/Boot';
import { useHydrated } from '../hydration';
import { appDownloadLinks, devicePlatform } from '../shell/appDownload';
import { useWebAppInstall } from '../pwa/useWebAppInstall';

/** /down: the app for Android and iOS, each with its QR code and install steps. */
export default function DownloadPage() {
  const { resources } = usePermission();
  // the prerender knows no device: the visitor's platform comes first once the page is hydrated
  const hydrated = useHydrated();
  return (
    <AppDownload
      {...appDownloadLinks(resources)}
      {...useWebAppInstall()}
      first={hydrated ? devicePlatform() : undefined}
    />
  );
}
