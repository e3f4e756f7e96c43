import { Component, lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { FullPageLoader, RouteLoadError } from '@wl/ui';
import { partLoaders, type PartName } from '../routes';

/** Spec §2: a part that has not loaded after this long counts as failed. */
export const PART_LOAD_TIMEOUT_MS = 120_000;

/** Our choice: a part that arrives within this time shows no loader at all (no flash on a fast network). */
export const PART_LOADER_DELAY_MS = 300;

class PartTimeoutError extends Error {
  constructor(part: PartName) {
    super(`The ${part} part did not load within ${PART_LOAD_TIMEOUT_MS} ms`);
  }
}

function withTimeout<T>(loading: Promise<T>, part: PartName): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PartTimeoutError(part)), PART_LOAD_TIMEOUT_MS);
    loading.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

const makeLazy = (part: PartName) => lazy(() => withTimeout(partLoaders[part](), part));

// One lazy component per part, made up front: pages of the same part switch without a loader. A failed one is
// replaced so a retry imports again.
const lazyParts = Object.fromEntries(
  (Object.keys(partLoaders) as PartName[]).map((part) => [part, makeLazy(part)]),
) as Record<PartName, LazyExoticComponent<ComponentType>>;

interface BoundaryProps {
  part: PartName;
}

/** Shows the loader error with a retry when a part fails to load (missing chunk, timeout) or to render. */
class PartBoundary extends Component<BoundaryProps, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  retry = () => {
    lazyParts[this.props.part] = makeLazy(this.props.part);
    this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }));
  };

  override render() {
    if (this.state.failed) return <RouteLoadError onRetry={this.retry} />;
    return <PartPage key={this.state.attempt} part={this.props.part} />;
  }
}

function PartPage({ part }: { part: PartName }) {
  const Page = lazyParts[part];
  return (
    <Suspense fallback={<FullPageLoader delay={PART_LOADER_DELAY_MS} />}>
      <Page />
    </Suspense>
  );
}

/** The page of a part, loaded lazily, with the loader while it comes and the retry when it fails. */
export function PartRoute({ part }: { part: PartName }) {
  // Keyed by part: a new part starts with a fresh boundary.
  return <PartBoundary key={part} part={part} />;
}
