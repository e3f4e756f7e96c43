import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { FullPageLoader, RouteLoadError } from '@wl/ui';
import { PART_LOADER_DELAY_MS } from '@wl/flows';

const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

/** While a page's part loads (spec §2): the loader, after a short delay so a fast network shows no flash. */
export function PartLoading() {
  return <FullPageLoader delay={PART_LOADER_DELAY_MS} />;
}

/**
 * A page's part failed to load (a missing chunk, the spec's part-load timeout) or to render: the loader error with a
 * retry. The router keeps a failed part's import, so the retry loads the page afresh.
 */
export function PartError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={<PartLoading />}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return <RouteLoadError onRetry={() => window.location.reload()} />;
}
