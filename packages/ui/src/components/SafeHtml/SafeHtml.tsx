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
  // Keyed by the pictures' content, not their object: a parent that re-renders with equal copies must not set the
  // HTML again (its images would be made anew and the box would collapse and grow back while they decode).
  const picturesKey = pictures ? JSON.stringify(pictures) : '';
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `pictures` is read through its key
  const clean = useMemo(() => sanitizeTrustedHtml(html, links, pictures), [html, links, picturesKey]);
  return (
    <div
      id={id}
      className={className ? `${styles.root} ${className}` : styles.root}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
