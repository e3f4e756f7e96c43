// The shell's modals opened from the frame (spec §2): notices and app download. Loaded once the page is idle; each
// modal's code (Radix Dialog, DOMPurify, the QR encoder) only when it opens.
import { lazy, Suspense } from 'react';
import { usePermission } from '../boot/Boot';
import { useAnnouncements } from '../content/announcements';
import { overlays } from '../overlays/overlays';

const NoticeModal = lazy(() => import('./lazy/NoticeModal'));
const DownloadModal = lazy(() => import('./lazy/DownloadModal'));

/** The platform to show first in the download modal. */
const devicePlatform = () => (/iPhone|iPad|iPod/i.test(navigator.userAgent) ? 'ios' : 'android');

/** The shell's modals: notices (left bar) and app download. */
export default function ShellModals({ overlay }: { overlay: 'notices' | 'download' }) {
  const permission = usePermission();
  const announcements = useAnnouncements();
  const android = permission.resources.find((resource) => resource.resourceType === 'ANDROID');
  const ios = permission.resources.find((resource) => resource.resourceType === 'IOS');
  return (
    <Suspense fallback={null}>
      {overlay === 'notices' ? (
        <NoticeModal
          open
          onOpenChange={(open) => (open ? undefined : overlays.close())}
          notices={announcements?.player ?? []}
          status={announcements ? 'ready' : 'loading'}
        />
      ) : null}
      {overlay === 'download' && android && ios ? (
        <DownloadModal
          open
          onOpenChange={(open) => (open ? undefined : overlays.close())}
          androidUrl={android.url}
          iosUrl={ios.url}
          iosProfileUrl={ios.qrCodeUrl}
          defaultPlatform={devicePlatform()}
        />
      ) : null}
    </Suspense>
  );
}
