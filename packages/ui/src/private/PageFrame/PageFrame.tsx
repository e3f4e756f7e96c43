import { useId, type ReactNode } from 'react';
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
