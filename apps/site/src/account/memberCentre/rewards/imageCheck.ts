import { UPLOAD_IMAGE_SIGNATURES, uploadImageProblem } from '@wl/rules';
import type { ImageRefusal } from '@wl/ui';

/** The bytes a file must start with to be told a png from a jpg (the longer signature). */
const HEAD_BYTES = Math.max(...Object.values(UPLOAD_IMAGE_SIGNATURES).map((signature) => signature.length));

/** A file's first bytes, read without reading the rest (a 5 MB photo stays on disk). */
export async function fileHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
}

/**
 * The files of one pick, checked in order against what is attached already (spec §5/§9 with @wl/rules): the ones to
 * attach, and each refused one with its reason (not a png or jpg by its first bytes, over 5 MB, one too many).
 */
export async function checkPickedImages(
  files: readonly File[],
  alreadyAttached: number,
): Promise<{ accepted: File[]; refusals: ImageRefusal[] }> {
  const accepted: File[] = [];
  const refusals: ImageRefusal[] = [];
  for (const file of files) {
    const problem = uploadImageProblem(
      { head: await fileHead(file), size: file.size },
      alreadyAttached + accepted.length,
    );
    if (problem) refusals.push({ name: file.name, problem });
    else accepted.push(file);
  }
  return { accepted, refusals };
}
