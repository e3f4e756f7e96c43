export { SafeHtml } from './SafeHtml';
export type { SafeHtmlProps } from './SafeHtml';
export { imageSources, type HtmlPicture, type HtmlPictures } from './sanitize';
export { LinkPolicyContext, type LinkPolicy } from './linkPolicy';
