export { Picture } from './Picture';
export type { PictureProps } from './Picture';
export {
  pictureSourceSets,
  PICTURE_TYPES,
  shownPicture,
  type PictureSource,
  type PictureSourceSet,
  type ShownPicture,
} from './pictureSources';
