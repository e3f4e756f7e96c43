import { AppDownload } from '@wl/ui';
import { usePermission } from '../boot/Boot';

/** The visitor's own phone first. */
const devicePlatform = () => (/iPhone|iPad|iPod/i.test(navigator.userAgent) ? 'ios' : 'android');

/**
 * /down: the app for Android and iOS from the permission call's resources (ANDROID and IOS; the iOS resource's
 * qrCodeUrl is its configuration profile), each with its QR code and install steps.
 */
export default function DownloadPage() {
  const { resources } = usePermission();
  const android = resources.find((resource) => resource.resourceType === 'ANDROID');
  const ios = resources.find((resource) => resource.resourceType === 'IOS');
  return (
    <AppDownload androidUrl={android?.url} iosUrl={ios?.url} iosProfileUrl={ios?.qrCodeUrl} first={devicePlatform()} />
  );
}
