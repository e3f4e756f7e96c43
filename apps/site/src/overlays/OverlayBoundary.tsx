import { Component, type ReactNode } from 'react';
import i18next from 'i18next';
import { NoticeDialog } from '@wl/ui';
import { overlays } from './overlays';

/**
 * What is open over the page fails alone: a popup that throws while rendering shows the unknown-error notice, and
 * closing it closes the overlay, instead of the error taking the whole page down with it. Keyed by the overlay, so
 * the next one starts afresh.
 */
export class OverlayBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('An overlay failed to render', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <NoticeDialog
        open
        tone="warning"
        message={i18next.t('errors.unknown', { ns: 'errors' })}
        onOpenChange={(open) => (open ? undefined : overlays.close())}
      />
    );
  }
}
