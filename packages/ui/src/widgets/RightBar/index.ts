export { RightBar } from './RightBar';
export type { RightBarChat, RightBarLink, RightBarProps } from './RightBar';
