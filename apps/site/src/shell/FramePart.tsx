import { Component, Suspense, type ReactNode } from 'react';

interface BoundaryState {
  failed: boolean;
}

/** Leaves its part out when the part throws (its code did not arrive, or it failed to render). */
class LeaveOutOnError extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A lazily loaded part of the frame (navigation row, banner, left bar, footer, chat): `fallback` keeps its place
 * while its code arrives; if the code never arrives (a chunk lost on a bad connection) or the part fails, only that
 * part is left out and the page goes on, instead of the router's error page for the whole site. React's lazy keeps a
 * failed load, so the part comes back with the next full load of the site.
 */
export function FramePart({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  return (
    <LeaveOutOnError>
      <Suspense fallback={fallback}>{children}</Suspense>
    </LeaveOutOnError>
  );
}
