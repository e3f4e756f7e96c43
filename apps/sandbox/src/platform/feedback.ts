// PUT /wps/feedback: a multipart form (the contract's FeedbackForm). The contract middleware checks JSON and
// url-encoded bodies only (a file is no JSON value), so this handler reads and checks the form itself, with the same
// 400 messages.
import { badRequest, fail, ok, MESSAGES } from '../envelope.ts';
import type { Handler } from '../types.ts';
import {
  FEEDBACK_CONTENT_MAX_CHARS,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_MAX_PER_WINDOW,
  FEEDBACK_WINDOW_MS,
} from './platformConstants.ts';
import { isTrial } from '../store/memberRecords.ts';
import { sessionMember } from './sessionMember.ts';

const MULTIPART = /^multipart\/form-data\s*;/i;
const FIELDS = new Set(['content', 'images']);

type ImageType = 'image/png' | 'image/jpeg';
/** What the file's first bytes must be for its declared type (the declared type alone proves nothing). */
const SIGNATURES: Record<ImageType, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

interface Image {
  type: ImageType;
  data: Buffer;
}

type Checked = { error: string } | { content: string; images: Image[] };

function isImageType(type: string): type is ImageType {
  return type in SIGNATURES;
}

/** The form's fields against FeedbackForm; the first problem as `field: what`, like the JSON checks. */
async function checkForm(form: FormData): Promise<Checked> {
  let unknown: string | undefined;
  form.forEach((_value, name) => {
    if (!FIELDS.has(name)) unknown ??= name;
  });
  if (unknown !== undefined) return { error: `${unknown}: is not an allowed property` };
  const contents = form.getAll('content');
  if (contents.length === 0) return { error: 'content: is required' };
  const content = contents[0];
  if (contents.length > 1 || typeof content !== 'string') return { error: 'content: must be string' };
  // Characters as JSON Schema counts them (code points).
  const length = [...content].length;
  if (length < 1) return { error: 'content: must NOT have fewer than 1 characters' };
  if (length > FEEDBACK_CONTENT_MAX_CHARS) {
    return { error: `content: must NOT have more than ${FEEDBACK_CONTENT_MAX_CHARS} characters` };
  }
  if (!/\S/.test(content)) return { error: 'content: must match pattern "\\S"' };

  const files = form.getAll('images');
  if (files.length > FEEDBACK_MAX_IMAGES)
    return { error: `images: must NOT have more than ${FEEDBACK_MAX_IMAGES} items` };
  const images: Image[] = [];
  for (const [i, file] of files.entries()) {
    if (typeof file === 'string') return { error: `images.${i}: must be a file` };
    if (file.size > FEEDBACK_IMAGE_MAX_BYTES) {
      return { error: `images.${i}: must NOT be larger than ${FEEDBACK_IMAGE_MAX_BYTES} bytes` };
    }
    const data = Buffer.from(await file.arrayBuffer());
    const type = file.type.toLowerCase();
    if (!isImageType(type) || !SIGNATURES[type].every((byte, at) => data[at] === byte)) {
      return { error: `images.${i}: must be a png or jpg image` };
    }
    images.push({ type, data });
  }
  return { content, images };
}

export const submitFeedback: Handler<'submitFeedback'> = async (c, { db, now }) => {
  if (!MULTIPART.test(c.req.header('content-type') ?? '')) {
    return badRequest(c, 'body: must be sent as multipart/form-data');
  }
  // Its size (FEEDBACK_MAX_BODY_BYTES) was checked as it came in (app.ts).
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    return badRequest(c, 'body: is not a valid multipart form');
  }
  const checked = await checkForm(form);
  if ('error' in checked) return badRequest(c, checked.error);

  const { memberId } = c.get('session')!;
  if (isTrial(await sessionMember(db, memberId))) return fail(c, MESSAGES.needTrueAccount);
  const at = new Date(now());
  const recent = (
    await db.query<{ n: number }>('SELECT count(*)::int AS n FROM feedback WHERE member_id = $1 AND created_at > $2', [
      memberId,
      new Date(now() - FEEDBACK_WINDOW_MS),
    ])
  ).rows[0]!.n;
  if (recent >= FEEDBACK_MAX_PER_WINDOW) return fail(c, MESSAGES.tooManyRequests);

  const feedbackId = await db.transaction(async (tx) => {
    const id = (
      await tx.query<{ id: number }>(
        'INSERT INTO feedback (member_id, content, created_at) VALUES ($1, $2, $3) RETURNING id',
        [memberId, checked.content, at],
      )
    ).rows[0]!.id;
    for (const [position, image] of checked.images.entries()) {
      await tx.query('INSERT INTO feedback_images (feedback_id, position, mime_type, data) VALUES ($1, $2, $3, $4)', [
        id,
        position,
        image.type,
        image.data,
      ]);
    }
    return id;
  });
  return ok(c, { feedbackId, images: checked.images.length, createdAt: at.toISOString() });
};
