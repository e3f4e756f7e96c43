export { SafeHtml } from './SafeHtml';
export type { SafeHtmlProps } from './SafeHtml';
export { sanitizeHtml } from './sanitize';
