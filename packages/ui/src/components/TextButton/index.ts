export { TextButton } from './TextButton';
export type { TextButtonProps } from './TextButton';
