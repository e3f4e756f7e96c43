export { LeftBar, leftBarServiceItems } from './LeftBar';
export { LeftBarPlaceholder } from './LeftBarPlaceholder';
export type { LeftBarProps, LeftBarServiceAction, LeftBarServiceItem } from './LeftBar';
