export { PageFrame, PageLoadStatus, type PageFrameProps, type PageLoadProps } from './PageFrame';
export * as page from './page.css';
