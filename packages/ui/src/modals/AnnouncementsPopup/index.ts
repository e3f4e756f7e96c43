export { AnnouncementsPopup } from './AnnouncementsPopup';
export type { AnnouncementItem, AnnouncementsPopupProps } from './AnnouncementsPopup';
