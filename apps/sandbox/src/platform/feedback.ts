// PUT /wps/feedback: a multipart form (the contract's FeedbackForm), read and checked by uploadForm.ts with the
// limits the form uses (@wl/rules uploads).
import { badRequest, fail, ok, MESSAGES } from '../envelope.ts';
import type { Handler } from '../types.ts';
import { FEEDBACK_MAX_PER_WINDOW, FEEDBACK_WINDOW_MS } from './platformConstants.ts';
import { isTrial } from '../store/memberRecords.ts';
import { sessionMember } from './sessionMember.ts';
import { readUploadForm } from './uploadForm.ts';

export const submitFeedback: Handler<'submitFeedback'> = async (c, { db, now }) => {
  const checked = await readUploadForm(c.req.raw, { text: 'content', textRequired: true, fields: {} });
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
        [memberId, checked.text, at],
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
