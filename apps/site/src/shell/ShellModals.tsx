// The shell's modals (spec §2): notices, app download and the popup announcements. Loaded once the page is idle;
// each modal's code (Radix Dialog, DOMPurify, the QR encoder) only when it opens.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAccountModals } from '../account/modals';
import { usePermission } from '../boot/Boot';
import { loadAnnouncements, useAnnouncements } from '../content/announcements';
import { sessionStore } from '../session/store';
import { SESSION_KEYS } from '../session/storage';
import { useShell } from './shellState';

const NoticeModal = lazy(() => import('./lazy/NoticeModal'));
const DownloadModal = lazy(() => import('./lazy/DownloadModal'));
const AnnouncementsPopup = lazy(() => import('./lazy/AnnouncementsPopup'));

/** The platform to show first in the download modal. */
const devicePlatform = () => (/iPhone|iPad|iPod/i.test(navigator.userAgent) ? 'ios' : 'android');

/**
 * The shell's modals: notices (left bar), app download, and the popup announcements (spec §2): once per session on
 * the first page, and again after each login.
 */
export default function ShellModals() {
  const permission = usePermission();
  const modals = useAccountModals();
  const shell = useShell();
  const announcements = useAnnouncements();
  const [popup, setPopup] = useState<{ id: number; title: string; content: string }[]>([]);

  useEffect(() => {
    // The index notice: the visitor's popups once per session (session storage index_notice).
    if (!sessionStorage.getItem(SESSION_KEYS.indexNotice)) {
      void loadAnnouncements(Boolean(sessionStore.get().token)).then(
        (loaded) => {
          if (sessionStorage.getItem(SESSION_KEYS.indexNotice)) return;
          sessionStorage.setItem(SESSION_KEYS.indexNotice, '1');
          if (loaded.popup.length > 0) setPopup(loaded.popup);
        },
        () => undefined,
      );
    }
    // After each login: the member's popups.
    let previous = sessionStore.get().token;
    return sessionStore.subscribe(() => {
      const { token } = sessionStore.get();
      const loggedIn = Boolean(token) && token !== previous;
      previous = token;
      if (!loggedIn) return;
      void loadAnnouncements(true).then(
        (loaded) => loaded.popup.length > 0 && setPopup(loaded.popup),
        () => undefined,
      );
    });
  }, []);

  const android = permission.resources.find((resource) => resource.resourceType === 'ANDROID');
  const ios = permission.resources.find((resource) => resource.resourceType === 'IOS');
  return (
    <Suspense fallback={null}>
      {shell.modal === 'notices' ? (
        <NoticeModal
          open
          onOpenChange={(open) => (open ? undefined : shell.setModal(null))}
          notices={announcements?.player ?? []}
          status={announcements ? 'ready' : 'loading'}
        />
      ) : null}
      {shell.modal === 'download' && android && ios ? (
        <DownloadModal
          open
          onOpenChange={(open) => (open ? undefined : shell.setModal(null))}
          androidUrl={android.url}
          iosUrl={ios.url}
          iosProfileUrl={ios.qrCodeUrl}
          defaultPlatform={devicePlatform()}
        />
      ) : null}
      {/* One modal at a time: the popups wait while an account popup or the notices or download modal is open. */}
      {popup.length > 0 && !modals.current && !shell.modal ? (
        <AnnouncementsPopup open onOpenChange={(open) => (open ? undefined : setPopup([]))} announcements={popup} />
      ) : null}
    </Suspense>
  );
}
