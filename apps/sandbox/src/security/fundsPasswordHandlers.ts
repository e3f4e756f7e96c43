// PUT and POST /wps/member/paymentPassword, POST /wps/member/paymentPassword/reset and
// GET, PUT /wps/member/customerSecurityQuestions.
import { SECURITY_ANSWER_MIN_LENGTH } from '@wl/rules';
import { ACCOUNT_MESSAGES } from '../accounts/accountsMessages.ts';
import { badRequest, fail, MESSAGES, ok } from '../envelope.ts';
import { hashPassword, verifyPassword } from '../passwordHash.ts';
import { isTrial } from '../store/memberRecords.ts';
import type { Handler } from '../types.ts';
import {
  attemptsValue,
  chosenQuestion,
  hashAnswer,
  normaliseAnswer,
  storeFundsPassword,
  storeQuestion,
  verifyAnswer,
  verifyFundsPassword,
} from './fundsPassword.ts';
import { SECURITY_MESSAGES } from './securityMessages.ts';
import { securityCaller } from './securityMember.ts';

export const setFundsPassword: Handler<'setFundsPassword'> = async (c, { db, now }) => {
  const body = c.get('body');
  const member = await securityCaller(c, db);
  if (isTrial(member)) return fail(c, MESSAGES.needTrueAccount);
  if (body.password !== body.confirmPassword) return fail(c, ACCOUNT_MESSAGES.passwordInconsistent);
  if (await verifyPassword(body.password, member.password_hash)) return fail(c, SECURITY_MESSAGES.sameAsLoginPassword);
  const hash = await hashPassword(body.password);
  // Only when there is none: two sets at once keep the first.
  const inserted = await db.query(
    `INSERT INTO funds_passwords (member_id, password_hash, changed_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id) DO NOTHING RETURNING member_id`,
    [member.id, hash, new Date(now())],
  );
  if (inserted.rows.length === 0) return fail(c, SECURITY_MESSAGES.fundsPasswordSet);
  return ok(c, null);
};

export const changeFundsPassword: Handler<'changeFundsPassword'> = async (c, { db, now }) => {
  const body = c.get('body');
  const member = await securityCaller(c, db);
  if (isTrial(member)) return fail(c, MESSAGES.needTrueAccount);
  if (body.password !== body.confirmPassword) return fail(c, ACCOUNT_MESSAGES.passwordInconsistent);
  const check = await verifyFundsPassword(db, member.id, body.oldPassword, now());
  if (!check.ok) return fail(c, check.failure, attemptsValue(check));
  if (body.password === body.oldPassword) return fail(c, ACCOUNT_MESSAGES.samePassword);
  if (await verifyPassword(body.password, member.password_hash)) return fail(c, SECURITY_MESSAGES.sameAsLoginPassword);
  await storeFundsPassword(db, member.id, await hashPassword(body.password), now());
  return ok(c, null);
};

export const resetFundsPassword: Handler<'resetFundsPassword'> = async (c, { db, now }) => {
  const body = c.get('body');
  const member = await securityCaller(c, db);
  if (isTrial(member)) return fail(c, MESSAGES.needTrueAccount);
  if (body.password !== body.confirmPassword) return fail(c, ACCOUNT_MESSAGES.passwordInconsistent);
  const check = await verifyAnswer(db, member.id, body.answer, now());
  if (!check.ok) return fail(c, check.failure, attemptsValue(check));
  if (await verifyPassword(body.password, member.password_hash)) return fail(c, SECURITY_MESSAGES.sameAsLoginPassword);
  await storeFundsPassword(db, member.id, await hashPassword(body.password), now());
  return ok(c, null);
};

export const getSecurityQuestions: Handler<'getSecurityQuestions'> = async (c, { db }) => {
  const member = await securityCaller(c, db);
  if (isTrial(member)) return fail(c, MESSAGES.needTrueAccount);
  const { rows } = await db.query<{ id: number; question: string }>(
    'SELECT id, question FROM security_questions ORDER BY sort, id',
  );
  return ok(c, { questions: rows, chosenQuestionId: await chosenQuestion(db, member.id) });
};

export const setSecurityQuestion: Handler<'setSecurityQuestion'> = async (c, { db, now }) => {
  const body = c.get('body');
  // Spaces do not count: "  a  " is one character.
  if ([...normaliseAnswer(body.answer)].length < SECURITY_ANSWER_MIN_LENGTH) {
    return badRequest(c, `answer: must NOT have fewer than ${SECURITY_ANSWER_MIN_LENGTH} characters`);
  }
  const member = await securityCaller(c, db);
  if (isTrial(member)) return fail(c, MESSAGES.needTrueAccount);
  const question = await db.query('SELECT 1 FROM security_questions WHERE id = $1', [body.questionId]);
  if (question.rows.length === 0) return fail(c, SECURITY_MESSAGES.questionNotFound);
  const check = await verifyFundsPassword(db, member.id, body.fundsPassword, now());
  if (!check.ok) return fail(c, check.failure, attemptsValue(check));
  await storeQuestion(db, member.id, body.questionId, await hashAnswer(body.answer));
  return ok(c, null);
};
