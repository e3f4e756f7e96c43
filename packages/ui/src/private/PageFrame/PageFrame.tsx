import { useId, type ReactNode } from 'react';
import { ContentStatus } from '../../components/ContentStatus';
import * as page from './page.css';

export interface PageFrameProps {
  /** The page's one `h1`; it names the page's landmark. */
  title: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a screen in the page area: the content column (the same width, padding and gap on every page) named
 * by its `h1`, so the site reads as one product. Inside it, the classes of `page.css.ts` (section titles, chips).
 */
export function PageFrame({ title, children }: PageFrameProps) {
  const titleId = useId();
  return (
    <section className={page.root} aria-labelledby={titleId}>
      <h1 id={titleId} className={page.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}

/** What a page that loads its data takes: where the load is, and after a failure its message and a retry. */
export interface PageLoadProps<S extends string> {
  status: S;
  /** The load failure's message (the default text when empty). */
  errorMessage?: string | null;
  /** Loads the page's data again after a failure. */
  onRetry?: () => void;
}

/**
 * A page whose data is not there (yet): the frame with the content status, saying `loadingLabel` while it loads, the
 * failure with a retry after one.
 */
export function PageLoadStatus({
  title,
  loadingLabel,
  status,
  errorMessage,
  onRetry,
}: PageLoadProps<'loading' | 'error'> & { title: ReactNode; loadingLabel: string }) {
  return (
    <PageFrame title={title}>
      <ContentStatus status={status} loadingLabel={loadingLabel} errorMessage={errorMessage} onRetry={onRetry} />
    </PageFrame>
  );
}
