export { MobileSidebar, mobileSidebarItems } from './MobileSidebar';
export type { MobileSidebarItem, MobileSidebarProps } from './MobileSidebar';
