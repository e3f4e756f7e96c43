import { sanitizeHtml as sanitizeWithPolicy } from '@wl/ui';

/**
 * Server HTML (notices, promotions, help) made safe to render (design.md, deliberate deviations): DOMPurify with the
 * design system's policy, so the site and the components that render HTML agree on one: no script, handler,
 * javascript: or data: link, frame, form, SVG or MathML, and no inline style or colour that would fight the theme.
 */
export function sanitizeHtml(html: string): string {
  return sanitizeWithPolicy(html);
}
