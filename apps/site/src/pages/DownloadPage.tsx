import { AppDownload } from '@wl/ui';
import { usePermission } from '../boot/Boot';
import { appDownloadLinks, devicePlatform } from '../shell/appDownload';
import { useWebAppInstall } from '../pwa/useWebAppInstall';

/** /down: the app for Android and iOS, each with its QR code and install steps. */
export default function DownloadPage() {
  const { resources } = usePermission();
  return <AppDownload {...appDownloadLinks(resources)} {...useWebAppInstall()} first={devicePlatform()} />;
}
