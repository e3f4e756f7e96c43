// The multipart forms that carry a short text and up to 3 images (spec §5/§9): the feedback (PUT /wps/feedback) and
// an activity application (PUT MCSFE_applyPromotion). The contract middleware checks JSON and url-encoded bodies only
// (a file is no JSON value), so this module reads and checks the form itself, with the same 400 messages as the JSON
// checks, and the limits and the image check of @wl/rules the forms use.
import {
  imageTypeOf,
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_MAX_IMAGES,
  UPLOAD_TEXT_MAX_CHARS,
  uploadTextLength,
} from '@wl/rules';
import type { UploadImageType } from '@wl/rules';

const MULTIPART = /^multipart\/form-data\s*;/i;
const IMAGES = 'images';

export interface UploadImage {
  type: UploadImageType;
  data: Buffer;
}

export interface UploadFormSpec<F extends string> {
  /** The text part (`content`, `remark`): at most UPLOAD_TEXT_MAX_CHARS characters. */
  text: string;
  /** Required and not blank (the feedback); otherwise it may be left out or empty (the application's remark). */
  textRequired: boolean;
  /** Other single text parts, each required and matching its pattern (`promotionId`). */
  fields: Record<F, RegExp>;
}

export type UploadForm<F extends string> =
  { error: string } | { text: string; fields: Record<F, string>; images: UploadImage[] };

/** One string part: missing, repeated or a file is a 400 message. */
function onePart(form: FormData, name: string): { value: string | null } | { error: string } {
  const parts = form.getAll(name);
  if (parts.length === 0) return { value: null };
  const value = parts[0];
  if (parts.length > 1 || typeof value !== 'string') return { error: `${name}: must be string` };
  return { value };
}

async function checkForm<F extends string>(form: FormData, spec: UploadFormSpec<F>): Promise<UploadForm<F>> {
  const allowed = new Set<string>([spec.text, IMAGES, ...Object.keys(spec.fields)]);
  let unknown: string | undefined;
  form.forEach((_value, name) => {
    if (!allowed.has(name)) unknown ??= name;
  });
  if (unknown !== undefined) return { error: `${unknown}: is not an allowed property` };

  const fields = {} as Record<F, string>;
  for (const [name, pattern] of Object.entries(spec.fields) as [F, RegExp][]) {
    const part = onePart(form, name);
    if ('error' in part) return part;
    if (part.value === null) return { error: `${name}: is required` };
    if (!pattern.test(part.value)) return { error: `${name}: must match pattern "${pattern.source}"` };
    fields[name] = part.value;
  }

  const textPart = onePart(form, spec.text);
  if ('error' in textPart) return textPart;
  const text = textPart.value ?? '';
  if (spec.textRequired) {
    if (textPart.value === null) return { error: `${spec.text}: is required` };
    if (uploadTextLength(text) < 1) return { error: `${spec.text}: must NOT have fewer than 1 characters` };
  }
  if (uploadTextLength(text) > UPLOAD_TEXT_MAX_CHARS) {
    return { error: `${spec.text}: must NOT have more than ${UPLOAD_TEXT_MAX_CHARS} characters` };
  }
  if (spec.textRequired && !/\S/.test(text)) return { error: `${spec.text}: must match pattern "\\S"` };

  const files = form.getAll(IMAGES);
  if (files.length > UPLOAD_MAX_IMAGES)
    return { error: `${IMAGES}: must NOT have more than ${UPLOAD_MAX_IMAGES} items` };
  const images: UploadImage[] = [];
  for (const [i, file] of files.entries()) {
    if (typeof file === 'string') return { error: `${IMAGES}.${i}: must be a file` };
    if (file.size > UPLOAD_IMAGE_MAX_BYTES) {
      return { error: `${IMAGES}.${i}: must NOT be larger than ${UPLOAD_IMAGE_MAX_BYTES} bytes` };
    }
    const data = Buffer.from(await file.arrayBuffer());
    // By the bytes, and the declared type must agree: a jpg sent as image/png is refused too.
    const type = imageTypeOf(data);
    if (type === null || type !== file.type.toLowerCase())
      return { error: `${IMAGES}.${i}: must be a png or jpg image` };
    images.push({ type, data });
  }
  return { text, fields, images };
}

/** The request's form against `spec`, or the 400 message naming the first problem (`images.1: ...`). */
export async function readUploadForm<F extends string>(
  request: Request,
  spec: UploadFormSpec<F>,
): Promise<UploadForm<F>> {
  if (!MULTIPART.test(request.headers.get('content-type') ?? '')) {
    return { error: 'body: must be sent as multipart/form-data' };
  }
  // Its size (UPLOAD_FORM_MAX_BODY_BYTES) was checked as it came in (app.ts).
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { error: 'body: is not a valid multipart form' };
  }
  return checkForm(form, spec);
}
