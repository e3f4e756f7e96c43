export { PageFrame, type PageFrameProps } from './PageFrame';
export * as page from './page.css';
