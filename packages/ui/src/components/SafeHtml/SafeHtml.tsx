import { useMemo } from 'react';
import { sanitizeTrustedHtml } from './sanitize';
import * as styles from './SafeHtml.css';

export interface SafeHtmlProps {
  /** HTML from the server (notice, announcement, promotion, help): sanitized here before it is rendered. */
  html: string;
  className?: string;
  id?: string;
}

/** Renders server HTML after DOMPurify, in the theme's typography. The only place the shell sets inner HTML. */
export function SafeHtml({ html, className, id }: SafeHtmlProps) {
  // TrustedHTML under the site's Trusted Types CSP (React 19 passes it to innerHTML as it is).
  const clean = useMemo(() => sanitizeTrustedHtml(html), [html]);
  return (
    <div
      id={id}
      className={className ? `${styles.root} ${className}` : styles.root}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
