export { LeftBar, leftBarServiceItems } from './LeftBar';
export type { LeftBarProps, LeftBarServiceAction, LeftBarServiceItem } from './LeftBar';
