// One component per chunk: a dynamic import of the @wl/ui barrel would bundle all of it.
export { AnnouncementsPopup as default, imageSources, popupPictures } from '@wl/ui';
// The popup's pictures through the URL policy, with the popup's code (not on the first paint).
export { toAnnouncementItem } from '../../content/pictures';
