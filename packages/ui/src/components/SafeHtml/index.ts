export { SafeHtml } from './SafeHtml';
export type { SafeHtmlProps } from './SafeHtml';
export { imageSources, type HtmlPicture, type HtmlPictures, type ShownPicture } from './sanitize';
export { LinkPolicyContext, type LinkPolicy } from './linkPolicy';
