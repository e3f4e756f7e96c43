export { ChatWindow, chatStatuses } from './ChatWindow';
export type { ChatStatus, ChatWindowProps } from './ChatWindow';
