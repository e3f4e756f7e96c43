import { AppDownload } from '@wl/ui';
import { usePermission } from '../boot/Boot';
import { appDownloadLinks, devicePlatform } from '../shell/appDownload';

/** /down: the app for Android and iOS, each with its QR code and install steps. */
export default function DownloadPage() {
  const { resources } = usePermission();
  return <AppDownload {...appDownloadLinks(resources)} first={devicePlatform()} />;
}
