import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { CAPTCHA_ID_BYTES, CAPTCHA_LENGTH, CAPTCHA_TTL_MS } from '../sandboxConstants.ts';

export function randomCaptchaAnswer(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => randomInt(10)).join('');
}

/** Stores a new answer (replacing the caller's previous captcha) and sweeps expired ones. */
export async function createCaptcha(
  db: PGlite,
  now: number,
  previousId: string | undefined,
): Promise<{ id: string; answer: string }> {
  const id = randomBytes(CAPTCHA_ID_BYTES).toString('hex');
  const answer = randomCaptchaAnswer();
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM captchas WHERE created_at <= $1 OR id = $2', [
      new Date(now - CAPTCHA_TTL_MS),
      previousId ?? '',
    ]);
    await tx.query('INSERT INTO captchas (id, answer, created_at) VALUES ($1, $2, $3)', [id, answer, new Date(now)]);
  });
  return { id, answer };
}

/** Single use: the captcha is deleted whether the guess is right or not. */
export async function consumeCaptcha(
  db: Pick<PGlite, 'query'>,
  id: string,
  guess: string,
  now: number,
): Promise<boolean> {
  const row = (
    await db.query<{ answer: string; created_at: Date }>(
      'DELETE FROM captchas WHERE id = $1 RETURNING answer, created_at',
      [id],
    )
  ).rows[0];
  if (!row || row.created_at.getTime() <= now - CAPTCHA_TTL_MS) return false;
  const a = Buffer.from(row.answer);
  const b = Buffer.from(guess.trim());
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The current answer for a captcha id (development routes only). */
export async function peekCaptcha(db: PGlite, id: string, now: number): Promise<string | null> {
  const row = (
    await db.query<{ answer: string }>('SELECT answer FROM captchas WHERE id = $1 AND created_at > $2', [
      id,
      new Date(now - CAPTCHA_TTL_MS),
    ])
  ).rows[0];
  return row?.answer ?? null;
}
