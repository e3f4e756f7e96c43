// Spec §5 and §9: what a feedback or an activity application may carry. The form refuses each image before it is
// sent, with the reason, and the sandbox refuses the same (by the file's content, not its name) with 400.

/** Spec §5: a feedback's content and an activity application's remark are at most 140 characters (code points). */
export const UPLOAD_TEXT_MAX_CHARS = 140;
/** Spec §9: at most 3 images. */
export const UPLOAD_MAX_IMAGES = 3;
/** Spec §9: each image at most 5 MB. */
export const UPLOAD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Spec §5: png or jpg only, by their MIME types. */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

/** What each type's file must start with: the declared type or the name alone proves nothing. */
export const UPLOAD_IMAGE_SIGNATURES: Record<UploadImageType, readonly number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

export type UploadImageProblem = 'type' | 'size' | 'count';

/** The type a file's first bytes show (png or jpg), or null. */
export function imageTypeOf(head: Uint8Array): UploadImageType | null {
  for (const type of UPLOAD_IMAGE_TYPES) {
    if (UPLOAD_IMAGE_SIGNATURES[type].every((byte, at) => head[at] === byte)) return type;
  }
  return null;
}

/**
 * Why one more image cannot be attached, or null: too many already (`count`), not a png or jpg by its first bytes
 * (`type`), or over 5 MB (`size`).
 */
export function uploadImageProblem(
  image: { head: Uint8Array; size: number },
  alreadyAttached: number,
): UploadImageProblem | null {
  if (alreadyAttached >= UPLOAD_MAX_IMAGES) return 'count';
  if (imageTypeOf(image.head) === null) return 'type';
  if (image.size > UPLOAD_IMAGE_MAX_BYTES) return 'size';
  return null;
}

/** Characters as the server counts them (code points, like JSON Schema's maxLength). */
export const uploadTextLength = (text: string) => [...text].length;
