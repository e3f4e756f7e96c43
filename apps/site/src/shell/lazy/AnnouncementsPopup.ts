// One component per chunk: a dynamic import of the @wl/ui barrel would bundle all of it.
export { AnnouncementsPopup as default, imageSources, popupPictures } from '@wl/ui';
