export { Picture } from './Picture';
export type { PictureProps } from './Picture';
export { pictureSourceSets, PICTURE_TYPES, type PictureSource, type PictureSourceSet } from './pictureSources';
