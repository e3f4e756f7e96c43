import { useContext, useMemo } from 'react';
import { LinkPolicyContext } from './linkPolicy';
import { sanitizeTrustedHtml, type HtmlPictures } from './sanitize';
import * as styles from './SafeHtml.css';

export interface SafeHtmlProps {
  /** HTML from the server (notice, announcement, promotion, help): sanitized here before it is rendered. */
  html: string;
  className?: string;
  id?: string;
  /** Copies of pictures the HTML shows: those images become `<picture>`s (AVIF, WebP, the image as the fallback). */
  pictures?: HtmlPictures | null;
}

/**
 * Renders server HTML after DOMPurify, in the theme's typography, its links only where the app's link policy
 * (LinkPolicyContext) allows. The only place the shell sets inner HTML.
 */
export function SafeHtml({ html, className, id, pictures = null }: SafeHtmlProps) {
  const links = useContext(LinkPolicyContext);
  // TrustedHTML under the site's Trusted Types CSP (React 19 passes it to innerHTML as it is).
  const clean = useMemo(() => sanitizeTrustedHtml(html, links, pictures), [html, links, pictures]);
  return (
    <div
      id={id}
      className={className ? `${styles.root} ${className}` : styles.root}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
