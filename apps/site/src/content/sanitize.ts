import DOMPurify from 'dompurify';

/** Server HTML made safe to render: no scripts, handlers or javascript: links (DOMPurify's defaults). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html);
}
