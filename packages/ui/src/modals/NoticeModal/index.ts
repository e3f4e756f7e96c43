export { NoticeModal, NOTICES_PER_PAGE } from './NoticeModal';
export type { NoticeItem, NoticeModalProps } from './NoticeModal';
