export { SafeHtml } from './SafeHtml';
export type { SafeHtmlProps } from './SafeHtml';
export { imageSources } from './sanitize';
export { LinkPolicyContext, type LinkPolicy } from './linkPolicy';
