// Plain data about pictures, no React and no styles: for code that must stay a few KB and run before the app's (the
// site's first calls fetch the popup's pictures with it).
export { shownPicture, type PictureSource, type ShownPicture } from './components/Picture/pictureSources';
export { POPUP_PICTURE_SIZES } from './modals/AnnouncementsPopup/pictureSizes';
