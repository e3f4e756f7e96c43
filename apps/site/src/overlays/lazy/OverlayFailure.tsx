import i18next from 'i18next';
import { NoticeDialog } from '@wl/ui';
import { overlays } from '../overlays';

/** The unknown-error notice of an overlay that failed to render; closing it closes the overlay. */
export default function OverlayFailure() {
  return (
    <NoticeDialog
      open
      tone="warning"
      message={i18next.t('errors.unknown', { ns: 'errors' })}
      onOpenChange={(open) => (open ? undefined : overlays.close())}
    />
  );
}
