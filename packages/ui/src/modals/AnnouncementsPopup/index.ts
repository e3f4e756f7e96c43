export { AnnouncementsPopup, POPUP_PICTURE_SIZES, popupPictures } from './AnnouncementsPopup';
export type { AnnouncementItem, AnnouncementsPopupProps } from './AnnouncementsPopup';
