// The shell's modals opened from the frame (spec §2): notices and app download. Loaded once the page is idle; each
// modal's code (Radix Dialog, DOMPurify, the QR encoder) only when it opens.
import { lazy, Suspense } from 'react';
import { usePermission } from '../boot/Boot';
import { useAnnouncementsState } from '../content/announcements';
import { overlays } from '../overlays/overlays';
import { appDownloadLinks, devicePlatform } from './appDownload';

const NoticeModal = lazy(() => import('./lazy/NoticeModal'));
const DownloadModal = lazy(() => import('./lazy/DownloadModal'));

/** The shell's modals: notices (left bar) and app download. */
export default function ShellModals({ overlay }: { overlay: 'notices' | 'download' }) {
  const permission = usePermission();
  const announcements = useAnnouncementsState();
  const { androidUrl, iosUrl, iosProfileUrl } = appDownloadLinks(permission.resources);
  return (
    <Suspense fallback={null}>
      {overlay === 'notices' ? (
        <NoticeModal
          open
          onOpenChange={(open) => (open ? undefined : overlays.close())}
          notices={announcements.status === 'ready' ? announcements.data.player : []}
          status={announcements.status}
          onRetry={announcements.status === 'error' ? announcements.onRetry : undefined}
        />
      ) : null}
      {overlay === 'download' && androidUrl && iosUrl ? (
        <DownloadModal
          open
          onOpenChange={(open) => (open ? undefined : overlays.close())}
          androidUrl={androidUrl}
          iosUrl={iosUrl}
          iosProfileUrl={iosProfileUrl ?? undefined}
          defaultPlatform={devicePlatform()}
        />
      ) : null}
    </Suspense>
  );
}
