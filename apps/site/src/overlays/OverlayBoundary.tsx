import { Component, lazy, Suspense, type ReactNode } from 'react';

/**
 * The notice's code (a dialog: Radix's, with its focus trap and scroll lock) comes only when an overlay has failed:
 * in the app's first files it was a fifth of their size that the first paint never needs.
 */
const OverlayFailure = lazy(() => import('./lazy/OverlayFailure'));

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
      <Suspense fallback={null}>
        <OverlayFailure />
      </Suspense>
    );
  }
}
