export { AnnouncementsPopup, popupPictures } from './AnnouncementsPopup';
export { POPUP_PICTURE_SIZES } from './pictureSizes';
export type { AnnouncementItem, AnnouncementsPopupProps } from './AnnouncementsPopup';
