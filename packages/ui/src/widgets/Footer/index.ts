export { Footer, FOOTER_BLOCK_COUNT } from './Footer';
export type { FooterProps } from './Footer';
