export { ImageAttachments } from './ImageAttachments';
export type { AttachedImage, ImageAttachmentsProps, ImageRefusal } from './ImageAttachments';
